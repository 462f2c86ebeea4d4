import { expect, it } from 'vitest';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createTransaction,
  createUser,
} from '../test/factories';
import { partitionsReadBy } from '../test/partition-plans';
import { setupTestApp } from '../test/test-app';

const ctx = setupTestApp();

it("reads a month's page, a search, the balances, the dashboard, the reports, the cards, the forecast, the budgets, the net worth and the investments from one partition of each table", async () => {
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
    investments: () => as.get('/investments'),
  };

  for (const [read, request] of Object.entries(reads)) {
    const { spread, plannedSpread, touched } = await partitionsReadBy(ctx, request);
    expect(spread, read).toEqual([]);
    // Nor planned for more: PostgreSQL would plan every partition on every call (and Citus ask every node).
    expect(plannedSpread, read).toEqual([]);
    // Each read does reach the partitioned tables: the check reads real plans.
    expect(touched, read).toBeGreaterThan(0);
  }
});
