import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { sharedTurns } from '../threads/turns';
import { preparedClient } from './pglite-prepared';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';
import { purgeLimitEvents, type SharedCounts, sharedCounts } from './shared-counts';
import { type SharedSlots, sharedSlots } from './shared-slots';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance, for the tools that copy a data folder. */
  pglite?: PGlite;
  /** The connection string, for tools that open their own connection. */
  url?: string;
  /** PostgreSQL: a person's places for heavy work, shared by every process on the database (shared-slots.ts). */
  slots?: SharedSlots;
  /** PostgreSQL: limits counted over time, shared by every process on the database (shared-counts.ts). */
  counts?: SharedCounts;
  /** PostgreSQL: deletes the limits' attempts whose windows have passed (the undo purge's run). */
  purgeLimits?: () => Promise<number>;
}

// int8 and numeric carry cents and counts far below 2^53: read them as numbers. Dates stay ISO strings.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
pg.types.setTypeParser(INT8, Number);
pg.types.setTypeParser(NUMERIC, Number);
pg.types.setTypeParser(DATE, (v: string) => v);

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: start from a dump of a data folder (used by tests to skip initdb). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** How long a query waits for one of the pool's connections before it fails (isPoolWaitTimeout). */
  poolWaitMs?: number;
}

/**
 * What a query waits for a connection when every one of the pool's is in use: past it the request is answered 503
 * (http/error-handler.ts), so a server overloaded for longer sheds what it cannot serve instead of queueing it.
 */
export const POOL_WAIT_MS = 5000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.poolWaitMs ?? POOL_WAIT_MS);
  return openPglite(options.dataDir, options.loadDataDir);
}

/** Connections a PostgreSQL pool of this size adds for the prepared statements. */
const preparedPoolSize = (max: number) => Math.max(1, Math.ceil(max / 2));

/**
 * Every connection's session settings. No parallel query: each request reads one book (a few thousand rows at most),
 * where starting workers costs more than they save (the dashboard's grouped read of a book's dollar lines: 12 ms
 * planned parallel, 3 ms not; the dashboard 59 → 48 ms p50, the by-category report 24 → 14, the Imposto de Renda
 * 62 → 44, nothing slower: the bench person on 2 cores, 30/11/2026), and the API already runs a process per core.
 */
const SESSION = '-c max_parallel_workers_per_gather=0';

async function openPostgres(url: string, max: number, waitMs: number): Promise<Database> {
  const open = (size: number, options = '') => {
    const pool = new pg.Pool({
      connectionString: url,
      max: size,
      connectionTimeoutMillis: waitMs,
      options: `${SESSION} ${options}`.trim(),
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    return pool;
  };
  const pool = open(max);
  // The prepared statements' own connections (see queryRows): cached generic plans, never planned again. Half as
  // many: they serve only the list's first page, a fraction of a millisecond each, and every connection counts
  // against the server's max_connections (times WORKERS).
  const preparedPool = open(preparedPoolSize(max), '-c plan_cache_mode=force_generic_plan');
  const logger = statementLog();
  const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
  statementLogs.set(db, logger);
  genericPlans.set(db, drizzleNodePg(preparedPool, { schema, logger }) as unknown as Db);
  const slots = sharedSlots(url);
  return {
    kind: 'postgres',
    db,
    url,
    slots,
    counts: sharedCounts(pool),
    purgeLimits: () => purgeLimitEvents(pool),
    ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end(), slots.close()]);
    },
  };
}

/**
 * For each database, the same database running queryRows' prepared statements with a cached generic plan.
 * PostgreSQL: connections that always use it. Left on 'auto', PostgreSQL keeps planning the list's page anew
 * on every call (about 1 ms, most of the page's cost), because a generic plan's estimate for "some date range"
 * looks worse than a plan for the actual dates, although both are the same index walk. Kept apart so no other
 * query changes plan. PGlite: its one session, through named statements (pglite-prepared.ts).
 */
const genericPlans = new WeakMap<Executor, Db>();

/**
 * Where a database's statements are told, when something listens (the bench's EXPLAIN, the plan checks, the tests
 * that count statements: statement-capture.ts). Drizzle's logger of the database, of its transactions (which take
 * the logger given to drizzle(), not the session's) and of its generic-plan runner: one object shared by all.
 */
export interface StatementLog {
  listener: ((query: string, params: unknown[]) => void) | null;
  logQuery(query: string, params: unknown[]): void;
}

const statementLogs = new WeakMap<Db, StatementLog>();

/** The statement log of a database opened by openDatabase. */
export const statementLogOf = (db: Db): StatementLog | undefined => statementLogs.get(db);

function statementLog(): StatementLog {
  const log: StatementLog = {
    listener: null,
    logQuery: (query, params) => log.listener?.(query, params),
  };
  return log;
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite writes its files readable and writable by everyone (0666): the folder alone keeps other users of
    // the machine out of the database, password hashes included.
    chmodSync(dataDir, 0o700);
  }
  const client = await createPglite(dataDir, {
    loadDataDir,
    parsers: {
      [pgliteTypes.INT8]: Number,
      [pgliteTypes.NUMERIC]: Number,
      [pgliteTypes.DATE]: (v: string) => v,
    },
  });
  const turn = sharedTurns();
  takeTurns(client, turn);
  const logger = statementLog();
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  statementLogs.set(db, logger);
  genericPlans.set(
    db,
    drizzlePglite({ client: preparedClient(client, turn) as PGlite, schema, logger }) as unknown as Db,
  );
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: (timeoutMs = 2000) => pingWith(db, timeoutMs),
    close: () => client.close(),
  };
}

/**
 * Every PGlite of the app, the server's and the backup tools', opens through here: a database whose schema uses
 * an extension (the search's trigram index) can be written only by an instance that loaded it.
 */
export function createPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm, btree_gin } });
}

async function pingWith(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rows of a raw SQL query; both drivers answer { rows }.
 *
 * `prepared` runs it as a named prepared statement (named after its text): each PostgreSQL connection, or
 * PGlite's one session, parses and plans it once instead of on every call, which is most of the database's
 * work for the hot reads of a few rows. Only for statements whose text takes a bounded number of shapes (the
 * values are parameters), since each shape stays prepared on every connection, and whose plan suits any value
 * of the parameters (the plan is made once, without them); not compatible with PgBouncer's transaction
 * pooling.
 */
export async function queryRows<T>(
  db: Executor,
  query: SQL,
  options: { prepared?: boolean } = {},
): Promise<T[]> {
  if (!options.prepared) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // Outside a transaction, on the runner that keeps generic plans.
  const runner = genericPlans.get(db) ?? db;
  const compiled = (runner as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  // PostgreSQL's driver prepares by this name; PGlite's runner names the statement itself.
  const name = `g_${createHash('sha1').update(compiled.sql).digest('base64url')}`;
  const result = await runner._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
