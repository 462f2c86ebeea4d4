import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { type actingAs, succeeded } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

type As = ReturnType<typeof actingAs>;
type Row = { name: string; type: string; total: number };

/**
 * A book with an account in reais (Itaú) and one in dollars (Nomad), an expense category (Viagem) and an income
 * one (Freela), on 28/11/2026. The dollar rates are the book's own (no PTAX in these tests), typed on two days.
 */
async function book(rates: Array<{ data: string; cotacao: string }>) {
  const { as, user } = await personAt(ctx, '2026-11-28T15:00:00-03:00');
  const itau = await succeeded<{ id: number }>(as.post('/accounts', { name: 'Itaú', opening_balance: 1000 }));
  const nomad = await succeeded<{ id: number }>(as.post('/accounts', { name: 'Nomad', currency: 'USD' }));
  const viagem = await succeeded<{ id: number }>(as.post('/categories', { nome: 'Viagem', tipo: 'despesa' }));
  const freela = await succeeded<{ id: number }>(as.post('/categories', { nome: 'Freela', tipo: 'receita' }));
  if (rates.length > 0) await succeeded(as.put('/exchange-rates/USD', { cotacoes: rates }));
  const spend = (accountId: number, date: string, amount: number, extra: Record<string, unknown> = {}) =>
    succeeded(
      as.post('/transactions', {
        accountId,
        type: 'DESPESA',
        date,
        amount,
        description: `Gasto ${date}`,
        categoryId: viagem.id,
        ...extra,
      }),
    );
  return { as, user, itau, nomad, viagem, freela, spend };
}

