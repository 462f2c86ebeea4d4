import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The little SQL the backup needs, the same over PGlite and a PostgreSQL connection: raw text and parameters,
 * rows as plain objects. Backups read and write rows as PostgreSQL's own JSON text, so neither driver's type
 * parsers touch the data.
 */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Statements without parameters, possibly several (migration files). */
  exec(text: string): Promise<void>;
}

/**
 * 'snapshot': one REPEATABLE READ READ ONLY transaction, so every table is read as of one instant and a write
 * that happens meanwhile is wholly in or wholly out. 'write': a plain transaction, all of it or nothing.
 */
export type TransactionMode = 'snapshot' | 'write';

const SNAPSHOT_SETTINGS = [
  // Timestamps come out of row_to_json with their offset; UTC makes copies of both engines read alike.
  "set local time zone 'UTC'",
  // A server may cap statements or idle transactions; a copy of a large database must not be cut by them.
  'set local statement_timeout = 0',
  'set local idle_in_transaction_session_timeout = 0',
];

/**
 * Runs fn in one transaction of a PGlite instance. PGlite has a single session: the server's other queries
 * wait until the transaction ends, which is also what keeps the copy consistent.
 */
export async function inPgliteTransaction<T>(
  pglite: PGlite,
  mode: TransactionMode,
  fn: (session: SqlSession) => Promise<T>,
): Promise<T> {
  return pglite.transaction(async (tx) => {
    if (mode === 'snapshot') {
      await tx.exec('set transaction isolation level repeatable read, read only');
      for (const statement of SNAPSHOT_SETTINGS) await tx.exec(statement);
    }
    return fn({
      query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
      exec: async (text: string) => {
        await tx.exec(text);
      },
    });
  });
}

/** Runs fn in one transaction on its own connection to a PostgreSQL server. */
export async function inPostgresTransaction<T>(
  url: string,
  mode: TransactionMode,
  fn: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped connection surfaces as the failed query; the event alone must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
    if (mode === 'snapshot') for (const statement of SNAPSHOT_SETTINGS) await client.query(statement);
    try {
      const result = await fn({
        query: async <R>(text: string, params?: unknown[]) =>
          (await client.query(text, params as unknown[])).rows as R[],
        exec: async (text: string) => {
          await client.query(text);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** A SQL identifier, quoted. Names come from the catalog or from a checked backup line. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
