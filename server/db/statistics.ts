import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from './connect';

/**
 * PGlite runs no autovacuum, so nothing refreshes the planner's statistics: after a bulk load the planner
 * guesses row counts and picks slow plans (seen in the benchmark: 2x slower reads). We run ANALYZE ourselves
 * at start and whenever the transactions table has grown or shrunk by a tenth (or 1,000 rows) since.
 * A PostgreSQL server does this by itself.
 */
export async function refreshStatistics(database: Database, force = false): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  if (!force) {
    const [row] = await queryRows<{ estimated: number; actual: number }>(
      database.db,
      sql`select (select reltuples from pg_class where relname = 'transactions')::bigint as estimated,
                 (select count(*) from transactions)::bigint as actual`,
    );
    const estimated = Math.max(0, Number(row?.estimated ?? 0));
    const actual = Number(row?.actual ?? 0);
    if (Math.abs(actual - estimated) < Math.max(1000, actual / 10)) return false;
  }
  await database.db.execute(sql`analyze`);
  return true;
}

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