/** Reais added as integer cents. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [`${r.type} ${r.name}`, r.total]));

async function reports(as: As, from: string, to: string) {
  const period = { from, to };
  const [category, monthly, summary, payee, tag, top] = await Promise.all([
    as.get('/reports/by-category', period),
    as.get('/reports/monthly', period),
    as.get('/reports/summary', period),
    as.get('/reports/by-payee', period),
    as.get('/reports/by-tag', period),
    as.get('/reports/top-expenses', { ...period, limit: 10 }),
  ]);
  return { category: category.body, monthly: monthly.body, summary: summary.body.data, payee, tag, top };
}

describe('reports, budgets and the dashboard in reais with an account in dollars', () => {
  it('convert each dollar row at the rate of its own date and add it to the reais', async () => {
    const s = await book([
      { data: '2026-10-05', cotacao: '5,0000' },
      { data: '2026-11-03', cotacao: '5,5000' },
    ]);
    await s.spend(s.itau.id, '2026-11-10', 100);
    // Wednesday 07/10 takes Monday 05/10's rate (the last before it): US$ 25,00 × 5,0000 = R$ 125,00.
    await s.spend(s.nomad.id, '2026-10-07', 25, { payeeName: 'Hotel', tagNames: ['Férias'] });
    // 03/11 at its own 5,5000: US$ 10,00 = R$ 55,00; 04/11 at 03/11's: US$ 3,33 × 5,5 = 18,315 → R$ 18,32.
    await s.spend(s.nomad.id, '2026-11-03', 10, { payeeName: 'Hotel' });
    await s.spend(s.nomad.id, '2026-11-04', 3.33);
    // An income in dollars: US$ 100,00 × 5,5000 = R$ 550,00.
    await succeeded(
      s.as.post('/transactions', {
        accountId: s.nomad.id,
        type: 'RECEITA',
        date: '2026-11-05',
        amount: 100,
        description: 'Cliente de fora',
        categoryId: s.freela.id,
      }),
    );
    // A transfer into the dollar account moves balances, never income or expenses (in either currency).
    const transfer = await s.as.post('/transfers', {
      date: '2026-11-06',
      amount: 550,
      destination_amount: 100,
      description: 'Remessa',
      fromAccountId: s.itau.id,
      toAccountId: s.nomad.id,
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
    // October's budget carries what it left into November: R$ 200,00 − R$ 125,00 = R$ 75,00.
    await succeeded(
      s.as.post('/budgets', { categoryId: s.viagem.id, month: '2026-10-01', amount: 200, rollover: true }),
    );
    await succeeded(s.as.post('/budgets', { categoryId: s.viagem.id, month: '2026-11-01', amount: 500 }));

    // October and November: Viagem R$ 100,00 + R$ 125,00 + R$ 55,00 + R$ 18,32 = R$ 298,32; Freela R$ 550,00.
    // From 06/10 the October part is read from the rows (a partial month), not the month totals: the same figures.
    for (const from of ['2026-10-01', '2026-10-06']) {
      const r = await reports(s.as, from, '2026-11-30');
      expect(byName(r.category.data)).toEqual({ 'despesa Viagem': 298.32, 'receita Freela': 550 });
      expect(r.category.unconverted_accounts).toEqual([]);
      expect(r.summary).toMatchObject({ receitas: 550, despesas: 298.32, unconverted_accounts: [] });
      // By month: October R$ 125,00; November R$ 100,00 + R$ 55,00 + R$ 18,32 = R$ 173,32.
      expect(r.monthly.data).toEqual([
        { month: '2026-10-01', receitas: 0, despesas: 125 },
        { month: '2026-11-01', receitas: 550, despesas: 173.32 },
      ]);
      // Hotel: R$ 125,00 + R$ 55,00; the tag Férias: the R$ 125,00 row alone.
      expect(byName(r.payee.body.data)).toMatchObject({
        'despesa Hotel': 180,
        'despesa Sem favorecido': 118.32,
      });
      expect(byName(r.tag.body.data)).toEqual({
        'despesa Férias': 125,
        'despesa Sem tag': 173.32,
        'receita Sem tag': 550,
      });
      expect(r.top.body).toMatchObject({ total: 298.32, unconverted_accounts: [] });
      // The largest expenses ranked in reais: the US$ 25,00 (R$ 125,00) above the R$ 100,00.
      expect(r.top.body.data.map((t: { total: number }) => t.total)).toEqual([125, 100, 55, 18.32]);
    }

    // The budget of November: spent R$ 173,32 of R$ 500,00 + R$ 75,00 carried: R$ 401,68 left.
    const [budget] = await succeeded<Array<Record<string, unknown>>>(
      s.as.get('/budgets', { month: '2026-11-01' }),
    );
    expect(budget).toMatchObject({
      spent: 173.32,
      carried: 75,
      available: 575,
      remaining: 401.68,
      unconverted_accounts: [],
    });

    // The dashboard's November: the same figures, and the trend's October.
    const dashboard = await succeeded<Record<string, unknown>>(
      s.as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(dashboard).toMatchObject({
      receitas: 550,
      despesas: 173.32,
      unconverted_accounts: [],
      top_categories: [{ name: 'Viagem', total: 173.32 }],
      budgets: [{ category: 'Viagem', spent: 173.32, carried: 75 }],
    });
    expect(dashboard.trends).toEqual(
      expect.arrayContaining([
        { month: '2026-10-01', receitas: 0, despesas: 125 },
        { month: '2026-11-01', receitas: 550, despesas: 173.32 },
      ]),
    );
  });

  it('carry a rollover budget from months before the dashboard’s six, their dollars in reais', async () => {
    const s = await book([
      { data: '2026-03-02', cotacao: '5,0000' },
      { data: '2026-11-03', cotacao: '5,5000' },
    ]);
    const mercado = await succeeded<{ id: number }>(
      s.as.post('/categories', { nome: 'Mercado', tipo: 'despesa' }),
    );
    // R$ 200,00 a month for Viagem from March, repeated to November, carrying what each month leaves.
    await succeeded(
      s.as.post('/budgets', { categoryId: s.viagem.id, month: '2026-03-01', amount: 200, rollover: true }),
    );
    // March, before the trend's June: US$ 50,00 × 5,0000 = R$ 250,00 of Viagem; Mercado has no budget to carry.
    await s.spend(s.nomad.id, '2026-03-04', 50);
    await s.spend(s.nomad.id, '2026-03-05', 10, { categoryId: mercado.id });
    // November: US$ 10,00 × 5,5000 = R$ 55,00.
    await s.spend(s.nomad.id, '2026-11-03', 10);

    // Carried into November: eight months of R$ 200,00 (March to October) less March's R$ 250,00.
    const expected = { category: 'Viagem', spent: 55, carried: total(8 * 200, -250) };
    const [budget] = await succeeded<Array<Record<string, unknown>>>(
      s.as.get('/budgets', { month: '2026-11-01' }),
    );
    expect(budget).toMatchObject(expected);
    const dashboard = await succeeded<{ budgets: unknown[]; trends: unknown[] }>(
      s.as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(dashboard.budgets).toEqual([expect.objectContaining(expected)]);
    // The trend holds June to November, March's dollars out of it.
    expect(dashboard.trends).toHaveLength(6);
    expect(dashboard.trends.at(-1)).toEqual({ month: '2026-11-01', receitas: 0, despesas: 55 });
  });

  it('leave out a row with no rate on its date and name its account', async () => {
    // One rate, on 03/11: a row of 25/11 is 22 days after it, past the ten days a rate reaches.
    const s = await book([{ data: '2026-11-03', cotacao: '5,5000' }]);
    await s.spend(s.itau.id, '2026-11-10', 100);
    await s.spend(s.nomad.id, '2026-11-03', 10);
    await s.spend(s.nomad.id, '2026-11-25', 40);
    await succeeded(s.as.post('/budgets', { categoryId: s.viagem.id, month: '2026-11-01', amount: 500 }));

    // R$ 100,00 + US$ 10,00 × 5,5 = R$ 155,00; the US$ 40,00 of 25/11 is out, and Nomad named.
    const r = await reports(s.as, '2026-11-01', '2026-11-30');
    expect(byName(r.category.data)).toEqual({ 'despesa Viagem': 155 });
    expect(r.category.unconverted_accounts).toEqual([s.nomad.id]);
    expect(r.summary).toMatchObject({ despesas: 155, unconverted_accounts: [s.nomad.id] });
    expect(r.monthly).toEqual({
      data: [{ month: '2026-11-01', receitas: 0, despesas: 155 }],
      unconverted_accounts: [s.nomad.id],
    });
    expect(r.payee.body.unconverted_accounts).toEqual([s.nomad.id]);
    expect(r.top.body).toMatchObject({ total: 155, unconverted_accounts: [s.nomad.id] });
    expect(r.top.body.data.map((t: { total: number }) => t.total)).toEqual([100, 55]);

    const [budget] = await succeeded<Array<Record<string, unknown>>>(
      s.as.get('/budgets', { month: '2026-11-01' }),
    );
    expect(budget).toMatchObject({ spent: 155, unconverted_accounts: [s.nomad.id] });
    const dashboard = await succeeded<Record<string, unknown>>(
      s.as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(dashboard).toMatchObject({ despesas: 155, unconverted_accounts: [s.nomad.id] });

    // The PDF says it in the screens' words.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/reports/pdf?from=2026-11-01&to=2026-11-30',
      headers: { authorization: `Bearer ${s.user.token}` },
    });
    expect((await readPdfText(pdf.rawPayload)).flat).toContain(
      'Sem cotação, fora das receitas e despesas: Nomad.',
    );

    // December has no dollar row: nothing is left out there.
    const december = await s.as.get('/reports/summary', { from: '2026-12-01', to: '2026-12-31' });
    expect(december.body.data.unconverted_accounts).toEqual([]);
  });

  it('tell a trip’s tag in the currencies it was spent in, beside its reais', async () => {
    const s = await book([{ data: '2026-11-03', cotacao: '5,5000' }]);
    const card = await succeeded<{ id: number }>(
      s.as.post('/accounts', {
        name: 'Cartão',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 5000,
      }),
    );
    const trip = { tagNames: ['Buenos Aires'] };
    // Dinners and a show in pesos on the card, charged R$ 410,00 and R$ 290,00 by the bill, each with its IOF of
    // 3,5% (Decreto 12.499/2025) as its own line, tagged as the purchase: R$ 14,35 and R$ 10,15.
    await s.spend(card.id, '2026-11-12', 410, { ...trip, foreign: { amount: 85000, currency: 'ARS' } });
    await s.spend(card.id, '2026-11-13', 290, { ...trip, foreign: { amount: 60000, currency: 'ARS' } });
    // The hotel from the dollar account: US$ 250,00 × 5,5000 = R$ 1.375,00.
    await s.spend(s.nomad.id, '2026-11-12', 250, trip);
    const r = await reports(s.as, '2026-11-01', '2026-11-30');
    // 410,00 + 14,35 + 290,00 + 10,15 + 1.375,00 = R$ 2.099,50; spent as ARS 145.000,00 and US$ 250,00 (the IOF
    // is charged in reais).
    const tag = r.tag.body.data.find((t: Row) => t.name === 'Buenos Aires');
    expect(tag).toMatchObject({
      type: 'despesa',
      total: 2099.5,
      currencies: [
        { currency: 'ARS', amount: 145000 },
        { currency: 'USD', amount: 250 },
      ],
    });
  });

  // A book with accounts in reais alone reads the month totals as before: reports.test.ts's exact figures, with
  // unconverted_accounts empty.
  it('leave a purchase abroad on a card in reais at its reais', async () => {
    const s = await book([{ data: '2026-11-03', cotacao: '5,5000' }]);
    const card = await succeeded<{ id: number }>(
      s.as.post('/accounts', {
        name: 'Cartão',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 5000,
      }),
    );
    // The bill's R$ 60,00 for US$ 10,00: the card is in reais, its foreign amount only says what was bought.
    await s.spend(card.id, '2026-11-12', 60, { foreign: { amount: 10, currency: 'USD' } });
    await s.spend(s.itau.id, '2026-11-10', 100);
    const r = await reports(s.as, '2026-11-01', '2026-11-30');
    // R$ 60,00 + R$ 100,00 (+ the purchase's IOF line, filed apart): Viagem is R$ 160,00 as typed.
    expect(byName(r.category.data)['despesa Viagem']).toBe(160);
    expect(r.category.unconverted_accounts).toEqual([]);
  });
});
