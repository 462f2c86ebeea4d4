import { sql } from 'drizzle-orm';
import type { TransactionOrigin } from '../../../common/contract/transactions';
import { type Executor, queryRows } from '../../db/connect';
import { type TransactionChange, transactionEvents } from '../../db/schema';

export interface EventRow {
  id: number;
  at: string;
  by: string | null;
  changes: TransactionChange[];
}

export interface CreatedRow {
  at: string;
  by: string | null;
  origin: TransactionOrigin;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const historyRepository = {
  async insert(
    tx: Executor,
    rows: Array<{
      bookId: number;
      transactionId: number;
      userId: number | null;
      changes: TransactionChange[];
    }>,
  ): Promise<void> {
    if (rows.length > 0) await tx.insert(transactionEvents).values(rows);
  },

  /** Lets a transaction's oldest changes go beyond the newest `keep` (read through its index). */
  async trim(tx: Executor, bookId: number, transactionIds: number[], keep: number): Promise<void> {
    await tx.execute(
      sql`delete from transaction_events e
          using unnest(${sql.param(transactionIds)}::bigint[]) as t(id)
          where e.transaction_id = t.id and e.book_id = ${bookId}
            and e.id < (select k.id from transaction_events k
                        where k.transaction_id = t.id and k.book_id = ${bookId}
                        order by k.id desc offset ${keep - 1} limit 1)`,
    );
  },

  /** When and by whom the row was written; undefined when the book has no such row. */
  async created(db: Executor, bookId: number, id: number): Promise<CreatedRow | undefined> {
    const [row] = await queryRows<CreatedRow>(
      db,
      sql`select ${iso('t.created_at')} as at, u.name as by, t.origin
          from transactions t left join users u on u.id = t.created_by
          where t.book_id = ${bookId} and t.id = ${id}`,
    );
    return row;
  },

  /** The row's changes, newest first, bounded by `limit`. */
  async events(db: Executor, bookId: number, id: number, limit: number): Promise<EventRow[]> {
    const rows = await queryRows<EventRow>(
      db,
      sql`select e.id, ${iso('e.at')} as at, u.name as by, e.changes
          from transaction_events e left join users u on u.id = e.user_id
          where e.transaction_id = ${id} and e.book_id = ${bookId}
          order by e.id desc limit ${limit}`,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  },
};
