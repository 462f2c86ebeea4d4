import { describe, expect, it } from 'vitest';
import { CALENDAR_LENGTH_MESSAGE } from '../../../common/contract/money-flow';
import {
  CATEGORY_FILTER_MESSAGE,
  SUBCATEGORIES_FILTER_MESSAGE,
  SUBCATEGORIES_NEED_CATEGORY_MESSAGE,
} from '../../../common/contract/transaction-list';
import { SPENDING_BASIS_MESSAGE } from '../../../common/spending-basis';
import { actingAs, createUser, inBook, joinBook, succeeded } from '../../test/factories';
import { casaOfAnaAndBia } from '../../test/fixtures/casa';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
const NOV = { from: '2026-11-01', to: '2026-11-30' };
const DEC = { from: '2026-12-01', to: '2026-12-31' };

interface Band {
  id: number | null;
  name: string;
  total: number;
  children?: Band[];
}

/**
 * Casa, Ana's and Bia's shared book, in November 2026: a joint account and a card closing on the 3rd, due on the
 * 10th. Receitas: Ordenado 5.000,00 and Freelance 800,00. Despesas: Feira 300,00 divided between the two; on the
 * card, Comida 50,00 on 02/11 (November's bill), Restaurante 120,00 on 15/11 and its estorno of 40,00 on
 * 18/11 (December's bill), a TV of 1.200,00 in 3 bought on 02/10 (its 2nd installment dated 02/11 in November's
 * bill) and a notebook of 600,00 in 2 bought on 04/11, the day after the closing (December's bill, then January's).
 * A transfer to savings and November's bill payment are no spending.
 */
async function casa() {
  const c = await casaOfAnaAndBia(ctx);
  const as = c.asAna;
  const made = <T = { id: number }>(path: string, body: Record<string, unknown>) =>
    succeeded<T>(as.post(path, body));
  const category = (nome: string, extra: Record<string, unknown> = {}) =>
    made('/categories', { nome, tipo: 'despesa', ...extra });
  const food = await category('Comida');
  const market = await category('Feira', { paiId: food.id });
  const restaurant = await category('Restaurante', { paiId: food.id });
  const electronics = await category('Eletrônicos');
  const salary = await category('Ordenado', { tipo: 'receita' });
  const freelance = await category('Freelance', { tipo: 'receita' });
  const card = await made('/accounts', {
    name: 'Cartão Casa',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 10000,
  });
  const savings = await made('/accounts', { name: 'Reserva', type: 'savings' });
  const row = (accountId: number, categoryId: number, amount: number, date: string, extra = {}) =>
    made('/transactions', {
      accountId,
      categoryId,
      amount,
      date,
      description: 'Lançamento',
      type: 'DESPESA',
      ...extra,
    });
  await row(c.joint.id, salary.id, 5000, '2026-11-05', { type: 'RECEITA', description: 'Salário' });
  await row(c.joint.id, freelance.id, 800, '2026-11-20', { type: 'RECEITA', description: 'Projeto' });
  const mercado = await row(c.joint.id, market.id, 300, '2026-11-08', { description: 'Mercado do mês' });
  await succeeded(as.put('/transactions/share', { id: mercado.id, payerId: c.ana.id, mode: 'equal' }));
  await row(card.id, food.id, 50, '2026-11-02', { description: 'Padaria' });
  await row(card.id, restaurant.id, 120, '2026-11-15', { description: 'Jantar' });
  await row(card.id, restaurant.id, 40, '2026-11-18', { type: 'RECEITA', description: 'ESTORNO JANTAR' });
  await row(card.id, electronics.id, 1200, '2026-10-02', { installments: 3, description: 'TV' });
  await row(card.id, electronics.id, 600, '2026-11-04', { installments: 2, description: 'Notebook' });
  await succeeded(
    as.post('/transfers', {
      date: '2026-11-12',
      amount: 1000,
      fromAccountId: c.joint.id,
      toAccountId: savings.id,
    }),
  );
  await succeeded(
    as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-11',
      from_account_id: c.joint.id,
      amount: 450,
      date: '2026-11-10',
    }),
  );
  return { ...c, as, food, market, restaurant, electronics, salary, freelance, card };
}

