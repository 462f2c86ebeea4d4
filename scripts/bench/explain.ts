/**
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest reads on PostgreSQL: the statements each read sent (captured from
 * the app's own calls), with their parameters written in as literals, run through psql against the bench
 * database (through pg when psql is missing). Every read's statements are also written to bench/explain-<engine>.sql,
 * to rerun with psql against a database kept with --keep.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../../server/db/connect';
import type { CapturedStatement } from '../../server/db/statement-capture';
import type { ReadOp } from './operations';
import type { SqlTiming } from './sql-timings';

export interface QueryPlan {
  sql: string;
  plan: string;
  executionMs: number | null;
}

export interface OpPlans {
  key: string;
  label: string;
  sqlP50: number | null;
  queries: QueryPlan[];
}

/**
 * A parameter as psql would take it from the app: quoted, of no type, so PostgreSQL infers its type from where it
 * stands, as it does for the driver's untyped parameters. A bare 42 would be an int4, and `book_id = 42` (a bigint
 * column) could then not use the trigram index's btree_gin half, which has no int4 = int8 operator.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return `'${String(value)}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** The statement with $1, $2... replaced by their values, as one would type it in psql. */
export function inlineParams(query: CapturedStatement): string {
  const text = query.text.replace(/\$(\d+)/g, (whole, n: string) => {
    const i = Number(n) - 1;
    return i < query.params.length ? literal(query.params[i]) : whole;
  });
  // The app's SQL is indented for its source file: drop the indentation the lines after the first share.
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const rest = lines.slice(1);
  const common = Math.min(...rest.map((line) => line.length - line.trimStart().length));
  const cut = Number.isFinite(common) ? Math.max(0, common - 2) : 0;
  return [lines[0]?.trim() ?? '', ...rest.map((line) => line.slice(cut))].join('\n');
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement; answers the plan's text. */
export type Explainer = (statement: string) => Promise<string>;

const executionMs = (plan: string) => {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : null;
};

/** Through psql against the database of url (through pg when psql is missing). */
export function psqlExplainer(url: string): Explainer {
  return (statement) => explainOne(url, statement);
}

async function explainOne(url: string, statement: string): Promise<string> {
  const command = `explain (analyze, buffers) ${statement}`;
  const psql = spawnSync('psql', [url, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', command], {
    encoding: 'utf8',
  });
  if (!psql.error) {
    if (psql.status !== 0) throw new Error(`psql: ${psql.stderr.trim()}`);
    return psql.stdout.trimEnd();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(command);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** Through the bench's own PGlite connection (PGlite allows one process per data folder). */
export function pgliteExplainer(db: Db): Explainer {
  return async (statement) => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`explain (analyze, buffers) ${statement}`),
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
}

/** Plans of the statements of the `count` reads with the largest in-process p50. */
export function explainSlowest(
  explain: Explainer,
  ops: ReadOp[],
  timings: Record<string, SqlTiming>,
  captured: Record<string, CapturedStatement[]>,
  count: number,
): Promise<OpPlans[]> {
  const slowest = ops
    .filter((op) => timings[op.key]?.p50 !== null && timings[op.key] !== undefined && captured[op.key])
    .sort((a, b) => (timings[b.key]?.p50 ?? 0) - (timings[a.key]?.p50 ?? 0))
    .slice(0, count);
  return explainOps(explain, slowest, timings, captured);
}

/** Plans of the statements of each of these reads. */
export async function explainOps(
  explain: Explainer,
  ops: ReadOp[],
  timings: Record<string, SqlTiming>,
  captured: Record<string, CapturedStatement[]>,
): Promise<OpPlans[]> {
  const out: OpPlans[] = [];
  for (const op of ops) {
    const queries: QueryPlan[] = [];
    for (const query of captured[op.key] ?? []) {
      const sql = inlineParams(query);
      try {
        // Twice: the first run may read from disk; the second is the warm figure the timings saw.
        await explain(sql);
        const plan = await explain(sql);
        queries.push({ sql, plan, executionMs: executionMs(plan) });
      } catch (error) {
        queries.push({ sql, plan: `EXPLAIN failed: ${(error as Error).message}`, executionMs: null });
      }
    }
    out.push({ key: op.key, label: op.label, sqlP50: timings[op.key]?.p50 ?? null, queries });
  }
  return out;
}

/** Every read's statements as an EXPLAIN script, to rerun with psql against a database kept with --keep. */
export function writeExplainScript(
  file: string,
  ops: ReadOp[],
  captured: Record<string, CapturedStatement[]>,
): void {
  const parts = ['-- Written by npm run bench: psql <url of the kept bench database> -f <this file>', ''];
  for (const op of ops) {
    for (const [i, query] of (captured[op.key] ?? []).entries()) {
      parts.push(`-- ${op.label}, statement ${i + 1}`);
      parts.push(`explain (analyze, buffers) ${inlineParams(query)};`);
      parts.push('');
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, parts.join('\n'));
}
