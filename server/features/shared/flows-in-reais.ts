import { type SQL, sql } from 'drizzle-orm';
import type { ExchangeRateSide } from '../../../common/contract/exchange-rates';
import { type CurrencyCode, HOME_CURRENCY } from '../../../common/currencies';
import { addDays, daysBetween } from '../../../common/dates';
import { reaisAt } from '../../../common/exchange-rates';
import { type Executor, queryRows } from '../../db/connect';
import { dateArray, idArray } from '../../db/json-rows';
import { countedLines } from './flow-kind';

/*
 * Money by kind (reports, budgets, the dashboard's month) in reais when the book has accounts in other currencies.
 * The month totals (category_month_totals) add every account's rows as they are, so a US$ 25,00 expense is 2500
 * there, as R$ 25,00 would be. Rather than a rollup per account, the few accounts in other currencies are read
 * apart: their lines in the period grouped in SQL by (account, date, key), each group converted at the rate of its
 * own date, and the difference from what the totals counted added to them. The accounts in reais stay on the
 * rollup; a book with no account in another currency runs one small query and nothing else.
 *
 * The rate is the PTAX sell of the date, or of the last day before it that has one (exchange-rates/lookup.ts, a
 * book's typed rate filling a gap): what money spent or received abroad costs in reais, as the Receita converts an
 * operation abroad at the PTAX sell of its date. A group without a rate is left out of the sums, and its account
 * named (`unconverted`), as balances name theirs (shared/in-reais.ts). A purchase abroad on a card is in an
 * account in reais: its reais are already the figure, and nothing here touches it.
 */

/** What money is grouped by: its category (a split part's own), its payee, or each of its transaction's tags. */
export type FlowKey = 'category' | 'payee' | 'tag';

type FlowType = 'RECEITA' | 'DESPESA';

/** exchange-rates' ratesOnEach, handed in by the feature (shared code never imports a feature). */
export type RatesLookup = (
  db: Executor,
  bookId: number,
  wanted: ReadonlyMap<CurrencyCode, Iterable<string>>,
  side: ExchangeRateSide,
) => Promise<ReadonlyMap<CurrencyCode, ReadonlyMap<string, { rate: string } | null>>>;

/** The rate side money by kind converts at (see above). */
const FLOW_RATE_SIDE: ExchangeRateSide = 'sell';

export interface ForeignAccount {
  id: number;
  name: string;
  currency: CurrencyCode;
}

/** One group of an account's lines: its date's money of one key and kind, as read and in reais. */
interface FlowGroup {
  accountId: number;
  /** The lines' date (ISO), and its month's first day. */
  date: string;
  month: string;
  key: number | null;
  type: FlowType;
  /** Hundredths of the account's currency, as the month totals counted them. */
  amount: number;
  /** Cents at the date's rate; null without one (left out). */
  reais: number | null;
}

export interface FlowsInReais {
  /** The book's accounts in other currencies (none for most books: then nothing else was read). */
  accounts: ForeignAccount[];
  groups: FlowGroup[];
  /** Accounts with money in the period left out for want of a rate on its date, in id order. */
  unconverted: number[];
}

const NONE: FlowsInReais = { accounts: [], groups: [], unconverted: [] };

