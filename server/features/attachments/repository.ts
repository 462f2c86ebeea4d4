import { sql } from 'drizzle-orm';
import { UNDO_WINDOW_MINUTES } from '../../../common/contract/undo';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';

/** A comprovante's row as stored (attachments table). */
export interface AttachmentRow {
  id: number;
  book_id: number;
  transaction_id: number;
  key: string;
  name: string;
  kind: 'image' | 'pdf';
  content_type: string;
  size: number;
  thumb_size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  created_at: string;
}

export type NewAttachment = Omit<AttachmentRow, 'id' | 'created_at'> & { created_by: number | null };

const COLUMNS = sql`id, book_id, transaction_id, key, name, kind, content_type, size::float8 as size, thumb_size,
  sha256, width, height, created_at`;

/** Shown: not removed by the person, and its transaction still there. */
const shown = sql`a.removed_at is null and exists (
  select 1 from transactions t where t.id = a.transaction_id and t.book_id = a.book_id)`;

/** Past the Desfazer window: a removal, or a deleted row's files. */
const pastWindow = sql`now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`;

export const attachmentsRepository = {
  async ofTransaction(db: Executor, bookId: number, transactionId: number): Promise<AttachmentRow[]> {
    return queryRows<AttachmentRow>(
      db,
      sql`select ${COLUMNS} from attachments a
          where a.book_id = ${bookId} and a.transaction_id = ${transactionId} and ${shown}
          order by a.id`,
    );
  },

  async find(db: Executor, bookId: number, id: number): Promise<AttachmentRow | undefined> {
    const [row] = await queryRows<AttachmentRow>(
      db,
      sql`select ${COLUMNS} from attachments a where a.book_id = ${bookId} and a.id = ${id} and ${shown}`,
    );
    return row;
  },

  async transactionExists(db: Executor, bookId: number, transactionId: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`select 1 from transactions where book_id = ${bookId} and id = ${transactionId}`,
    );
    return rows.length > 0;
  },

  /** The transaction's comprovantes counted (for its limit), its row locked so two uploads count in turn. */
  async countForUpload(db: Executor, bookId: number, transactionId: number): Promise<number | undefined> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*)::int from attachments a
                  where a.book_id = t.book_id and a.transaction_id = t.id and a.removed_at is null) as n
          from transactions t where t.book_id = ${bookId} and t.id = ${transactionId} for update of t`,
    );
    return row?.n;
  },

  /** Bytes the book's files take (those waiting for their window too: they are still on disk), and how many. */
  async usage(db: Executor, bookId: number): Promise<{ bytes: number; count: number }> {
    const [row] = await queryRows<{ bytes: number; count: number }>(
      db,
      sql`select coalesce(sum(size + thumb_size), 0)::float8 as bytes,
                 (count(*) filter (where removed_at is null and orphaned_at is null))::int as count
          from attachments where book_id = ${bookId}`,
    );
    return { bytes: Number(row?.bytes ?? 0), count: Number(row?.count ?? 0) };
  },

  async insert(db: Executor, row: NewAttachment): Promise<AttachmentRow> {
    const [inserted] = await queryRows<AttachmentRow>(
      db,
      sql`insert into attachments (book_id, transaction_id, key, name, kind, content_type, size, thumb_size, sha256,
                                   width, height, created_by)
          values (${row.book_id}, ${row.transaction_id}, ${row.key}, ${row.name}, ${row.kind}, ${row.content_type},
                  ${row.size}, ${row.thumb_size}, ${row.sha256}, ${row.width}, ${row.height}, ${row.created_by})
          returning ${COLUMNS}`,
    );
    return inserted!;
  },

  async rename(db: Executor, bookId: number, id: number, name: string): Promise<AttachmentRow | undefined> {
    const [row] = await queryRows<AttachmentRow>(
      db,
      sql`update attachments a set name = ${name} where a.book_id = ${bookId} and a.id = ${id} and ${shown}
          returning ${COLUMNS}`,
    );
    return row;
  },

  /** Marks it removed (its file stays for the Desfazer window); answers whether it was there. */
  async markRemoved(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update attachments a set removed_at = now() where a.book_id = ${bookId} and a.id = ${id} and ${shown}
          returning a.id`,
    );
    return rows.length > 0;
  },

  /**
   * The most comprovantes any row would have with the removed `ids` back (those still shown, plus these), the rows
   * locked as an upload locks them (countForUpload) so an upload and a Desfazer count in turn; 0 when none is left.
   */
  async mostAfterPutBack(db: Executor, bookId: number, ids: number[]): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*)::int from attachments a
                  where a.book_id = t.book_id and a.transaction_id = t.id
                    and (a.removed_at is null or a.id = any(${idArray(ids)}::bigint[]))) as n
          from transactions t
          where t.book_id = ${bookId} and t.id in (
            select r.transaction_id from attachments r where r.book_id = ${bookId} and r.id = any(${idArray(ids)}::bigint[]))
          for update of t`,
    );
    return Math.max(0, ...rows.map((r) => Number(r.n)));
  },

  /** Desfazer of a removal: answers whether it came back (false once purged). */
  async unmarkRemoved(db: Executor, bookId: number, ids: number[]): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update attachments set removed_at = null
          where book_id = ${bookId} and id = any(${idArray(ids)}::bigint[]) and removed_at is not null returning id`,
    );
    return rows.length === ids.length;
  },

  /**
   * Deletes the rows whose window has passed: removed by the person, or whose transaction is gone since (a row
   * put back meanwhile keeps its files: its orphaned_at was cleared, and the transaction is checked again here).
   * Answers what to delete from the store. At most `limit` a call, oldest first.
   */
  async purgeWaiting(db: Executor, limit: number): Promise<Array<{ book_id: number; key: string }>> {
    return queryRows<{ book_id: number; key: string }>(
      db,
      sql`delete from attachments a where a.id in (
            select w.id from attachments w
            where (w.removed_at is not null or w.orphaned_at is not null)
              and coalesce(w.removed_at, w.orphaned_at) < ${pastWindow}
              and (w.removed_at is not null or not exists (
                select 1 from transactions t where t.id = w.transaction_id and t.book_id = w.book_id))
            order by coalesce(w.removed_at, w.orphaned_at) limit ${limit})
          returning a.book_id, a.key`,
    );
  },

  /** Of `bookIds`, those that no longer exist (their folders are a deleted book's files). */
  async goneBooks(db: Executor, bookIds: number[]): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select x.id from unnest(${idArray(bookIds)}::bigint[]) as x(id)
          where not exists (select 1 from books b where b.id = x.id)`,
    );
    return rows.map((r) => Number(r.id));
  },
};
