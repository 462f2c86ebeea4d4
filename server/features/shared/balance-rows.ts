// The two reads behind the balances (balances.ts) and the forecast that starts from them: the accounts with their
// balance over every row, and the rows dated after today that are not money at hand yet.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

export interface BalanceAccountRow {
  id: number;
  type: string;
  /** ISO 4217: balanceCents is in hundredths of it. */
  currency: string;
  archived: boolean;
  /** Opening balance plus every row of the account, whatever its date (from the month totals). */
  balanceCents: number;
}

export interface LaterRow {
  accountId: number;
  date: string;
  type: 'RECEITA' | 'DESPESA';
  cents: number;
  description: string;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export const balanceRowsRepository = {
  /** The person's accounts with their balance over every row (dated rows after today are taken off later). */
  accounts(db: Executor, bookId: number): Promise<BalanceAccountRow[]> {
    return queryRows<BalanceAccountRow>(
      db,
      sql`select a.id, a.type, a.currency, a.archived_at is not null as archived,
                 (a.opening_balance + coalesce((select sum(t.income - t.expense) from account_month_totals t
                   where t.book_id = ${bookId} and t.account_id = a.id), 0))::bigint as "balanceCents"
          from accounts a where a.book_id = ${bookId}
          order by a.id`,
    );
  },

  /**
   * One account's balance at the end of `date`, or undefined when the person has no such account: its opening
   * balance plus its rows dated up to then (the month totals of the months before, the rows of the month itself),
   * signed as `accounts` signs it (income adds, expense subtracts: a card's debt is negative).
   */
  async accountAt(
    db: Executor,
    bookId: number,
    accountId: number,
    date: string,
  ): Promise<number | undefined> {
    const [row] = await queryRows<{ balanceCents: number }>(
      db,
      sql`select (a.opening_balance
                 + coalesce((select sum(t.income - t.expense) from account_month_totals t
                   where t.book_id = ${bookId} and t.account_id = a.id
                     and t.month < date_trunc('month', ${date}::date)), 0)
                 + coalesce((select sum(case when r.type = 'RECEITA' then r.amount else -r.amount end)
                   from transactions r
                   where r.book_id = ${bookId} and r.account_id = a.id
                     and r.date >= date_trunc('month', ${date}::date) and r.date <= ${date}::date), 0)
                 )::bigint as "balanceCents"
          from accounts a where a.book_id = ${bookId} and a.id = ${accountId}`,
    );
    return row === undefined ? undefined : Number(row.balanceCents);
  },

  /** The rows of the accounts dated after today (scheduled ones, future installments), oldest first. */
  laterRows(db: Executor, bookId: number, accountIds: number[], today: string): Promise<LaterRow[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return queryRows<LaterRow>(
      db,
      sql`select account_id as "accountId", date::text as date, type, amount as cents, description
          from transactions
          where book_id = ${bookId} and account_id in (${idList(accountIds)}) and date > ${today}
          order by date, id`,
    );
  },
};
