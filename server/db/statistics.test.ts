import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { actingAs, createAccount, createUser } from '../test/factories';
import { setupTestApp } from '../test/test-app';
import { queryRows } from './connect';
import { refreshStatistics } from './statistics';

const ctx = setupTestApp();

it('refreshes the planner statistics of the embedded database when the transactions table has grown', async () => {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  await ctx.database.db.execute(
    sql`insert into transactions (user_id, account_id, type, amount, date)
        select ${user.id}, ${account.id}, 'DESPESA', 100, date '2026-01-01' + (i % 300)
        from generate_series(1, 3000) i`,
  );
  const refreshed = await refreshStatistics(ctx.database);
  const [row] = await queryRows<{ estimated: number }>(
    ctx.database.db,
    sql`select reltuples::bigint as estimated from pg_class where relname = 'transactions'`,
  );
  if (ctx.database.kind === 'pglite') {
    expect(refreshed).toBe(true);
    expect(Number(row?.estimated)).toBeGreaterThanOrEqual(3000);
    // Nothing changed since: no second ANALYZE.
    expect(await refreshStatistics(ctx.database)).toBe(false);
  } else {
    // A PostgreSQL server keeps its own statistics (autovacuum).
    expect(refreshed).toBe(false);
  }
  expect((await actingAs(ctx, user).get('/transactions', { page: 1 })).status).toBe(200);
});
