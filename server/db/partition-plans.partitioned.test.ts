import pg from 'pg';
import { expect, it } from 'vitest';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createTransaction,
  createUser,
} from '../test/factories';
import { PARTITIONED_TABLES } from '../test/partitioned-layout';
import { setupTestApp } from '../test/test-app';

const ctx = setupTestApp();

interface Captured {
  text: string;
  params: unknown[];
}

/** The statements the app sends while `request` runs (Drizzle's query logger, as the bench reads them). */
async function statementsOf(request: () => Promise<{ status: number }>): Promise<Captured[]> {
  const host = ctx.database.db as unknown as {
    session: { logger: { logQuery(q: string, p: unknown[]): void } };
  };
  const original = host.session.logger;
  const captured: Captured[] = [];
  host.session.logger = { logQuery: (text, params) => captured.push({ text, params: [...params] }) };
  try {
    expect((await request()).status).toBe(200);
  } finally {
    host.session.logger = original;
  }
  return captured;
}

/**
 * The tables a statement's run read, by name (a partition is named after its table: transactions_p07). A partition
 * left out while running (a join's side known only then: "never executed", 0 loops) was not read.
 */
function relationsOf(plan: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relationsOf(item, into);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (typeof node['Relation Name'] === 'string' && Number(node['Actual Loops'] ?? 0) > 0)
      into.add(node['Relation Name']);
    for (const value of Object.values(node)) if (typeof value === 'object') relationsOf(value, into);
  }
  return into;
}

it("reads a month's page, a search, the balances, the dashboard, the reports, the cards, the forecast, the budgets and the net worth from one partition of each table", async () => {
  // Other people's rows in other partitions: a read that scanned them all would show it.
  for (let i = 0; i < 6; i++) {
    const other = await createUser(ctx);
    const account = await createAccount(ctx, other);
    await createTransaction(ctx, other, account.id, { description: 'Mercado vizinho', date: '2026-10-10' });
  }
  const person = await createUser(ctx);
  const account = await createAccount(ctx, person, { name: 'Conta Corrente' });
  const category = await createCategory(ctx, person, { nome: 'Mercado' });
  for (let day = 1; day <= 28; day++)
    await createTransaction(ctx, person, account.id, {
      description: `Mercado do bairro ${day}`,
      date: `2026-10-${String(day).padStart(2, '0')}`,
      categoryId: category.id,
    });
  const card = await createCard(ctx, person);
  for (let day = 1; day <= 5; day++)
    await createTransaction(ctx, person, card.id, {
      description: `Farmácia ${day}`,
      date: `2026-10-1${day}`,
    });
  const as = actingAs(ctx, person);
  expect(
    (await as.post('/budgets', { categoryId: category.id, month: '2026-10-01', amount: 800 })).status,
  ).toBe(201);
  const month = { from: '2026-10-01', to: '2026-10-31' };
  const reads: Record<string, () => Promise<{ status: number }>> = {
    "a month's page": () => as.get('/transactions', month),
    search: () => as.get('/transactions', { ...month, q: 'mercado' }),
    balances: () => as.get('/accounts'),
    dashboard: () => as.get('/dashboard/summary', month),
    'the month in Relatórios': () => as.get('/reports/summary', month),
    'by category': () => as.get('/reports/by-category', month),
    'by payee': () => as.get('/reports/by-payee', month),
    'month by month': () => as.get('/reports/monthly', month),
    'largest expenses': () => as.get('/reports/top-expenses', { ...month, limit: 5 }),
    cards: () => as.get('/cards'),
    'bills due soon': () => as.get('/cards/upcoming', { days: 7 }),
    forecast: () => as.get('/forecast', { days: 30 }),
    budgets: () => as.get('/budgets', { month: '2026-10-01' }),
    'net worth': () => as.get('/net-worth', { meses: 12 }),
  };

  const client = new pg.Client({ connectionString: ctx.database.url });
  await client.connect();
  try {
    const partitioned = new Set<string>(PARTITIONED_TABLES);
    for (const [read, request] of Object.entries(reads)) {
      let partitionsRead = 0;
      for (const statement of await statementsOf(request)) {
        if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
          `explain (analyze, format json) ${statement.text}`,
          statement.params,
        );
        const byTable = new Map<string, Set<string>>();
        for (const relation of relationsOf(rows[0]?.['QUERY PLAN'])) {
          const table = relation.replace(/_p\d{2}$/, '');
          if (relation === table || !partitioned.has(table)) continue;
          byTable.set(table, (byTable.get(table) ?? new Set()).add(relation));
          partitionsRead += 1;
        }
        for (const [table, partitions] of byTable)
          expect([...partitions], `${read}: ${table} in\n${statement.text}`).toHaveLength(1);
      }
      // Each read does reach the partitioned tables: the check reads real plans.
      expect(partitionsRead, read).toBeGreaterThan(0);
    }
  } finally {
    await client.end();
  }
});
