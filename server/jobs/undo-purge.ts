import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { type AttachmentsPlace, attachmentStoreFor, purgeAttachments } from '../features/attachments/public';
import { purgeLedgerWrites } from '../features/ledger/public';
import { purgeExpiredUndo } from '../features/undo/service';
import { repeatEvery } from './repeat';

/**
 * Forgets the deletions kept for an undo once their window has passed, at start and then every few minutes, and
 * deletes the comprovantes (and files) that waited for it; the same runs delete what other tables keep only for a
 * while (the limits' attempts, the ledger's writes behind the rows' versions).
 * Every API process runs it: it is one plain delete of what has expired, and two processes deleting at once
 * each take what the other has not.
 */
export function startUndoPurge(
  db: Db,
  place: AttachmentsPlace,
  log: FastifyBaseLogger,
  {
    everyMs,
    purgeLimits,
  }: {
    /** UNDO_PURGE_SECONDS in ms: a few minutes past their window is soon enough. */
    everyMs: number;
    /** PostgreSQL: the limits' attempts past their windows go at the same runs (db/shared-counts.ts). */
    purgeLimits?: () => Promise<number>;
  },
): () => void {
  const store = attachmentStoreFor(place);
  return repeatEvery(everyMs, async () => {
    try {
      const purged = await purgeExpiredUndo(db);
      if (purged > 0) log.info({ purged }, 'expired undo deletions purged');
      const files = await purgeAttachments(db, store);
      if (files > 0) log.info({ files }, 'comprovantes past their undo window purged');
      await purgeLimits?.();
      // The rows' versions' writes older than a day (ledger/rows-version.ts).
      await purgeLedgerWrites(db);
    } catch (error) {
      log.error({ err: error }, 'purging expired undo deletions failed; trying again at the next run');
    }
  });
}
