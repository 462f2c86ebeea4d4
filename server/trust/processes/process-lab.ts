/**
 * What a process test needs around the servers it starts: a fresh database per engine (a PGlite data folder or
 * a PostgreSQL database of its own), the shared JWT secret, a way to look into the database from the test, and
 * cleanup of processes, folders and databases even when a test fails. When one fails, the servers' output is
 * printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase, queryRows } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { partitionBookTables } from '../../test/partitioned-layout';
import { databaseUrlFor } from '../../test/postgres-url';
import { TestSyncBank } from '../../test/sync-bank';
import { type TestContext, testConfig } from '../../test/test-app';
import { describeOutputs, killAllServers, type ServerProcess, startServer } from './server-process';

export type EngineKind = 'pglite' | 'postgres';

/** application_name of the test's own connection to a server's PostgreSQL database. */
export const PROBE_NAME = 'grana-process-test-probe';

export interface ProcessDatabase {
  kind: EngineKind;
  /** DATA_DIR or DATABASE_URL, as the server reads them. */
  env: Record<string, string>;
  dataDir?: string;
  url?: string;
  /** Opens the database in the test process. PGlite: only while no server holds the folder. */
  open(): Promise<Database>;
  /**
   * Bytes of the transactions table's files on disk. They grow as an import writes its rows, committed or not,
   * which tells from outside the server that the import's transaction is writing.
   */
  transactionsBytes(): Promise<number>;
}

export interface FreshOptions {
  /** PostgreSQL: the book tables hash-partitioned by book, as a sharded installation keeps them. */
  partitioned?: boolean;
}

export interface Inspection {
  ctx: TestContext;
  close(): Promise<void>;
}

export function setupProcessLab() {
  const kind = inject('testDbKind') as EngineKind;
  const jwtSecret = `process-tests-${randomBytes(24).toString('hex')}`;
  const started: ServerProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let admin: pg.Client | undefined;

  beforeEach((context) => {
    started.length = 0;
    context.onTestFailed(() => {
      console.error(`Output of the servers of "${context.task.name}":\n${describeOutputs(started)}`);
    });
  });
  afterAll(async () => {
    await killAllServers();
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(e));
    await admin?.end().catch(() => {});
  });

  async function adminClient(): Promise<pg.Client> {
    if (!admin) {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
    }
    return admin;
  }

  async function freshPglite(): Promise<ProcessDatabase> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grana-proc-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // The migrated template of this run instead of initdb and migrations per folder (~3 s, much more on a
    // busy machine); the server then finds nothing to migrate.
    const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const seed = await openDatabase({ dataDir, loadDataDir: dump });
    const [row] = await queryRows<{ file: string }>(
      seed.db,
      sql`select pg_relation_filepath('transactions') as file`,
    );
    await seed.close();
    const heap = path.join(dataDir, row!.file);
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openDatabase({ dataDir }),
      async transactionsBytes() {
        let total = 0;
        // Segments of 1 GB: file, file.1, ...
        for (let i = 0; ; i++) {
          try {
            total += statSync(i === 0 ? heap : `${heap}.${i}`).size;
          } catch {
            return total;
          }
        }
      },
    };
  }

  async function freshPostgres(options: FreshOptions): Promise<ProcessDatabase> {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const name = `grana_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
    const client = await adminClient();
    // Empty: the servers migrate it at start, as in production.
    await client.query(`create database ${name}`);
    cleanups.push(async () => {
      await client.query(`drop database if exists ${name} with (force)`);
    });
    const url = databaseUrlFor(base, name);
    if (options.partitioned) {
      // Migrated here, then the largest book tables partitioned by book (docs/SCALE.md) before any server starts.
      const migrating = await openDatabase({ databaseUrl: url, poolSize: 1 });
      await runMigrations(migrating).finally(() => migrating.close());
      const layout = new pg.Client({ connectionString: url });
      await layout.connect();
      await partitionBookTables(layout).finally(() => layout.end());
    }
    // One connection kept for the size probes: they run every few milliseconds while an import writes.
    let probe: pg.Client | undefined;
    cleanups.push(async () => {
      await probe?.end().catch(() => {});
    });
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      url,
      open: () => openDatabase({ databaseUrl: url, poolSize: 3 }),
      async transactionsBytes() {
        if (!probe) {
          probe = new pg.Client({ connectionString: url, application_name: PROBE_NAME });
          probe.on('error', () => {});
          await probe.connect();
        }
        // The table's own file, or its partitions' when it is partitioned by book.
        const { rows } = await probe.query<{ bytes: string }>(
          `select sum(pg_relation_size(oid)) as bytes from pg_class
           where oid = 'transactions'::regclass
              or oid in (select inhrelid from pg_inherits where inhparent = 'transactions'::regclass)`,
        );
        return Number(rows[0]?.bytes ?? 0);
      },
    };
  }

  return {
    kind,
    jwtSecret,

    freshDatabase: (options: FreshOptions = {}): Promise<ProcessDatabase> =>
      kind === 'postgres' ? freshPostgres(options) : freshPglite(),

    /** The real server on the database; scheduling off unless asked. */
    async start(
      name: string,
      database: ProcessDatabase,
      options: { schedulerSeconds?: number; logLevel?: string; env?: Record<string, string> } = {},
    ): Promise<ServerProcess> {
      const server = await startServer({
        name,
        env: {
          ...database.env,
          NODE_ENV: 'test',
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: options.logLevel ?? 'info',
          SCHEDULER_INTERVAL_SECONDS: String(options.schedulerSeconds ?? 0),
          RATE_LIMIT_LOGIN_FAILURES: '10000',
          RATE_LIMIT_REGISTER_PER_HOUR: '10000',
          RATE_LIMIT_RECOVERY_PER_HOUR: '10000',
          ...options.env,
        },
      });
      started.push(server);
      return server;
    },

    /**
     * The database opened in the test process with the app built on it (same JWT secret, so the users'
     * tokens work through inject), for the ledger checks of server/trust/world.ts.
     */
    async inspect(database: ProcessDatabase): Promise<Inspection> {
      const opened = await database.open();
      const config = testConfig({ JWT_SECRET: jwtSecret });
      const app = await buildApp({ config, database: opened });
      await app.ready();
      return {
        ctx: { app, database: opened, config, sentMail: [], syncBank: new TestSyncBank() },
        async close() {
          await app.close();
          await opened.close();
        },
      };
    },
  };
}

/** The state PostgreSQL wrote in pg_control: a folder closed cleanly says "shut down". */
export function pgControlState(dataDir: string): 'shut down' | 'in production' | string {
  // ControlFileData: system_identifier (8 bytes), pg_control_version (4), catalog_version_no (4), state (4).
  const state = readFileSync(path.join(dataDir, 'global', 'pg_control')).readInt32LE(16);
  const names: Record<number, string> = {
    0: 'starting up',
    1: 'shut down',
    2: 'shut down in recovery',
    3: 'shutting down',
    4: 'in crash recovery',
    5: 'in archive recovery',
    6: 'in production',
  };
  return names[state] ?? `unknown (${state})`;
}
