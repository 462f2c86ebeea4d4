import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connect';
import type { TestContext } from './test-app';

/**
 * The number of rows of every table of the database, in one statement: a refused request must leave each as it was
 * (every input is validated before the first write, and nothing is half-written). Not `limit_events`: on PostgreSQL a
 * refused attempt is counted there by design (a wrong password's 401 counts toward its 429, db/shared-counts.ts).
 */
export async function tableCounts(ctx: Pick<TestContext, 'database'>): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    ctx.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'limit_events'
        order by table_name`,
  );
  const counts = sql.join(
    tables.map(
      (t) => sql`(select count(*)::int from ${sql.identifier(t.name)}) as ${sql.identifier(t.name)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, number>>(ctx.database.db, sql`select ${counts}`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, n]) => [name, Number(n)]));
}
