import { sql } from 'drizzle-orm';
import { RECONCILE_ROWS_SHOWN } from '../../../common/contract/reconcile';
import { type Executor, queryRows } from '../../db/connect';

/** The confirmations an account keeps: the latest is what the next "Conferir saldo" starts from. */
export const RECONCILIATIONS_KEPT = 50;

export interface LastReconciliation {
  date: string;
  balanceCents: number;
}

export interface UnreconciledRowCents {
  id: number;
  date: string;
  description: string;
  /** Signed by the row's effect on the balance: an expense is negative. */
  signedCents: number;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
}

const signed = sql`case when type = 'RECEITA' then amount else -amount end`;

export const reconcileRepository = {
  /** The account's confirmation of the latest date (the latest confirmed of that date), or undefined. */
  async last(db: Executor, bookId: number, accountId: number): Promise<LastReconciliation | undefined> {
    const [row] = await queryRows<LastReconciliation>(
      db,
      sql`select date::text as date, balance as "balanceCents" from reconciliations
          where book_id = ${bookId} and account_id = ${accountId}
          order by date desc, id desc limit 1`,
    );
    return row && { date: row.date, balanceCents: Number(row.balanceCents) };
  },

  /** How many of the account's rows dated up to `through` are not RECONCILED, and their signed sum. */
  async unreconciledTotals(
    db: Executor,
    bookId: number,
    accountId: number,
    through: string,
  ): Promise<{ count: number; totalCents: number }> {
    const [row] = await queryRows<{ count: number; totalCents: number }>(
      db,
      sql`select count(*)::int as count, coalesce(sum(${signed}), 0)::bigint as "totalCents"
          from transactions
          where book_id = ${bookId} and account_id = ${accountId} and date <= ${through}::date
            and status <> 'RECONCILED'`,
    );
    return { count: Number(row?.count ?? 0), totalCents: Number(row?.totalCents ?? 0) };
  },

  /** The first RECONCILE_ROWS_SHOWN of those rows, newest first. */
  async unreconciledRows(
    db: Executor,
    bookId: number,
    accountId: number,
    through: string,
  ): Promise<UnreconciledRowCents[]> {
    const rows = await queryRows<UnreconciledRowCents>(
      db,
      sql`select id, date::text as date, description, ${signed} as "signedCents", status
          from transactions
          where book_id = ${bookId} and account_id = ${accountId} and date <= ${through}::date
            and status <> 'RECONCILED'
          order by date desc, id desc
          limit ${RECONCILE_ROWS_SHOWN}`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), signedCents: Number(r.signedCents) }));
  },

  /** Records a confirmation and forgets the account's oldest past RECONCILIATIONS_KEPT. */
  async record(
    tx: Executor,
    bookId: number,
    accountId: number,
    confirmed: LastReconciliation,
  ): Promise<void> {
    await tx.execute(
      sql`insert into reconciliations (book_id, account_id, date, balance)
          values (${bookId}, ${accountId}, ${confirmed.date}::date, ${confirmed.balanceCents})`,
    );
    await tx.execute(
      sql`delete from reconciliations
          where book_id = ${bookId} and account_id = ${accountId}
            and id not in (select id from reconciliations
                           where book_id = ${bookId} and account_id = ${accountId}
                           order by date desc, id desc limit ${RECONCILIATIONS_KEPT})`,
    );
  },
};
