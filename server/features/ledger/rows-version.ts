import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

/**
 * How long a book's rows of `ledger_writes` are kept (server/db/schema/ledger-writes.ts). What a server keeps under
 * a version must be re-read well within it (rules/candidate-cache.ts keeps a read at most an hour): then every row
 * the purge deletes was already counted in any version still in use, and the rows written since have larger ids
 * (taken after the deleted ones were, a day before), so a version can only come back if nothing was written.
 */
export const LEDGER_WRITES_KEPT_FOR = '1 day';
/** Rows the purge deletes a statement; it runs every few minutes (jobs/undo-purge.ts). */
const PURGE_BATCH = 5000;

/**
 * The version of a book's transaction rows: the count and the sum of ids of the book's `ledger_writes`, which
 * every statement writing one of its rows adds to (a trigger on `transactions`), whoever writes it. Read from one
 * index, a few rows a day per book. A write committed after another that was read still adds to the count.
 */
export async function rowsVersion(db: Executor, bookId: number): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select count(*)::text || ':' || coalesce(sum(id), 0)::text as version
        from ledger_writes where book_id = ${bookId}`,
  );
  return row?.version ?? '0:0';
}

/** Deletes a bounded batch of the rows older than LEDGER_WRITES_KEPT_FOR; answers how many. */
export async function purgeLedgerWrites(db: Executor): Promise<number> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`delete from ledger_writes w
        using (select book_id, id from ledger_writes
               where written_at < now() - ${LEDGER_WRITES_KEPT_FOR}::interval limit ${PURGE_BATCH}) old
        where w.book_id = old.book_id and w.id = old.id
          and w.written_at < now() - ${LEDGER_WRITES_KEPT_FOR}::interval
        returning w.id`,
  );
  return gone.length;
}
