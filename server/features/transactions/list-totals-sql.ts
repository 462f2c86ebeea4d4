import { type SQL, sql } from 'drizzle-orm';
import { firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
import { filterSql, type ListFilters } from './list-filter-sql';

function isWholeMonths(from: string | undefined, to: string | undefined): from is string {
  return !!from && !!to && from === firstDayOfMonth(from) && to === lastDayOfMonth(to);
}

export interface ListTotals {
  receitas: number;
  despesas: number;
  count: number;
}

/**
 * Totals of everything the filters match, transfers and goal contributions left out.
 *
 * The list's totals are in reais: an account in another currency's rows are not added as if they were (the list
 * says "Só contas em reais" when it shows some); converting them is still to be built (docs/PRODUCT.md).
 *
 * Said as "none of the accounts in another currency", an array computed once (an InitPlan), so it stays a filter on
 * the rows the other conditions find. Said as "one of the accounts in reais" (`in (select …)`), it became a join:
 * among 10,000 people PostgreSQL expected one row per account and read the person's rows account by account,
 * every row of the period, instead of the search index's matches (bench/plans-many-users-postgres.md, 3/12: a
 * search's totals 82-89 ms against 8-51 ms in this form).
 */
const inReaisAccount = (bookId: number, accountId: SQL) =>
  sql`${accountId} <> all(array(select a.id from accounts a where a.book_id = ${bookId} and a.currency <> 'BRL'))`;

export function totalsSql(bookId: number, filters: ListFilters): SQL {
  return isWholeMonths(filters.from, filters.to) &&
    !filters.categoryId &&
    !filters.q &&
    !filters.bill &&
    !filters.importId &&
    !filters.comprovante
    ? monthTotalsSql(bookId, filters)
    : sql`select coalesce(sum(t.amount) filter (where t.type = 'RECEITA'), 0)::bigint as receitas,
                 coalesce(sum(t.amount) filter (where t.type = 'DESPESA'), 0)::bigint as despesas,
                 count(*)::int as count
          from transactions t
          where ${filterSql(bookId, filters)} and t.transfer_id is null and ${inReaisAccount(bookId, sql`t.account_id`)}`;
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
