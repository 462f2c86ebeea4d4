import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from './connect';

/**
 * PGlite runs no autovacuum, so nothing refreshes the planner's statistics: after a bulk load the planner
 * guesses row counts and picks slow plans (seen in the benchmark: 2x slower reads). We run ANALYZE ourselves
 * at start and whenever the transactions table's file has grown or shrunk by a tenth (or about 1,000 rows)
 * since the last one. The size of the file is read, not the rows counted: PGlite answers one query at a time,
 * and counting a million rows every minute held every request for a third of a second.
 * A PostgreSQL server does this by itself.
 */
export async function refreshStatistics(database: Database, force = false): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  if (!force) {
    const [row] = await queryRows<{ analyzed: number; pages: number }>(
      database.db,
      sql`select c.relpages::bigint as analyzed,
                 (pg_relation_size(c.oid) / current_setting('block_size')::int)::bigint as pages
          from pg_class c
          where c.oid = 'transactions'::regclass`,
    );
    const analyzed = Number(row?.analyzed ?? 0);
    const pages = Number(row?.pages ?? 0);
    if (Math.abs(pages - analyzed) < Math.max(PAGES_OF_1000_ROWS, analyzed / 10)) return false;
  }
  await database.db.execute(sql`analyze`);
  return true;
}

/** 8 kB pages hold about 40 transactions each. */
const PAGES_OF_1000_ROWS = 25;

export function startStatisticsJob(
  database: Database,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    refreshStatistics(database).catch((error) => log.warn({ err: error }, 'ANALYZE failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A write that adds or changes at least this many transactions leaves the planner's statistics stale. */
export const MANY_ROWS_WRITTEN = 1000;

/**
 * After a bulk write (an import, a rule applied to many rows), the planner's statistics of the transactions are
 * refreshed before the answer, so the next reads plan with the table's new size and values: right after a 100,000-row
 * import a search over five years took 3x longer on PGlite until the minute's job ran, and on PostgreSQL 20x longer
 * (the bench: 65 ms against 3.5) until autovacuum's next pass. Answers whether it analyzed.
 *
 * Half the usual sample (15,000 rows, 50 values per column's lists) on both engines: enough to count a person who
 * has just written a thousand rows or more, and the usual sample is most of the table's pages. PGlite answers
 * nobody else meanwhile (0.19 s instead of 0.56 s for 200,000 rows); on PostgreSQL the person waits for it (0.25–0.44
 * s instead of 0.65–1.0 s over 800,000 rows). The full analyses (PGlite's minute job once the table grows again,
 * PostgreSQL's autovacuum) follow.
 */
export async function refreshAfterBulkWrite(
  database: Pick<Database, 'kind' | 'db'>,
  rowsWritten: number,
): Promise<boolean> {
  if (rowsWritten < MANY_ROWS_WRITTEN) return false;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 50`);
    await tx.execute(sql`analyze transactions`);
  });
  return true;
}
