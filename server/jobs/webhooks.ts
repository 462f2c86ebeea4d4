import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../common/dates';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { recordBillsDue } from '../features/reminders/bills-due-events';
import { deliverDue, webhookDeps } from '../features/webhooks/public';
import type { Mailer } from '../mail/mailer';
import { repeatEvery } from './repeat';

/** How often each process looks for deliveries due: an event reaches its receiver within this much. */
const CHECK_EVERY_MS = 10_000;

/**
 * The webhooks' deliveries: every few seconds, those due (new events, retries whose wait is over), each sent once
 * across any number of processes (the claim in the database: features/webhooks/repository.ts claimDue). Once a day
 * (and at start) the bills falling due are queued as 'bill.due' first, each once whichever process sees it.
 */
export function startWebhookJob(deps: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'isProduction' | 'dataDir' | 'sync' | 'webhooks' | 'appUrl' | 'defaultTimeZone'>;
  log: FastifyBaseLogger;
}): () => void {
  const delivery = {
    ...webhookDeps(deps.config, deps.db, deps.mailer),
    logFailure: (err: unknown, what: string) => deps.log.error({ err }, what),
  };
  let billsDay: string | undefined;
  return repeatEvery(CHECK_EVERY_MS, async () => {
    try {
      const today = todayIn(deps.config.defaultTimeZone);
      if (today !== billsDay) {
        const queued = await recordBillsDue(deps.db, deps.config.defaultTimeZone);
        billsDay = today;
        if (queued > 0) deps.log.info({ queued }, 'webhook bill.due events queued');
      }
      const done = await deliverDue(delivery);
      if (done.delivered + done.retry + done.failed > 0) deps.log.info(done, 'webhook deliveries sent');
    } catch (error) {
      deps.log.error({ err: error }, 'webhook delivery job failed');
    }
  });
}
