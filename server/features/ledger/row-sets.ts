import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

/**
 * Sets of a book's rows the ledger names whole, by id, so that its door can tell each one (shared/ledger-door.ts):
 * a restored book's rows, and those "Conferir saldo" marks.
 */
export const rowSets = {
  /** Every row id of a book, in order. */
  async ofBook(db: Executor, bookId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from transactions where book_id = ${bookId} order by id`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** An account's rows dated up to `through` not RECONCILED yet, locked until the transaction ends. */
  async unreconciledThrough(
    db: Executor,
    bookId: number,
    accountId: number,
    through: string,
  ): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from transactions
          where book_id = ${bookId} and account_id = ${accountId} and date <= ${through}::date
            and status <> 'RECONCILED'
          order by id
          for update`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Marks those rows RECONCILED, in one statement; the status moves no total. */
  async reconcile(db: Executor, bookId: number, ids: number[]): Promise<void> {
    await db.execute(
      sql`update transactions set status = 'RECONCILED', updated_at = now()
          where book_id = ${bookId} and id = any(${sql.param(ids)}::bigint[])`,
    );
  },
};
