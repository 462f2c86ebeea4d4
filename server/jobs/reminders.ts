import type { FastifyBaseLogger } from 'fastify';
import { timeOfDayIn, todayIn } from '../../common/dates';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { sendDueReminders } from '../features/reminders/service';
import type { Mailer } from '../mail/mailer';
import { repeatEvery } from './repeat';

/** How often the clock is looked at: the e-mails go within a minute of REMINDERS_TIME. */
const CHECK_EVERY_MS = 60_000;

/**
 * The daily reminder e-mails: once a day, at REMINDERS_TIME in the server's time zone (or at start, when a
 * process starts after that time and has not run today). Every API process runs it; the claims in the database
 * make each item and due date go out once whichever runs first. Without SMTP_URL it does not run and says so.
 */
export function startReminderJob(deps: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'smtpUrl' | 'remindersTime' | 'defaultTimeZone' | 'appUrl' | 'jwtSecret'>;
  log: FastifyBaseLogger;
}): () => void {
  const { db, mailer, config, log } = deps;
  if (!config.smtpUrl) {
    log.info('SMTP_URL not set: e-mail reminders are off');
    return () => {};
  }
  let lastRunDay: string | undefined;
  return repeatEvery(CHECK_EVERY_MS, async () => {
    const now = new Date();
    const day = todayIn(config.defaultTimeZone, now);
    if (day === lastRunDay || timeOfDayIn(config.defaultTimeZone, now) < config.remindersTime) return;
    try {
      const result = await sendDueReminders({
        db,
        mailer,
        appUrl: config.appUrl,
        secret: config.jwtSecret,
        logFailure: (failure) => log.error(failure, 'reminder e-mail failed; its items go in the next run'),
      });
      // A run that failed as a whole (the database away) is tried again at the next check.
      lastRunDay = day;
      log.info(result, 'e-mail reminders run');
    } catch (error) {
      log.error({ err: error }, 'e-mail reminders failed; trying again in a minute');
    }
  });
}
