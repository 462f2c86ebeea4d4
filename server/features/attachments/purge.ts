import type { Db } from '../../db/connect';
import type { AttachmentStore } from '../../storage/store';
import { attachmentsRepository as repo } from './repository';

/** Rows deleted a statement, and statements a run: a run is bounded however much waits. */
const PER_STATEMENT = 500;
const STATEMENTS_PER_RUN = 20;
/** Book folders looked up a statement. */
const BOOKS_PER_LOOKUP = 1000;

/**
 * The undo purge's part for comprovantes (jobs/undo-purge.ts): deletes those whose Desfazer window has passed (a
 * removal, or their transaction's deletion) and then their files, and the folders of books deleted since. The rows
 * go first: a file left by a crash between the two is never served (no row names it), a row without its file
 * would be. Answers how many comprovantes were deleted.
 */
export async function purgeAttachments(db: Db, store: AttachmentStore): Promise<number> {
  let purged = 0;
  for (let round = 0; round < STATEMENTS_PER_RUN; round++) {
    const rows = await repo.purgeWaiting(db, PER_STATEMENT);
    const byBook = new Map<number, string[]>();
    for (const row of rows) {
      const bookId = Number(row.book_id);
      byBook.set(bookId, [...(byBook.get(bookId) ?? []), row.key]);
    }
    for (const [bookId, keys] of byBook) await store.remove(bookId, keys);
    purged += rows.length;
    if (rows.length < PER_STATEMENT) break;
  }
  const folders = await store.books();
  for (let start = 0; start < folders.length; start += BOOKS_PER_LOOKUP) {
    for (const bookId of await repo.goneBooks(db, folders.slice(start, start + BOOKS_PER_LOOKUP)))
      await store.removeBook(bookId);
  }
  return purged;
}
