import { describe, expect, it } from 'vitest';
import { OPEN_CHILD_MESSAGE } from '../../../common/contract/reports';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
const NOV = { from: '2026-11-01', to: '2026-11-30' };

/**
 * One book with two parents: Alimentação (own money 150, Delivery 300, Mercado 150 as a split part of a Lazer
 * expense) and Casa (no money of its own, its child Aluguel 1000); Lazer top-level (400); Salário 5000 income.
 * November's expenses are 2000: Casa 50%, Alimentação 30%, Lazer 20%. October holds 50 of Alimentação's (30
 * own, 20 Delivery's) for the budgets' rollover.
 */
async function seed() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { opening_balance: 10000 });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
  const market = await createCategory(ctx, user, { nome: 'Mercado', paiId: food.id });
  const home = await createCategory(ctx, user, { nome: 'Casa' });
  const rent = await createCategory(ctx, user, { nome: 'Aluguel', paiId: home.id });
  const fun = await createCategory(ctx, user, { nome: 'Lazer' });
  const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
  const tx = (categoryId: number, amount: number, date: string, description: string, extra = {}) =>
    createTransaction(ctx, user, account.id, { categoryId, amount, date, description, ...extra });
  await tx(food.id, 150, '2026-11-03', 'Padaria');
  await tx(delivery.id, 220.25, '2026-11-04', 'iFood');
  await tx(delivery.id, 79.75, '2026-11-12', 'Rappi');
  // 300 in Lazer, of which 150 is a part under Mercado (a subcategory).
  await tx(fun.id, 300, '2026-11-10', 'Passeio', { splits: [{ amount: 150, categoryId: market.id }] });
  await tx(fun.id, 250, '2026-11-20', 'Cinema');
  await tx(rent.id, 1000, '2026-11-02', 'Aluguel de novembro');
  await tx(salary.id, 5000, '2026-11-05', 'Salário', { type: 'RECEITA' });
  await tx(food.id, 30, '2026-10-08', 'Padaria de outubro');
  await tx(delivery.id, 20, '2026-10-15', 'iFood de outubro');
  return { user, as, account, food, delivery, market, home, rent, fun, salary };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

const byCategory = (s: Seeded, query: Record<string, unknown> = {}) =>
  s.as.get('/reports/by-category', { ...NOV, ...query });

const topLevel = (s: Seeded) => [
  { id: s.salary.id, name: 'Salário', type: 'receita', total: 5000, percent: 100 },
  { id: s.home.id, name: 'Casa', type: 'despesa', total: 1000, percent: 50, hasChildren: true },
  { id: s.food.id, name: 'Alimentação', type: 'despesa', total: 600, percent: 30, hasChildren: true },
  { id: s.fun.id, name: 'Lazer', type: 'despesa', total: 400, percent: 20 },
];

