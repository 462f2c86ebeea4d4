/**
 * A fresh seeded database per engine: PGlite in a temporary DATA_DIR, or a new database on the PostgreSQL
 * server of BENCH_DATABASE_URL. Seeded with the seed generator (scripts/seed.ts seedUsers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { type Database, openDatabase, queryRows } from '../../server/db/connect';
import { runMigrations } from '../../server/db/migrate';
import { refreshStatistics } from '../../server/db/statistics';
import { PARTITIONED_TABLES, PARTITIONS, partitionBookTables } from '../../server/test/partitioned-layout';
import { seedUsers } from '../seed';
import { onCleanup } from './cleanup';
import { clonePerson, resetIdentities, snapshotTemplate, withoutPlainIndexes } from './clone-people';
import type { BenchOptions, Engine } from './options';
import { addSubcategories, type Subcategories } from './subcategories';

export const BENCH_EMAIL = 'bench@grana.local';
export const BENCH_PASSWORD = 'bench-senha-segura-123';

export interface BenchUser {
  id: number;
  email: string;
  password: string;
  timeZone: string;
  /** The user's main checking account ('Conta Corrente'): imports and new transactions go there. */
  accountId: number;
}

/** Where an engine's bench database lives. */
export interface EngineTarget {
  engine: Engine;
  /** PGlite: the temporary data folder. */
  dataDir?: string;
  /** PostgreSQL: the bench database's URL and name. */
  url?: string;
  dbName?: string;
  /** --partitioned: the largest book tables hash-partitioned by book_id after the migrations (docs/SCALE.md). */
  partitioned?: boolean;
}

export interface SeedFigures {
  users: number;
  transactions: number;
  seconds: number;
}

/** Creates the empty database (folder or CREATE DATABASE) and registers its removal. */
export async function createTarget(engine: Engine, options: BenchOptions): Promise<EngineTarget> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grana-bench-'));
    if (options.keep) {
      console.log(`  --keep: the PGlite folder stays at ${dataDir}`);
    } else {
      onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    }
    return { engine, dataDir };
  }
  const adminUrl = options.adminUrl as string;
  // A layout of its own name: partition-trace.ts keeps both open in one process.
  const dbName = `grana_bench_${process.pid}${options.partitioned ? '_partitioned' : ''}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${dbName}"`);
    await admin.query(`create database "${dbName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  if (options.keep) {
    console.log(`  --keep: the PostgreSQL database ${dbName} stays (${url.toString()})`);
  } else {
    onCleanup(`drop database ${dbName}`, () => dropDatabase(adminUrl, dbName));
  }
  return { engine, url: url.toString(), dbName, partitioned: options.partitioned };
}

async function dropDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Opens the engine's database the way the server does (server/db/connect.ts) and applies the migrations. */
export async function openTarget(target: EngineTarget): Promise<Database> {
  const database = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir });
  await runMigrations(database);
  if (target.partitioned && target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    // Made once, on the empty tables (as the tests' template is); a later phase opens it partitioned already.
    try {
      if (!(await isPartitioned(client))) {
        await partitionBookTables(client);
        console.log(
          `  --partitioned: ${PARTITIONED_TABLES.join(', ')} in ${PARTITIONS} partitions by book_id`,
        );
      }
    } finally {
      await client.end();
    }
  }
  return database;
}

async function isPartitioned(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ partitioned: boolean }>(
    `select relkind = 'p' as partitioned from pg_class where oid = 'public.transactions'::regclass`,
  );
  return rows[0]?.partitioned === true;
}

function plan(transactions: number, years: number) {
  return { transactions, years, payees: 300, tags: 50, today: todayIn(DEFAULT_TIME_ZONE) };
}

/**
 * The measured user: --transactions over --years, as `npm run seed` writes them, with a few subcategories holding
 * most of their parents' rows (subcategories.ts); then analyze, once all are in.
 */
export async function seedMainUser(
  database: Database,
  options: BenchOptions,
): Promise<{ user: BenchUser; seed: SeedFigures; subcategories: Subcategories }> {
  const started = Date.now();
  const { users, transactions } = await seedUsers(database.db, {
    emails: [BENCH_EMAIL],
    password: BENCH_PASSWORD,
    name: 'Pessoa do Bench',
    plan: plan(options.transactions, options.years),
    seed: options.seed,
    timeZone: DEFAULT_TIME_ZONE,
    replace: true,
  });
  const id = users[0]!.id;
  const subcategories = await addSubcategories(database.db, id);
  const seconds = (Date.now() - started) / 1000;
  const [account] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from accounts where book_id = ${id} and name = 'Conta Corrente'`,
  );
  if (!account) throw new Error('the seeded user has no Conta Corrente');
  return {
    user: {
      id,
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
      timeZone: DEFAULT_TIME_ZONE,
      accountId: Number(account.id),
    },
    seed: { users: 1, transactions, seconds },
    subcategories,
  };
}

/**
 * --many-users: other people's rows around the measured user (user0001@grana.local ...): the first seeded by the
 * generator, the others copies of that one in SQL (clone-people.ts), a few hundred per transaction.
 */
export async function seedOtherUsers(database: Database, options: BenchOptions): Promise<SeedFigures> {
  const { otherUsers, otherTransactions } = options.profile;
  const started = Date.now();
  const digits = Math.max(4, String(otherUsers).length);
  const { users, transactions } = await seedUsers(database.db, {
    emails: [`user${'1'.padStart(digits, '0')}@grana.local`],
    password: 'demo1234',
    name: '',
    plan: plan(otherTransactions, options.years),
    seed: options.seed,
    timeZone: DEFAULT_TIME_ZONE,
    replace: true,
    indexOffset: 1,
  });
  const template = await snapshotTemplate(database.db, users[0]!.id);
  const restoreIndexes = await withoutPlainIndexes(database.db);
  const batch = 250;
  for (let from = 2; from <= otherUsers; from += batch) {
    const to = Math.min(otherUsers, from + batch - 1);
    await clonePerson(database.db, template, { from, to }, digits);
    if (Math.floor(to / 1000) > Math.floor((from - 1) / 1000) || to === otherUsers)
      console.log(`    ${to} usuários...`);
  }
  await template.drop();
  console.log('    indexes...');
  await restoreIndexes();
  await resetIdentities(database.db);
  await analyze(database);
  return {
    users: otherUsers,
    transactions: transactions * otherUsers,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The database after the bulk load as it would be in use, so the in-process and HTTP phases see the same plans
 * and no background work: on PostgreSQL what autovacuum does within minutes (VACUUM ANALYZE) and a checkpoint
 * (a superuser's right; skipped otherwise); on PGlite (no autovacuum) the app's own refreshStatistics, which the
 * server runs at start.
 */
export async function analyze(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await refreshStatistics(database, true);
    return;
  }
  await database.db.execute(sql`vacuum analyze`);
  await database.db.execute(sql`checkpoint`).catch(() => {});
}
