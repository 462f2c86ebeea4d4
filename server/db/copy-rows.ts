import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from './connect';

/** A value of a copied row: null is SQL NULL, a list of numbers an array (bigint[], integer[]). */
export type CopyValue = string | number | null | readonly number[];

/** Rows per chunk of text handed to the driver: the text of a large file never sits in one string. */
const ROWS_PER_CHUNK = 2000;

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: \N for NULL, and backslash, tab and line breaks escaped. */
function field(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return `{${value.join(',')}}`;
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c] ?? c) : value;
}

function* chunks(rows: Iterable<readonly CopyValue[]>): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(row.map(field).join('\t'));
    if (lines.length === ROWS_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/**
 * Loads rows into a table with COPY, the bulk path of PostgreSQL: one command and a stream of text instead of
 * parameters the server parses row by row. Only the way the text travels differs by engine: on PostgreSQL it
 * streams over the transaction's own connection (COPY ... FROM STDIN through pg-copy-streams); PGlite reads it
 * as a Blob from its /dev/blob device. Runs in the caller's transaction (a pool has no single connection to
 * stream on), so the rows commit or roll back with the rest of its work.
 */
export async function copyRows(
  tx: Executor,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<void> {
  const target = `${table} (${columns.join(', ')})`;
  const session = tx._.session;
  if (is(session, PgliteSession)) {
    const client = (session as unknown as { client: PGlite | PgliteTransaction }).client;
    await client.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([...chunks(rows)]) });
    return;
  }
  const client = is(session, NodePgSession) ? (session as unknown as { client: unknown }).client : undefined;
  if (!(client instanceof pg.Client)) throw new Error('copyRows needs an open transaction');
  await pipeline(Readable.from(chunks(rows)), client.query(copyFrom(`copy ${target} from stdin`)));
}
