/**
 * What the backup tests share: a copy of a database opened in the test, every row of every table read in one
 * comparable form, fresh targets (a PGlite folder or a PostgreSQL database of their own), and the scripts and
 * the server run as child processes, as a person runs them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createBackupFile } from '../backup/backup-file';
import { type DumpSummary, dumpDatabase } from '../backup/dump';
import { inPgliteTransaction, inPostgresTransaction } from '../backup/sql-session';
import { type Database, queryRows } from '../db/connect';
import type { AttachmentsPlace } from '../storage/store-for';
import { freePort } from './free-port';
import { databaseUrlFor } from './postgres-url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Backs up an open database (the test's own copy) into `file` with the same code as npm run backup; with
 * a DATA_DIR (or a folder and a bucket), the comprovantes' files in it too.
 */
export async function backupDatabase(
  database: Database,
  file: string,
  files?: string | AttachmentsPlace,
): Promise<DumpSummary> {
  const place = typeof files === 'string' ? { dataDir: files } : files;
  const writer = await createBackupFile(file);
  try {
    const summary =
      database.kind === 'pglite'
        ? await inPgliteTransaction(database.pglite!, 'snapshot', (s) =>
            dumpDatabase(s, 'pglite', writer.write, place),
          )
        : await inPostgresTransaction(database.url!, 'snapshot', (s) =>
            dumpDatabase(s, 'postgres', writer.write, place),
          );
    await writer.finish();
    return summary;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * Every row of every Grana table (generated columns included, so they are checked as computed again), the
 * migrations record and the next value of each sequence, in a form two databases can be compared by.
 */
export async function contentsOf(database: Database): Promise<Record<string, unknown>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    );
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      const rows = await queryRows<{ j: string }>(
        tx,
        sql.raw(`select row_to_json(r)::text as j from public."${name}" r`),
      );
      // Sorted here, not in SQL: the engines' collations differ, JavaScript's order does not.
      out[name] = rows.map((row) => row.j).sort();
    }
    out['drizzle.__drizzle_migrations'] = await queryRows(
      tx,
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    );
    const sequences = await queryRows<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    );
    for (const { name } of sequences) {
      const [state] = await queryRows<{ next: string }>(
        tx,
        sql.raw(
          `select (case when is_called then last_value + 1 else last_value end)::text as next from public."${name}"`,
        ),
      );
      out[`sequence ${name}`] = state?.next;
    }
    return out;
  });
}

/** A new, empty place to restore into: a folder that does not exist yet, or a database nobody used. */
export interface Target {
  env: Record<string, string>;
  /** PGlite: the data folder (the comprovantes' files are in it). */
  dataDir?: string;
  url?: string;
  /** PostgreSQL: the DATA_DIR of the installation, where its comprovantes' files are. */
  filesDir?: string;
  drop(): Promise<void>;
}

export function tempFolder(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function emptyPostgresDatabase(): Promise<Target> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `grana_bk_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = databaseUrlFor(base, name);
  // Never the working folder's ./data: the restore writes the copy's files into DATA_DIR.
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'grana-bk-files-'));
  return {
    env: { DATABASE_URL: url, DATA_DIR: filesDir },
    url,
    filesDir,
    drop: async () => {
      rmSync(filesDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Whether a PostgreSQL database holds any table in schema public (a failed restore must leave none). */
export async function publicTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.ts as `npm run <name>` does (tsx), with the installation chosen by env. */
export function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: repoRoot,
      env: withoutDatabase(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The test's environment without the variables that pick a database: each child gets exactly its own. */
function withoutDatabase(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, INIT_CWD: _cwd, ...rest } = process.env;
  return { ...rest, ...env };
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The real server (server/main.ts under tsx) on the installation chosen by env, once it answers /health. */
export async function startServer(env: Record<string, string>, jwtSecret: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: withoutDatabase({
      ...env,
      PORT: String(port),
      NODE_ENV: 'test',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_SECONDS: '0',
      RATE_LIMIT_LOGIN_FAILURES: '10000',
      RATE_LIMIT_REGISTER_PER_HOUR: '10000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => {
    output += d;
  });
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended before answering:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** One JSON call to a running server, as the web app makes it. */
export async function api(
  origin: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}/api/v1${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}