/** The cheap check every read makes first: the book's accounts in other currencies (none for most books). */
export async function foreignAccounts(db: Executor, bookId: number): Promise<ForeignAccount[]> {
  const rows = await queryRows<{ id: number; name: string; currency: string }>(
    db,
    sql`select id, name, currency from accounts where book_id = ${bookId} and currency <> ${HOME_CURRENCY}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, currency: r.currency as CurrencyCode }));
}

/** The key's column of the counted lines `l` (the tag's through transaction_tags `tt`). */
const KEY_COLUMN: Record<FlowKey, SQL> = {
  category: sql`l.category_id`,
  payee: sql`l.payee_id`,
  tag: sql`tt.tag_id`,
};

/**
 * The accounts' lines between from and to grouped by (account, date, key, kind), summed in SQL: as
 * transaction_lines counts them (split parts under their own category and payee, transfers and goal contributions
 * left out) and by their category's kind (shared/flow-kind.ts), the way the month totals and the reports count
 * them. One statement, served by transactions' (book_id, account_id, date) index.
 */
async function groupsOf(
  db: Executor,
  bookId: number,
  accountIds: readonly number[],
  period: FlowPeriod,
  key: FlowKey,
) {
  const lines = sql`(select l.* from transaction_lines l
                     where l.book_id = ${bookId} and l.account_id = any(${idArray(accountIds)}::bigint[])
                       and l.date between ${period.from}::date and ${period.to}::date
                       ${period.linesWhere ? sql`and ${period.linesWhere}` : sql``})`;
  const tags =
    key === 'tag'
      ? sql`left join transaction_tags tt on tt.transaction_id = l.transaction_id and tt.book_id = l.book_id`
      : sql``;
  return queryRows<{ account_id: number; date: string; key: number | null; type: FlowType; amount: number }>(
    db,
    sql`select l.account_id, to_char(l.date, 'YYYY-MM-DD') as date, ${KEY_COLUMN[key]} as key,
               l.flow_type as type, sum(l.flow_amount)::bigint as amount
        from ${countedLines(lines)} l
        ${tags}
        group by l.account_id, l.date, ${KEY_COLUMN[key]}, l.flow_type`,
  );
}

export interface FlowPeriod {
  from: string;
  to: string;
  /**
   * A condition on the lines `l` (transaction_lines' columns) narrowing what is read: the budgets' carry needs the
   * months before the asked one only for its rollover categories. The corrections then cover only those lines.
   */
  linesWhere?: SQL;
}

/**
 * The lines of two periods in one (each with its own bounds and condition): a screen of several reads of money by
 * one key reads once (the dashboard's trend and its budgets' carry), each read then taking its part (flowsBetween)
 * or a superset it tolerates.
 */
export function periodsUnion(a: FlowPeriod, b: FlowPeriod): FlowPeriod {
  const lines = (p: FlowPeriod) =>
    sql`(l.date between ${p.from}::date and ${p.to}::date ${p.linesWhere ? sql`and ${p.linesWhere}` : sql``})`;
  return {
    from: a.from < b.from ? a.from : b.from,
    to: a.to > b.to ? a.to : b.to,
    linesWhere: sql`(${lines(a)} or ${lines(b)})`,
  };
}

/**
 * Periods up to this long have their rates read beside their lines, for every day of the period (a range of rate
 * rows, about as many as the lines' own dates ask over a dashboard's two years of a budget's carry): the two
 * statements side by side instead of one after the other. A longer period (reports of years) asks the lines' dates.
 */
const RATES_BESIDE_MAX_DAYS = 800;

/** Each day from `from` to `to`, for every currency. */
function everyDay(
  accounts: readonly ForeignAccount[],
  from: string,
  to: string,
): Map<CurrencyCode, string[]> {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return new Map(accounts.map((a) => [a.currency, days]));
}

/**
 * The money of the book's accounts in other currencies between from and to (ISO dates), by `key`, each group in
 * reais at its date's rate (`lookup` is exchange-rates' ratesOnEach: one query). Nothing is read past the accounts
 * check when the book has none. `period` may still be being worked out (budgets ask their first rollover month),
 * beside the accounts check.
 */
export async function flowsInReais(
  db: Executor,
  bookId: number,
  periodOf: FlowPeriod | Promise<FlowPeriod>,
  key: FlowKey,
  lookup: RatesLookup,
): Promise<FlowsInReais> {
  const [accounts, period] = await Promise.all([foreignAccounts(db, bookId), periodOf]);
  if (accounts.length === 0) return NONE;
  if (period.from > period.to) return { ...NONE, accounts };
  const beside =
    daysBetween(period.from, period.to) <= RATES_BESIDE_MAX_DAYS
      ? lookup(db, bookId, everyDay(accounts, period.from, period.to), FLOW_RATE_SIDE)
      : null;
  // Awaited below; until then a failure of it must not go unhandled while the lines are read.
  beside?.catch(() => undefined);
  const rows = await groupsOf(
    db,
    bookId,
    accounts.map((a) => a.id),
    period,
    key,
  );
  const reais = await reaisOnDates(db, bookId, accounts, rows, beside ? () => beside : lookup);
  const groups = rows.map(
    (r, i): FlowGroup => ({
      accountId: Number(r.account_id),
      date: r.date,
      month: `${r.date.slice(0, 7)}-01`,
      key: r.key === null ? null : Number(r.key),
      type: r.type,
      amount: Number(r.amount),
      reais: reais.cents[i] ?? null,
    }),
  );
  return { accounts, groups, unconverted: reais.unconverted };
}

/**
 * The part of `flows` dated between from and to (ISO dates, both included), as flowsInReais would read it for that
 * period: a screen showing several periods of one key (the dashboard's month within its six months) reads once.
 */
export function flowsBetween(flows: FlowsInReais, from: string, to: string): FlowsInReais {
  const groups = flows.groups.filter((g) => g.date >= from && g.date <= to);
  const unconverted = new Set(groups.filter((g) => g.reais === null).map((g) => g.accountId));
  return { accounts: flows.accounts, groups, unconverted: [...unconverted].sort((a, b) => a - b) };
}

/**
 * Amounts of the accounts in other currencies (hundredths of each one's currency) in cents of reais, each at the
 * rate of its own date (FLOW_RATE_SIDE, `lookup` one query for every currency): null where the date has none, and
 * those rows' accounts in `unconverted`, in id order. A row of an account not in `accounts` (in reais) is as it is.
 */
export async function reaisOnDates(
  db: Executor,
  bookId: number,
  accounts: readonly ForeignAccount[],
  rows: ReadonlyArray<{ account_id: number | string; date: string; amount: number | string }>,
  lookup: RatesLookup,
): Promise<{ cents: Array<number | null>; unconverted: number[] }> {
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  const wanted = new Map<CurrencyCode, Set<string>>();
  for (const r of rows) {
    const currency = currencyOf.get(Number(r.account_id));
    if (currency) wanted.set(currency, (wanted.get(currency) ?? new Set()).add(r.date));
  }
  const rates = wanted.size === 0 ? new Map() : await lookup(db, bookId, wanted, FLOW_RATE_SIDE);
  const unconverted = new Set<number>();
  const cents = rows.map((r) => {
    const accountId = Number(r.account_id);
    const currency = currencyOf.get(accountId);
    if (!currency) return Number(r.amount);
    const rate = rates.get(currency)?.get(r.date) ?? null;
    if (!rate) unconverted.add(accountId);
    return rate ? reaisAt(Number(r.amount), rate.rate) : null;
  });
  return { cents, unconverted: [...unconverted].sort((a, b) => a - b) };
}

/** A relation of rows (key, month, type, amount, left_out) from columns of values, typed even when empty. */
function relation(rows: ReadonlyArray<[number | null, string, FlowType, number, number | null]>): SQL {
  const list = (values: ReadonlyArray<number | string | null>) =>
    `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
  return sql`(select * from unnest(${list(rows.map((r) => r[0]))}::bigint[],
                                   ${dateArray(rows.map((r) => r[1]))}::date[],
                                   ${list(rows.map((r) => r[2]))}::text[],
                                   ${list(rows.map((r) => r[3]))}::bigint[],
                                   ${list(rows.map((r) => r[4]))}::bigint[])
              as x(key, month, type, amount, left_out))`;
}

/** Sums rows by everything but the amount: each (key, month, type, left_out) once. */
function summed(rows: Array<[number | null, string, FlowType, number, number | null]>) {
  const sums = new Map<string, [number | null, string, FlowType, number, number | null]>();
  for (const row of rows) {
    const id = `${row[0]} ${row[1]} ${row[2]} ${row[4]}`;
    const seen = sums.get(id);
    if (seen) seen[3] += row[3];
    else sums.set(id, [...row]);
  }
  return [...sums.values()].filter((r) => r[3] !== 0 || r[4] !== null);
}

/**
 * What to add to the month totals' figures of the same period and key for them to be in reais: a relation (key,
 * month, type, amount, left_out) whose amount is each group's reais less what the totals counted (all of it, for a
 * group without a rate, with its account as left_out; null otherwise). Added to category_month_totals' rows (or to
 * transaction_lines' of the same dates), every sum by key, month and kind is in reais.
 */
export function flowCorrections(flows: FlowsInReais): SQL {
  return relation(
    summed(
      flows.groups.map((g) => [
        g.key,
        g.month,
        g.type,
        (g.reais ?? 0) - g.amount,
        g.reais === null ? g.accountId : null,
      ]),
    ),
  );
}

/**
 * The converted money alone (key, month, type, amount, left_out null), for a read of transaction_lines that leaves
 * the accounts in other currencies out (`inReaisOnly`) and adds these instead.
 */
export function flowsConverted(flows: FlowsInReais): SQL {
  return relation(
    summed(
      flows.groups
        .filter((g) => g.reais !== null)
        .map((g) => [g.key, g.month, g.type, g.reais as number, null]),
    ),
  );
}

/** A condition on the lines `alias` (transaction_lines' columns): only accounts in reais. */
export function inReaisOnly(flows: FlowsInReais, alias: 'l'): SQL {
  if (flows.accounts.length === 0) return sql`true`;
  return sql`${sql.raw(alias)}.account_id <> all(${idArray(flows.accounts.map((a) => a.id))}::bigint[])`;
}

/** The union of the accounts left out of several reads, in id order. */
export const unconvertedOf = (...reads: ReadonlyArray<{ unconverted: readonly number[] }>): number[] =>
  [...new Set(reads.flatMap((r) => r.unconverted))].sort((a, b) => a - b);
