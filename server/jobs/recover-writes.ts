import type { Db } from '../db/connect';
import { purgeMemberlessBooks } from '../features/books/public';
import { undoRestore } from '../features/export/restore/restore';
import { undoImport } from '../features/import/undo-import';
import { recoverUnfinishedWrites } from '../features/shared/write-steps';

/**
 * At start, before answering anyone: takes back the imports and restores a previous process left half-written
 * in steps (killed between two of them), so each is wholly there or wholly absent, and finishes the deletions of
 * shared books it left midway (their members already gone). Answers how many there were.
 */
export async function recoverWritesCutShort(db: Db): Promise<number> {
  const writes = await recoverUnfinishedWrites(db, { import: undoImport, restore: undoRestore });
  return writes + (await purgeMemberlessBooks({ db }));
}