type Casa = Awaited<ReturnType<typeof casa>>;

/** The ledger's figures by category of a period: top-level rows and each parent's breakdown, by type. */
async function ledgerOf(s: Casa, query: Record<string, string>) {
  const top = (await s.as.get('/reports/by-category', query)).body.data as Array<
    Band & { type: string; hasChildren?: boolean }
  >;
  const children = new Map<number, Band[]>();
  for (const parent of top.filter((r) => r.hasChildren && r.id !== null)) {
    const rows = (await s.as.get('/reports/by-category', { ...query, categoriaPaiId: String(parent.id) }))
      .body.data as Array<Band & { type: string }>;
    children.set(
      parent.id as number,
      rows.map(({ id, name, total }) => ({ id, name, total })),
    );
  }
  return { top, children };
}

/** The flow's bands must be the ledger's rows: each top-level category, each subcategory, each total. */
async function expectFlowIsLedger(s: Casa, query: Record<string, string>) {
  const flow = (await s.as.get('/reports/flow', query)).body.data;
  const { top, children } = await ledgerOf(s, query);
  const of = (type: string) => top.filter((r) => r.type === type);
  expect(flow.receitas).toEqual(of('receita').map(({ id, name, total }) => ({ id, name, total })));
  expect(flow.despesas).toEqual(
    of('despesa').map(({ id, name, total }) => ({
      id,
      name,
      total,
      children: id === null ? [] : (children.get(id) ?? []),
    })),
  );
  const summary = (await s.as.get('/reports/summary', query)).body.data;
  expect([flow.totalReceitas, flow.totalDespesas]).toEqual([summary.receitas, summary.despesas]);
  return flow;
}

