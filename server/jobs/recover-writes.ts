import type { Db } from '../db/connect';
import { undoRestore } from '../features/export/restore';
import { undoImport } from '../features/import/undo-import';
import { recoverUnfinishedWrites } from '../features/shared/write-steps';

/**
 * At start, before answering anyone: takes back the imports and restores a previous process left half-written
 * in steps (killed between two of them), so each is wholly there or wholly absent. Answers how many there were.
 */
export function recoverWritesCutShort(db: Db): Promise<number> {
  return recoverUnfinishedWrites(db, { import: undoImport, restore: undoRestore });
}
