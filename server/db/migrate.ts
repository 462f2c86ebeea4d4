import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './connect';
import { checkDeferredKeys } from './deferred-keys';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that lets one process at a time migrate a PostgreSQL database. */
export const MIGRATION_LOCK = 734_110_001;

/**
 * Applies every pending migration of `folder` (the app's own unless a test names another). Safe when several
 * server processes start at once on one PostgreSQL. Then checks the stored rows against the keys a migration added
 * NOT VALID, unless `deferKeyChecks` (the server does it once it answers: deferred-keys.ts).
 */
export async function runMigrations(
  database: Database,
  folder: string = migrationsFolder,
  { deferKeyChecks = false }: { deferKeyChecks?: boolean } = {},
): Promise<void> {
  await applyMigrations(database, folder);
  if (!deferKeyChecks) await checkDeferredKeys(database);
}

async function applyMigrations(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite' && database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
