import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { runAllDue } from '../features/recurring/run-due';
import { repeatEvery } from './repeat';

/**
 * Runs the automatic fixed expenses that fall due, at start and then every interval. Any number of server
 * processes may run it at once: each item is paid under a row lock (see runDueItem).
 */
export function startScheduler(db: Db, intervalSeconds: number, log: FastifyBaseLogger): () => void {
  if (intervalSeconds <= 0) return () => {};
  return repeatEvery(intervalSeconds * 1000, async () => {
    try {
      const result = await runAllDue(db, undefined, (failure) =>
        log.error(failure, 'automatic fixed expense failed; the others go on'),
      );
      if (result.created > 0 || result.behind > 0 || result.failed > 0) {
        log.info(result, 'automatic fixed expenses recorded');
      }
    } catch (error) {
      log.error({ err: error }, 'automatic fixed expenses failed');
    }
  });
}
