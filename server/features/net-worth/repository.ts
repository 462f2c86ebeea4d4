// The net worth's reads: every account's balance at each month's end, in one query.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { bookStartSql } from '../shared/book-start';

export interface AccountBalanceRow {
  /** The month's first day, 'YYYY-MM-01'. */
  month: string;
  accountId: number;
  /** The account's type (accounts.type). */
  type: string;
  /** ISO 4217: `cents` is in hundredths of it. */
  currency: string;
  /** The account's balance at the month's end (today for the current month). */
  cents: number;
  /** The first day of the month the book begins in Grana (below), never before `first`: the same on every row. */
  bookStart: string;
}

export const netWorthRepository = {
  /**
   * The balances of each of the book's accounts, archived ones included, at the end of each month from
   * `first` (a month's first day) to today's month, whose figure is at the end of today. One statement: the month
   * totals (ledger/month-totals.ts) of the months before `first` are folded into `first`, the totals of each
   * type and month are added up cumulatively over the months, and the current month loses its rows dated after
   * today, as shared/balances.ts's balanceToday takes them off: a row registered for a later date is not money moved
   * yet. Later months' totals (future installments) are never read.
   * The opening balances count from the month the book begins in Grana (shared/book-start.ts): the earliest month
   * an account of it was registered (in `timeZone`) or has a row in. An opening balance has no date of its own: counted in every month
   * asked, it made five years of history out of accounts opened today (a newcomer's walk); counted from each
   * account's own registration, a savings account registered after statements of the months before were imported
   * made its whole balance look like that month's gain (the next walk). Before the book begins nothing is known.
   */
  balancesByAccount(
    db: Executor,
    bookId: number,
    first: string,
    today: string,
    timeZone: string,
  ): Promise<AccountBalanceRow[]> {
    return queryRows<AccountBalanceRow>(
      db,
      sql`with months as (
            select m::date as month
            from generate_series(${first}::date, date_trunc('month', ${today}::date), interval '1 month') as m
          ),
          moves as (
            select t.account_id, greatest(t.month, ${first}::date) as month, t.income - t.expense as net
            from account_month_totals t
            where t.book_id = ${bookId} and t.month <= date_trunc('month', ${today}::date)
            union all
            select r.account_id, date_trunc('month', ${today}::date)::date,
                   case when r.type = 'RECEITA' then -r.amount else r.amount end
            from transactions r
            where r.book_id = ${bookId} and r.date > ${today}::date
              and r.date < date_trunc('month', ${today}::date) + interval '1 month'
          ),
          book_start as (
            select greatest(${bookStartSql(bookId, timeZone, today)}, ${first}::date) as month
          ),
          openings as (
            select a.id as account_id, s.month, a.opening_balance as net
            from accounts a cross join book_start s
            where a.book_id = ${bookId} and a.opening_balance <> 0
          ),
          by_account as (
            select account_id, month, sum(net) as net from (
              select account_id, month, net from moves
              union all
              select account_id, month, net from openings
            ) all_moves
            group by account_id, month
          )
          select m.month::text as month, a.id as "accountId", a.type, a.currency,
                 coalesce(sum(b.net) over (partition by a.id order by m.month), 0)::bigint as cents,
                 (select month::text from book_start) as "bookStart"
          from months m cross join accounts a
          left join by_account b on b.account_id = a.id and b.month = m.month
          where a.book_id = ${bookId}
          order by m.month, a.id`,
    );
  },

  /** How many accounts and cards the book has, archived ones included. */
  async accountCount(db: Executor, bookId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from accounts where book_id = ${bookId}`,
    );
    return Number(row?.n ?? 0);
  },
};