const sumOf = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('the month’s flow, competência and caixa, and the calendar of spending', () => {
  it('competência: the flow is the ledger by category and subcategory; transfers and the bill payment are no spending', async () => {
    const s = await casa();
    expect((await s.as.get('/books/spending-basis')).body.data).toEqual({ base: 'competencia' });
    const flow = await expectFlowIsLedger(s, NOV);
    expect(flow).toEqual({
      base: 'competencia',
      receitas: [
        { id: s.salary.id, name: 'Ordenado', total: 5000 },
        { id: s.freelance.id, name: 'Freelance', total: 800 },
      ],
      despesas: [
        // The TV's 2nd installment (400,00) and the notebook's 1st (300,00), each in the month of its date.
        { id: s.electronics.id, name: 'Eletrônicos', total: 700, children: [] },
        {
          id: s.food.id,
          name: 'Comida',
          total: 430,
          children: [
            { id: s.market.id, name: 'Feira', total: 300 },
            // 120,00 less its estorno of 40,00.
            { id: s.restaurant.id, name: 'Restaurante', total: 80 },
            { id: s.food.id, name: 'Comida (sem subcategoria)', total: 50 },
          ],
        },
      ],
      totalReceitas: 5800,
      totalDespesas: 1130,
      sobrou: 4670,
      // The transfer of 1.000,00 to the savings account 'Reserva'.
      guardado: 1000,
      investido: 0,
      faltou: 0,
      unconverted_accounts: [],
    });
  });

  it('caixa: a card row counts in the month its bill is due, in every report, the dashboard and the budgets', async () => {
    const s = await casa();
    await succeeded(
      s.as.post('/budgets', { categoryId: s.electronics.id, month: '2026-11-01', amount: 1000 }),
    );
    const spentOn = async () =>
      (await s.as.get('/budgets', { month: '2026-11-01' })).body.data.find(
        (b: { category_id: number }) => b.category_id === s.electronics.id,
      ).spent;
    expect(await spentOn()).toBe(700);

    const put = await s.asBia.put('/books/spending-basis', { base: 'caixa' });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ base: 'caixa' });

    // November's bill (due 10/11) charged the bread of 02/11 and the TV's 2nd installment; the dinner, its estorno
    // and the notebook bought after the closing wait for December's bill.
    const nov = await expectFlowIsLedger(s, NOV);
    expect(nov.base).toBe('caixa');
    expect(nov.despesas).toEqual([
      { id: s.electronics.id, name: 'Eletrônicos', total: 400, children: [] },
      {
        id: s.food.id,
        name: 'Comida',
        total: 350,
        children: [
          { id: s.market.id, name: 'Feira', total: 300 },
          { id: s.food.id, name: 'Comida (sem subcategoria)', total: 50 },
        ],
      },
    ]);
    expect([nov.totalDespesas, nov.sobrou]).toEqual([750, 5050]);
    const dec = await expectFlowIsLedger(s, DEC);
    // December's bill: the dinner less its estorno, the notebook's 1st installment and the TV's 3rd.
    expect(dec.despesas).toEqual([
      { id: s.electronics.id, name: 'Eletrônicos', total: 700, children: [] },
      {
        id: s.food.id,
        name: 'Comida',
        total: 80,
        children: [{ id: s.restaurant.id, name: 'Restaurante', total: 80 }],
      },
    ]);
    expect(dec.faltou).toBe(780);

    // The budget and the dashboard follow the book's choice; a query may still ask the other basis.
    expect(await spentOn()).toBe(400);
    const dashboard = (await s.as.get('/dashboard/summary', NOV)).body.data;
    expect([dashboard.receitas, dashboard.despesas]).toEqual([5800, 750]);
    const other = (await s.as.get('/reports/summary', { ...NOV, base: 'competencia' })).body.data;
    expect(other.despesas).toBe(1130);
    // "Transações" counts the rows whose money the figures hold: November's 8 by date, 5 in caixa (the dinner, its
    // estorno and the notebook's 1st installment are December's, with the TV's 3rd).
    const counted = async (query: Record<string, string>) =>
      (await s.as.get('/reports/summary', query)).body.data.count;
    expect([await counted({ ...NOV, base: 'competencia' }), await counted(NOV), await counted(DEC)]).toEqual([
      8, 5, 4,
    ]);
    // The largest expenses are those the month's bills charged: the notebook bought after the closing is December's.
    const top = (await s.as.get('/reports/top-expenses', { ...NOV, limit: '10' })).body;
    expect(top.data.map((r: { name: string; total: number }) => [r.name, r.total])).toEqual([
      ['TV', 400],
      ['Mercado do mês', 300],
      ['Padaria', 50],
    ]);
    expect(top.total).toBe(750);
    const monthly = (await s.as.get('/reports/monthly', { from: '2026-10-01', to: '2026-12-31' })).body.data;
    // October's bill (due 10/10) charged the TV's 1st installment; nothing else is in October.
    expect(monthly.map((m: { despesas: number }) => m.despesas)).toEqual([400, 750, 780]);
  });

  it('the calendar’s days sum to the month in both bases; in caixa a card row is on its bill’s due date', async () => {
    const s = await casa();
    for (const base of ['competencia', 'caixa'] as const) {
      const calendar = (await s.as.get('/reports/calendar', { ...NOV, base })).body.data;
      const summary = (await s.as.get('/reports/summary', { ...NOV, base })).body.data;
      expect(calendar.base).toBe(base);
      expect(sumOf(calendar.days.map((d: { despesas: number }) => d.despesas))).toBe(summary.despesas);
      expect(calendar.totalDespesas).toBe(summary.despesas);
      expect(sumOf(calendar.days.map((d: { receitas: number }) => d.receitas))).toBe(summary.receitas);
    }
    // A period that cuts bills: from 05/11 to 09/12 caixa holds November's bill (due 10/11) and not December's.
    const cut = { from: '2026-11-05', to: '2026-12-09', base: 'caixa' };
    expect((await s.as.get('/reports/summary', cut)).body.data.despesas).toBe(750);
    expect((await s.as.get('/reports/calendar', cut)).body.data.totalDespesas).toBe(750);
    expect((await s.as.get('/reports/flow', cut)).body.data.totalDespesas).toBe(750);
    const quarter = { from: '2026-10-01', to: '2026-12-31', base: 'caixa' };
    expect((await s.as.get('/reports/flow', quarter)).body.data.totalDespesas).toBe(400 + 750 + 780);
    const days = async (base: string) =>
      Object.fromEntries(
        (await s.as.get('/reports/calendar', { ...NOV, base })).body.data.days.map(
          (d: { date: string; despesas: number; count: number }) => [d.date, [d.despesas, d.count]],
        ),
      );
    const competencia = await days('competencia');
    expect(competencia['2026-11-02']).toEqual([450, 2]);
    expect(competencia['2026-11-04']).toEqual([300, 1]);
    // The estorno lowers its day's expenses: a credit in an expense category is no income.
    expect(competencia['2026-11-18']).toEqual([-40, 1]);
    const caixa = await days('caixa');
    expect(caixa['2026-11-10']).toEqual([450, 2]);
    expect(caixa['2026-11-02']).toBeUndefined();
    expect(caixa['2026-11-15']).toBeUndefined();
    expect(caixa['2026-11-08']).toEqual([300, 1]);
  });

  it('what was left: what the transfers put into savings and investments, net, and never more than was left', async () => {
    const s = await casa();
    const made = (path: string, body: Record<string, unknown>) =>
      succeeded<{ id: number }>(s.as.post(path, body));
    const broker = await made('/accounts', { name: 'Corretora', type: 'investment' });
    const reserva = (await s.as.get('/accounts')).body.data.find(
      (a: { name: string }) => a.name === 'Reserva',
    );
    const transfer = (amount: number, date: string, fromAccountId: number, toAccountId: number) =>
      made('/transfers', { date, amount, fromAccountId, toAccountId });
    await transfer(700, '2026-11-15', s.joint.id, broker.id);
    // 200,00 back from the savings, and 300,00 moved from the savings to the broker: 500,00 guardado, 1.000,00
    // investido of the 4.670,00 left; the rest stayed in the accounts.
    await transfer(200, '2026-11-25', reserva.id, s.joint.id);
    await transfer(300, '2026-11-26', reserva.id, broker.id);
    const nov = (await s.as.get('/reports/flow', NOV)).body.data;
    expect([nov.sobrou, nov.guardado, nov.investido]).toEqual([4670, 500, 1000]);
    // December: the expenses passed the income: nothing was left to put aside, whatever moved.
    await transfer(900, '2026-12-05', s.joint.id, broker.id);
    const dec = (await s.as.get('/reports/flow', DEC)).body.data;
    expect([dec.sobrou, dec.guardado, dec.investido, dec.faltou]).toEqual([0, 0, 0, 700]);
    // A year whose transfers put aside more than was left: the parts stop at what was left, guardado first.
    await transfer(9000, '2026-11-28', s.joint.id, broker.id);
    const big = (await s.as.get('/reports/flow', NOV)).body.data;
    expect([big.sobrou, big.guardado, big.investido]).toEqual([4670, 500, 4170]);
  });

  it('each band leads to its own transactions: a parent with its subcategories, its own money, "Sem categoria"', async () => {
    const s = await casa();
    await succeeded(
      s.as.post('/transactions', {
        accountId: s.joint.id,
        amount: 25,
        date: '2026-11-21',
        description: 'Pix para amigo',
        type: 'DESPESA',
      }),
    );
    const flow = (await s.as.get('/reports/flow', NOV)).body.data;
    const food = flow.despesas.find((b: Band) => b.id === s.food.id);
    // What each band's link asks of Transações (web/features/reports/flow.ts), and the money of the rows it lists.
    const listed = async (params: Record<string, string>) => {
      const list = (await s.as.get('/transactions', { ...NOV, ...params, limit: '200' })).body.data;
      return {
        net: sumOf([list.totals.despesas, -list.totals.receitas]),
        rows: list.items.map((t: { description: string }) => t.description).sort(),
      };
    };
    expect(await listed({ categoryId: String(s.food.id) })).toEqual({
      net: food.total,
      rows: ['ESTORNO JANTAR', 'Jantar', 'Mercado do mês', 'Padaria'],
    });
    const own = food.children.find((b: Band) => b.name === 'Comida (sem subcategoria)');
    expect(await listed({ categoryId: String(s.food.id), subcategorias: 'sem' })).toEqual({
      net: own.total,
      rows: ['Padaria'],
    });
    const none = flow.despesas.find((b: Band) => b.id === null);
    expect(none).toEqual({ id: null, name: 'Sem categoria', total: 25, children: [] });
    // The transfer to savings and the bill payment have no category either, and are no one's spending.
    expect(await listed({ categoryId: 'sem' })).toEqual({ net: 25, rows: ['Pix para amigo'] });

    for (const [params, message] of [
      [{ categoryId: 'outra' }, CATEGORY_FILTER_MESSAGE],
      [{ subcategorias: 'sem' }, SUBCATEGORIES_NEED_CATEGORY_MESSAGE],
      [{ categoryId: 'sem', subcategorias: 'sem' }, SUBCATEGORIES_NEED_CATEGORY_MESSAGE],
      [{ categoryId: String(s.food.id), subcategorias: 'com' }, SUBCATEGORIES_FILTER_MESSAGE],
    ] as const) {
      const bad = await s.as.get('/transactions', { ...NOV, ...params });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain(message);
    }
    // Another book's category is absent: nothing of Casa's is listed by it.
    const other = await createUser(ctx, { name: 'Outro' });
    const theirs = await succeeded<{ id: number }>(
      actingAs(ctx, other).post('/categories', { nome: 'Deles', tipo: 'despesa' }),
    );
    const byTheirs = (
      await s.as.get('/transactions', { ...NOV, categoryId: String(theirs.id), subcategorias: 'sem' })
    ).body.data;
    expect(byTheirs.items).toEqual([]);
  });

  it('a leitor reads the basis and cannot change it; bad input is a 400 in Portuguese', async () => {
    const s = await casa();
    const leo = await createUser(ctx, { name: 'Leo' });
    await joinBook(ctx, s.ana, leo, s.book, 'leitor');
    const asLeo = actingAs(ctx, inBook(leo, s.book));
    expect((await asLeo.get('/books/spending-basis')).body.data).toEqual({ base: 'competencia' });
    expect((await asLeo.put('/books/spending-basis', { base: 'caixa' })).status).toBe(403);
    const bad = await s.as.put('/books/spending-basis', { base: 'regime' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(SPENDING_BASIS_MESSAGE);
    const badQuery = await s.as.get('/reports/flow', { ...NOV, base: 'x' });
    expect(badQuery.status).toBe(400);
    const long = await s.as.get('/reports/calendar', { from: '2025-01-01', to: '2026-12-31' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(CALENDAR_LENGTH_MESSAGE);
    expect((await s.as.get('/books/spending-basis')).body.data).toEqual({ base: 'competencia' });
    // Leo's own book has none of Casa's money.
    const own = (await actingAs(ctx, leo).get('/reports/flow', NOV)).body.data;
    expect([own.despesas, own.receitas, own.totalDespesas]).toEqual([[], [], 0]);
  });
});
