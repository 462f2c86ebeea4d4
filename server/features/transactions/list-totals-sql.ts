import { type SQL, sql } from 'drizzle-orm';
import { firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
import { filterSql, type ListFilters } from './list-filter-sql';

function isWholeMonths(from: string | undefined, to: string | undefined): from is string {
  return !!from && !!to && from === firstDayOfMonth(from) && to === lastDayOfMonth(to);
}

export interface ListTotals {
  /** Cents of the accounts in reais. */
  receitas: number;
  despesas: number;
  count: number;
  /** The money of accounts in other currencies the filters match, by account, date and kind, to convert. */
  abroad: AbroadGroup[];
}

/** One account in another currency's money of one date and kind (hundredths of its currency), and its rows. */
export interface AbroadGroup {
  account_id: number;
  /** The account's name and currency: what converting the group and naming an account left out need. */
  account_name: string;
  currency: string;
  date: string;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  count: number;
}

/**
 * The list's totals: the accounts in reais summed here, an account in another currency's money by date, for the
 * service to convert at each date's rate as the reports do (shared/flows-in-reais.ts reaisOnDates): dollars are
 * never added as reais. The rows the filters match are read once (a search's words are looked for once), and the
 * accounts' names and currencies with them: one statement.
 */
const inReaisAccount = (bookId: number, accountId: SQL) =>
  sql`${accountId} in (select a.id from accounts a where a.book_id = ${bookId} and a.currency = 'BRL')`;

/** The abroad groups of `rows` (account_id, account_name, currency, date, type, amount) in other currencies. */
const abroadOf = (rows: SQL) => sql`(select coalesce(json_agg(g), '[]') from (
    select r.account_id, r.account_name, r.currency, r.date, r.type, sum(r.amount)::bigint as amount,
           count(*)::int as count
    from ${rows} r where r.currency <> 'BRL'
    group by r.account_id, r.account_name, r.currency, r.date, r.type) g)`;

/** The rows the filters match, transfers left out, with their account's name and currency. */
const matchedRows = (bookId: number, filters: ListFilters, accounts: SQL) =>
  sql`select t.account_id, a.name as account_name, a.currency, t.date, t.type, t.amount
      from transactions t join accounts a on a.id = t.account_id and a.book_id = ${bookId}
      where ${filterSql(bookId, filters)} and t.transfer_id is null and ${accounts}`;

export function totalsSql(bookId: number, filters: ListFilters): SQL {
  // Whole months: the accounts in reais from their kept month totals; only the other currencies' rows are read.
  if (
    isWholeMonths(filters.from, filters.to) &&
    !filters.categoryId &&
    !filters.q &&
    !filters.bill &&
    !filters.importId &&
    !filters.comprovante
  )
    return sql`select x.*, ${abroadOf(sql`(${matchedRows(bookId, filters, sql`a.currency <> 'BRL'`)})`)} as abroad
               from (${monthTotalsSql(bookId, filters)}) x`;
  return sql`with m as materialized (${matchedRows(bookId, filters, sql`true`)})
    select coalesce(sum(m.amount) filter (where m.type = 'RECEITA' and m.currency = 'BRL'), 0)::bigint as receitas,
           coalesce(sum(m.amount) filter (where m.type = 'DESPESA' and m.currency = 'BRL'), 0)::bigint as despesas,
           (count(*) filter (where m.currency = 'BRL'))::int as count,
           ${abroadOf(sql`m`)} as abroad
    from m`;
}

/**
 * The list's totals for whole months from account_month_totals: a few rows per month instead of every
 * transaction of the period. The flow columns count exactly what the fallback query does.
 */
function monthTotalsSql(bookId: number, f: ListFilters): SQL {
  const income = f.type !== 'despesa';
  const expense = f.type !== 'receita';
  return sql`
    select ${income ? sql`coalesce(sum(m.flow_income), 0)::bigint` : sql`0::bigint`} as receitas,
           ${expense ? sql`coalesce(sum(m.flow_expense), 0)::bigint` : sql`0::bigint`} as despesas,
           coalesce(sum(${income ? sql`m.flow_income_count` : sql`0`} + ${
             expense ? sql`m.flow_expense_count` : sql`0`
           }), 0)::int as count
    from account_month_totals m
    where m.book_id = ${bookId} and m.month between ${f.from} and ${f.to}
      and ${inReaisAccount(bookId, sql`m.account_id`)}
      ${f.accountId ? sql`and m.account_id = ${f.accountId}` : sql``}`;
}
