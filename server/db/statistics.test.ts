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
    sql`insert into transactions (book_id, account_id, type, amount, date)
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

it("expects a person's rows in one of their accounts as many as there are, however many people share the table", async () => {
  // Two people, each with every row in one account: taken as independent, book_id and account_id would each
  // keep about half the rows and the planner would expect a quarter of the table: a fraction of the truth.
  const people = [await createUser(ctx), await createUser(ctx)];
  const accounts = [];
  for (const person of people) {
    const account = await createAccount(ctx, person);
    accounts.push(account);
    await ctx.database.db.execute(
      sql`insert into transactions (book_id, account_id, type, amount, date)
          select ${person.id}, ${account.id}, 'DESPESA', 100, date '2026-01-01' + (i % 300)
          from generate_series(1, 2000) i`,
    );
  }
  await ctx.database.db.execute(sql`analyze transactions`);
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    ctx.database.db,
    sql.raw(
      `explain (format json) select * from transactions where book_id = ${people[0]!.id} and account_id = ${accounts[0]!.id}`,
    ),
  );
  // node-postgres parses the JSON plan; PGlite hands it over as text.
  const json = row?.['QUERY PLAN'];
  const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  expect(plan.Plan['Plan Rows']).toBeGreaterThan(1600);
});