describe('reports by category roll subcategories up', () => {
  it('answers top-level rows, a parent counting its children (one with no money of its own too)', async () => {
    const s = await seed();
    const res = await byCategory(s);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(topLevel(s));
    // Days of a partial month are read from the lines, not the month rollup: the same roll-up.
    const partial = await byCategory(s, { from: '2026-11-02', to: '2026-11-29' });
    expect(partial.body.data).toEqual(topLevel(s));
  });

  it('opens a parent: a row per child and the parent’s own money, percents of the parent summing to 100', async () => {
    const s = await seed();
    const food = await byCategory(s, { categoriaPaiId: s.food.id });
    expect(food.status).toBe(200);
    expect(food.body.data).toEqual([
      { id: s.delivery.id, name: 'Delivery', type: 'despesa', total: 300, percent: 50, parentId: s.food.id },
      {
        id: s.food.id,
        name: 'Alimentação (sem subcategoria)',
        type: 'despesa',
        total: 150,
        percent: 25,
        parentId: s.food.id,
      },
      { id: s.market.id, name: 'Mercado', type: 'despesa', total: 150, percent: 25, parentId: s.food.id },
    ]);
    const home = await byCategory(s, { categoriaPaiId: String(s.home.id) });
    expect(home.body.data).toEqual([
      { id: s.rent.id, name: 'Aluguel', type: 'despesa', total: 1000, percent: 100, parentId: s.home.id },
    ]);
    // A top-level category without children opens on its own money alone.
    const fun = await byCategory(s, { categoriaPaiId: s.fun.id });
    expect(fun.body.data).toEqual([
      {
        id: s.fun.id,
        name: 'Lazer (sem subcategoria)',
        type: 'despesa',
        total: 400,
        percent: 100,
        parentId: s.fun.id,
      },
    ]);
  });

  it('refuses another book’s category (404), a subcategory and an id that is none (400)', async () => {
    const s = await seed();
    const stranger = await createUser(ctx);
    const theirs = await createCategory(ctx, stranger, { nome: 'Alimentação' });
    const foreign = await byCategory(s, { categoriaPaiId: theirs.id });
    expect([foreign.status, foreign.body.error?.message]).toEqual([404, 'Categoria não encontrada']);
    const gone = await byCategory(s, { categoriaPaiId: 999999999 });
    expect([gone.status, gone.body.error?.message]).toEqual([404, 'Categoria não encontrada']);
    const child = await byCategory(s, { categoriaPaiId: s.delivery.id });
    expect([child.status, child.body.error?.message]).toEqual([400, OPEN_CHILD_MESSAGE]);
    const bad = await byCategory(s, { categoriaPaiId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('Identificador inválido');
    // The stranger's own report does not see this book's money.
    const theirRows = await actingAs(ctx, stranger).get('/reports/by-category', NOV);
    expect(theirRows.body.data).toEqual([]);
  });

  it('names a subcategory with its parent in the top expenses as the screens write it ("Casa › Aluguel"), and the PDF’s table rolls up', async () => {
    const s = await seed();
    const top = await s.as.get('/reports/top-expenses', { ...NOV, limit: 2 });
    expect(top.body).toEqual({
      total: 2000,
      unconverted_accounts: [],
      data: [
        {
          id: expect.any(Number),
          name: 'Aluguel de novembro',
          date: '2026-11-02',
          category: 'Casa › Aluguel',
          total: 1000,
        },
        {
          id: expect.any(Number),
          name: 'Passeio',
          date: '2026-11-10',
          // 150 under each: a tie, ordered by name.
          category: 'Alimentação › Mercado, Lazer',
          total: 300,
        },
      ],
    });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/reports/pdf?from=${NOV.from}&to=${NOV.to}`,
      headers: { authorization: `Bearer ${s.user.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).flat;
    expect(text).toContain('1 Casa R$ 1.000,00 50,0%');
    expect(text).toContain('2 Alimentação R$ 600,00 30,0%');
    expect(text).toContain('3 Lazer R$ 400,00 20,0%');
    expect(text).not.toContain('Delivery');
  });

  it('moves the figures with a child moved to another parent', async () => {
    const s = await seed();
    const moved = await s.as.put('/categories', { id: s.delivery.id, nome: 'Delivery', paiId: s.home.id });
    expect(moved.status).toBe(200);
    const rows = (await byCategory(s)).body.data as Array<{ id: number; total: number; percent: number }>;
    expect(rows.map((r) => [r.id, r.total, r.percent])).toEqual([
      [s.salary.id, 5000, 100],
      [s.home.id, 1300, 65],
      [s.fun.id, 400, 20],
      [s.food.id, 300, 15],
    ]);
    const home = (await byCategory(s, { categoriaPaiId: s.home.id })).body.data as Array<{ name: string }>;
    expect(home.map((r) => r.name)).toEqual(['Aluguel', 'Delivery']);
    // A budget on the old parent no longer counts the moved child.
    const budget = await s.as.post('/budgets', { categoryId: s.food.id, month: '2026-11-01', amount: 700 });
    expect(budget.body.data).toMatchObject({ category_id: s.food.id, spent: 300, remaining: 400 });
  });
});

describe('the dashboard rolls up as the report does', () => {
  it('shows the same top-level figures as /reports/by-category for the period', async () => {
    const s = await seed();
    const dashboard = (await s.as.get('/dashboard/summary', NOV)).body.data;
    const report = (await byCategory(s)).body.data as Array<{
      id: number;
      name: string;
      type: string;
      total: number;
    }>;
    const expenses = report
      .filter((r) => r.type === 'despesa')
      .map(({ id, name, total }) => ({ id, name, total }));
    expect(dashboard.top_categories).toEqual(expenses);
    expect(dashboard.top_categories).toEqual([
      { id: s.home.id, name: 'Casa', total: 1000 },
      { id: s.food.id, name: 'Alimentação', total: 600 },
      { id: s.fun.id, name: 'Lazer', total: 400 },
    ]);
    expect(dashboard.totalDespesas).toBe(2000);
  });
});

describe('budgets on a parent and on a child', () => {
  it('a parent’s budget covers its children (carried months too); a child’s counts the child alone', async () => {
    const s = await seed();
    await s.as.post('/budgets', { categoryId: s.food.id, month: '2026-10-01', amount: 500, rollover: true });
    await s.as.post('/budgets', { categoryId: s.delivery.id, month: '2026-11-01', amount: 250 });
    const october = (await s.as.get('/budgets', { month: '2026-10-01' })).body.data;
    expect(october).toEqual([
      expect.objectContaining({ category_id: s.food.id, spent: 50, remaining: 450, carried: 0 }),
    ]);
    const november = (await s.as.get('/budgets', { month: '2026-11-01' })).body.data;
    // Alimentação repeats October's 500 and carries what October left (500 - 50, its child's 20 included).
    expect(november).toEqual([
      expect.objectContaining({
        category_id: s.food.id,
        amount: 500,
        carried: 450,
        available: 950,
        spent: 600,
        remaining: 350,
      }),
      expect.objectContaining({
        category_id: s.delivery.id,
        amount: 250,
        carried: 0,
        spent: 300,
        remaining: -50,
      }),
    ]);
    // Each budget says its category's parent, so the month's totals count Delivery's money once (web budgetTotals).
    const listed = (await actingAs(ctx, s.user).get('/budgets', { month: '2026-11-01' })).body.data as Array<{
      category_id: number;
      parent_category_id: number | null;
    }>;
    expect(listed.map((b) => [b.category_id, b.parent_category_id])).toEqual([
      [s.food.id, null],
      [s.delivery.id, s.food.id],
    ]);
  });
});

describe('the transactions filter takes a parent’s children', () => {
  const list = (s: Seeded, categoryId: number) =>
    s.as.get('/transactions', { ...NOV, categoryId, limit: 50 });
  const descriptions = (res: { body: { data?: unknown } }) =>
    ((res.body.data as { items: Array<{ description: string }> }).items ?? [])
      .map((t) => t.description)
      .sort();

  it('lands on the report’s figure for a parent and for a child, and a split part under a child', async () => {
    const s = await seed();
    const home = await list(s, s.home.id);
    expect(descriptions(home)).toEqual(['Aluguel de novembro']);
    expect((home.body.data as { totals: unknown }).totals).toEqual({ receitas: 0, despesas: 1000, count: 1 });
    const delivery = await list(s, s.delivery.id);
    expect(descriptions(delivery)).toEqual(['Rappi', 'iFood']);
    expect((delivery.body.data as { totals: unknown }).totals).toEqual({
      receitas: 0,
      despesas: 300,
      count: 2,
    });
    // The split expense matches by its part under Mercado, and counts whole, as splits always did in the list.
    const food = await list(s, s.food.id);
    expect(descriptions(food)).toEqual(['Padaria', 'Passeio', 'Rappi', 'iFood']);
    expect((food.body.data as { totals: unknown }).totals).toEqual({ receitas: 0, despesas: 750, count: 4 });
    const market = await list(s, s.market.id);
    expect(descriptions(market)).toEqual(['Passeio']);
  });

  it('the CSV of the list reads the same rows', async () => {
    const s = await seed();
    const csv = await call(
      ctx.app,
      'GET',
      `/api/v1/export/transactions.csv?from=${NOV.from}&to=${NOV.to}&categoryId=${s.food.id}`,
      { token: s.user.token },
    );
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    for (const d of ['Padaria', 'iFood', 'Rappi', 'Passeio']) expect(text).toContain(d);
    for (const d of ['Cinema', 'Aluguel de novembro', 'outubro']) expect(text).not.toContain(d);
  });
});
