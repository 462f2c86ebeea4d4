import { buildApp } from './app';
import { claimDataFolder, FolderBusyError } from './backup/data-folder';
import { isClusterPrimary, superviseWorkers } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { checkDeferredKeys } from './db/deferred-keys';
import { runMigrations } from './db/migrate';
import { refreshStatistics, startStatisticsJob } from './db/statistics';
import { startBankSyncJob } from './jobs/bank-sync';
import { startExchangeRatesJob } from './jobs/exchange-rates';
import { startIndexRatesJob } from './jobs/index-rates';
import { recoverWritesCutShort } from './jobs/recover-writes';
import { startReminderJob } from './jobs/reminders';
import { startScheduler } from './jobs/scheduler';
import { startUndoPurge } from './jobs/undo-purge';
import { startWebhookJob } from './jobs/webhooks';

/** Reads the configuration, opens and migrates the database, listens, and shuts down cleanly on signals. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Grana não pode iniciar: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (isClusterPrimary(config.workers)) {
    superviseWorkers(config.workers);
    return;
  }

  // PGlite: one process owns the data folder. The claim refuses a second owner and lets `npm run backup` ask
  // this server for a copy while it runs (server/backup/data-folder.ts).
  const folder = config.databaseUrl
    ? undefined
    : await claimDataFolder(config.dataDir, 'server', { waitMs: 10_000 }).catch((error) => {
        if (!(error instanceof FolderBusyError)) throw error;
        console.error(`Grana não pode iniciar: ${error.message}`);
        process.exit(1);
      });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The stored rows are checked against keys added NOT VALID once the server answers (below).
  await runMigrations(database, undefined, { deferKeyChecks: true });
  const recovered = await recoverWritesCutShort(database.db);
  await refreshStatistics(database, true);

  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });

  if (recovered > 0)
    app.log.warn(
      { recovered },
      'imports or restores cut short by a crash were taken back, book deletions finished',
    );
  if (folder && database.pglite) folder.serveBackups(database.pglite, app.log, config.attachmentsBucket);
  const stopScheduler = startScheduler(database.db, config.schedulerIntervalSeconds, app.log);
  const stopStatistics = startStatisticsJob(database, app.log);
  const stopReminders = startReminderJob({ db: database.db, mailer: app.deps.mailer, config, log: app.log });
  const stopUndoPurge = startUndoPurge(database.db, config, app.log, {
    everyMs: config.undoPurgeSeconds * 1000,
    purgeLimits: database.purgeLimits,
  });
  const stopBankSync = startBankSyncJob(
    { database, settings: app.deps.sync, log: app.log },
    config.sync.checkSeconds,
  );
  const stopIndexRates = startIndexRatesJob({ db: database.db, config: config.indexRates, log: app.log });
  const stopExchangeRates = startExchangeRatesJob({
    db: database.db,
    config: config.exchangeRates,
    log: app.log,
  });
  const stopWebhooks = startWebhookJob({ db: database.db, mailer: app.deps.mailer, config, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopScheduler();
    stopStatistics();
    stopReminders();
    stopUndoPurge();
    stopBankSync();
    stopIndexRates();
    stopExchangeRates();
    stopWebhooks();
    try {
      await app.close(); // stops accepting, lets requests in flight finish
    } finally {
      await database.close();
      await folder?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir}`;
  app.log.info(`Grana em http://localhost:${config.port} (${where})`);
  checkDeferredKeys(database)
    .then((keys) => {
      if (keys > 0) app.log.info({ keys }, 'keys added by a migration checked against the stored rows');
    })
    .catch((error) => {
      if (!closing) app.log.error({ err: error }, 'checking the stored rows against deferred keys failed');
    });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
