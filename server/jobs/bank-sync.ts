import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { syncConnectionsDue } from '../features/sync/public';
import type { SyncSettings } from '../features/sync/settings';
import { repeatEvery } from './repeat';

/**
 * Bank sync by itself: every few minutes, the connections whose next time has come, each run once across any
 * number of processes (the claim in the database: server/features/sync/run.ts).
 */
export function startBankSyncJob(
  deps: { database: Pick<Database, 'kind' | 'db'>; settings: SyncSettings; log: FastifyBaseLogger },
  /** How often each process looks for connections due (SYNC_CHECK_SECONDS); 0: never. */
  everySeconds: number,
): () => void {
  if (everySeconds <= 0) return () => {};
  return repeatEvery(everySeconds * 1000, async () => {
    try {
      const done = await syncConnectionsDue(deps, (cause, connection) =>
        deps.log.error({ err: cause, connection }, 'bank sync failed on its own error; it is tried again'),
      );
      if (done.runs > 0) deps.log.info(done, 'bank sync ran');
    } catch (error) {
      deps.log.error({ err: error }, 'bank sync job failed');
    }
  });
}
