import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

/** The Banco Central's closing PTAX of the days the operations fall on: [date, compra, venda]. */
const PTAX: Array<[string, string, string]> = [
  ['2023-06-01', '4.9500', '4.9506'],
  ['2024-03-01', '4.9694', '4.9700'],
  ['2024-08-01', '5.6494', '5.6500'],
  ['2024-12-31', '6.1917', '6.1923'],
  ['2025-02-03', '5.8000', '5.8006'],
  ['2025-06-02', '5.5994', '5.6000'],
  ['2025-09-01', '5.3994', '5.4000'],
  ['2025-11-03', '5.4994', '5.5000'],
  ['2025-12-30', '5.5018', '5.5024'],
];

async function post(as: Api, path: string, body: Record<string, unknown>) {
  const res = await as.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A person in March 2026 with a brokerage account in dollars (Avenue) holding VOO since 2023 and AAPL in 2025. */
async function investorAbroad() {
  for (const [date, buy, sell] of PTAX)
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', ${date}, ${buy}, ${sell})
          on conflict do nothing`,
    );
  await fakeClockAt(ctx, '2026-03-10T15:00:00Z');
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const avenue = await createAccount(ctx, user, { name: 'Avenue', type: 'investment', currency: 'USD' });
  await post(as, '/transactions', {
    accountId: avenue.id,
    date: '2023-05-15',
    amount: 10000,
    type: 'RECEITA',
    description: 'Depósito',
  });
  const trade = (body: Record<string, unknown>) =>
    post(as, '/variable-income/trades', { accountId: avenue.id, fees: 0, cashAccountId: null, ...body });
  await trade({
    ticker: 'VOO',
    kind: 'etf',
    side: 'compra',
    date: '2023-06-01',
    quantity: '10',
    price: '400',
  });
  await trade({ ticker: 'VOO', side: 'compra', date: '2024-03-01', quantity: '10', price: '450' });
  await trade({ ticker: 'VOO', side: 'venda', date: '2024-08-01', quantity: '5', price: '480' });
  await trade({
    ticker: 'AAPL',
    kind: 'acao',
    side: 'compra',
    date: '2025-02-03',
    quantity: '10',
    price: '200',
  });
  await trade({ ticker: 'AAPL', side: 'venda', date: '2025-06-02', quantity: '10', price: '180' });
  const voo = await trade({ ticker: 'VOO', side: 'venda', date: '2025-11-03', quantity: '5', price: '500' });
  await post(as, '/variable-income/incomes', {
    holdingId: voo.holdingId,
    kind: 'dividendo',
    date: '2025-09-01',
    amount: 100,
    withheld: 30,
  });
  return { user, as, avenue, vooId: voo.holdingId as number };
}

describe('Imposto de Renda: applications abroad (Lei 14.754/2023)', () => {
  it('works the year’s sales, dividends and withholding at their PTAX, and lists the holdings at cost in reais', async () => {
    const { as } = await investorAbroad();

    // 2024. VOO bought 10 × US$ 400 = US$ 4.000,00 on 01/06/2023 at 4,9506 = R$ 19.802,40 and 10 × US$ 450 =
    // US$ 4.500,00 on 01/03/2024 at 4,9700 = R$ 22.365,00: 20 units at R$ 42.167,40. Sold 5 × US$ 480 = US$ 2.400,00
    // on 01/08/2024 at 5,6500 = R$ 13.560,00, at the average cost 42.167,40 × 5/20 = R$ 10.541,85: a gain of
    // R$ 3.018,15, taxed 15% = R$ 452,72 (452,7225 half up).
    const y2024 = (await as.get('/income-tax', { ano: 2024 })).body.data.abroad;
    expect(y2024.figures).toMatchObject({ result: 3018.15, taxable: 3018.15, tax: 452.72, taxDue: 452.72 });

    const page = (await as.get('/income-tax', { ano: 2025 })).body.data;
    const { figures } = page.abroad;
    // 2025. AAPL: 10 × US$ 200 = US$ 2.000,00 at 5,8006 = R$ 11.601,20, sold for 10 × US$ 180 = US$ 1.800,00 at
    // 5,6000 = R$ 10.080,00: a loss of R$ 1.521,20. VOO: 5 of the 15 left (R$ 31.625,55, US$ 6.375,00) sold for
    // 5 × US$ 500 = US$ 2.500,00 at 5,5000 = R$ 13.750,00 at a cost of R$ 10.541,85: a gain of R$ 3.208,15, of which
    // the dollar's rise on the cost (US$ 2.125,00 × 5,5 = R$ 11.687,50 less R$ 10.541,85) is R$ 1.145,65 and the
    // price R$ 2.062,50.
    expect(figures.sales).toEqual([
      {
        date: '2025-06-02',
        asset: 'AAPL (Avenue)',
        quantity: '10',
        proceeds: 10080,
        cost: 11601.2,
        result: -1521.2,
        priceResult: -1120,
        exchangeResult: -401.2,
      },
      {
        date: '2025-11-03',
        asset: 'VOO (Avenue)',
        quantity: '5',
        proceeds: 13750,
        cost: 10541.85,
        result: 3208.15,
        priceResult: 2062.5,
        exchangeResult: 1145.65,
      },
    ]);
    // The dividend: US$ 100,00 at the PTAX venda of 01/09/2025 (5,4000) = R$ 540,00; the 30% withheld in the US,
    // US$ 30,00, at that day's PTAX compra (5,3994) = R$ 161,98; deductible up to 15% of R$ 540,00 = R$ 81,00.
    expect(figures.incomes).toEqual([
      {
        date: '2025-09-01',
        asset: 'VOO (Avenue)',
        type: 'dividend',
        gross: 540,
        withheld: 161.98,
        creditLimit: 81,
      },
    ]);
    // The year: 3.208,15 − 1.521,20 + 540,00 = R$ 2.226,95; 15% = R$ 334,04; less R$ 81,00 paid abroad: R$ 253,04.
    expect(figures).toMatchObject({
      salesResult: 1686.95,
      income: 540,
      result: 2226.95,
      lossCarriedIn: 0,
      taxable: 2226.95,
      tax: 334.04,
      withheld: 161.98,
      credit: 81,
      taxDue: 253.04,
      lossCarriedOut: 0,
    });
    expect(page.abroad.source).toContain('Lei 14.754/2023');

    // Bens e Direitos: VOO at cost in reais, 15 units (R$ 31.625,55) at 31/12/2024 and 10 (R$ 21.083,70) at
    // 31/12/2025; AAPL, bought and sold within the year, has no line.
    const lines = page.assets.filter((a: { description: string }) => /^(VOO|AAPL)/.test(a.description));
    expect(lines).toEqual([
      {
        group: '07',
        code: null,
        codeLabel: 'Confira o código no programa',
        description:
          'VOO (Avenue; no exterior: 10 unidades, custo de US$ 4.250,00; localização: país do custodiante)',
        previous: 31625.55,
        current: 21083.7,
      },
    ]);
    // Patrimônio counts the holding at the dollar of the month's end: 10 VOO unpriced, at their cost of US$ 4.250,00,
    // by the PTAX compra of 30/12/2025 (5,5018) = R$ 23.382,65 of renda variável at December 2025.
    const worth = (await as.get('/net-worth', { meses: 6 })).body.data;
    expect(worth.months.find((m: { month: string }) => m.month === '2025-12').rendaVariavel).toBe(23382.65);
    // Investimentos shows the holding in dollars and leaves it out of its totals in reais, saying so.
    const portfolio = (await as.get('/variable-income')).body.data;
    expect(portfolio.holdings.find((h: { ticker: string }) => h.ticker === 'VOO')).toMatchObject({
      currency: 'USD',
      quantity: '10.00000000',
      cost: 4250,
    });
    expect([portfolio.otherCurrencies, portfolio.totals.cost, portfolio.returns]).toEqual([2, 0, null]);
    // Neither the B3's monthly tax nor its exempt dividends count what is held abroad.
    expect(page.variableIncome.summary).toBeNull();
    expect(page.income.exempt.map((i: { label: string }) => i.label)).not.toContain(
      'Lucros e dividendos recebidos',
    );
  });

  it('leaves the figures unworked while an operation’s date has no rate, saying which', async () => {
    const { as, avenue } = await investorAbroad();
    // No PTAX within ten days before 15/12/2025 here (the last before it is of 03/11).
    await post(as, '/variable-income/trades', {
      accountId: avenue.id,
      ticker: 'VOO',
      side: 'compra',
      date: '2025-12-15',
      quantity: '1',
      price: '520',
      fees: 0,
      cashAccountId: null,
    });
    const { abroad, assets } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(abroad.figures).toBeNull();
    expect(abroad.missingRates).toEqual([{ date: '2025-12-15', currency: 'USD' }]);
    expect(abroad.note).toBe(
      'Sem cotação PTAX para 15/12/2025: informe a cotação dessas datas em Contas, no botão Cotações da conta, para calcular o imposto e os bens no exterior.',
    );
    expect(assets.some((a: { description: string }) => a.description.startsWith('VOO'))).toBe(false);
    // The rate typed for that day fills the gap.
    const typed = await as.put('/exchange-rates/USD', {
      cotacoes: [{ data: '2025-12-15', cotacao: '5,4000' }],
    });
    expect(typed.status).toBe(200);
    const after = (await as.get('/income-tax', { ano: 2025 })).body.data.abroad;
    expect(after.missingRates).toEqual([]);
    expect(after.figures.taxDue).toBe(253.04);
  });

  it('refuses what cannot be held abroad, and another person sees none of it', async () => {
    const { user, as, avenue, vooId } = await investorAbroad();
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 1000 });
    const base = {
      accountId: avenue.id,
      side: 'compra',
      date: '2025-11-03',
      quantity: '1',
      price: '10',
      fees: 0,
    };
    const fii = await as.post('/variable-income/trades', { ...base, ticker: 'HGLG11', kind: 'fii' });
    expect([fii.status, fii.body.error.message]).toEqual([
      400,
      'FIIs e BDRs são negociados na B3, em reais: use uma conta de investimentos em reais (um REIT no exterior é uma ação)',
    ]);
    const fromReais = await as.post('/variable-income/trades', {
      ...base,
      ticker: 'VOO',
      cashAccountId: itau.id,
    });
    const otherCurrency =
      'A conta do dinheiro deve ser em US$, como a conta de investimentos: para trocar de moeda, faça antes uma transferência entre as contas';
    expect([fromReais.status, fromReais.body.error.message]).toEqual([400, otherCurrency]);
    const income = await as.post('/variable-income/incomes', {
      holdingId: vooId,
      kind: 'dividendo',
      date: '2025-11-03',
      amount: 10,
      accountId: itau.id,
    });
    expect([income.status, income.body.error.message]).toEqual([400, otherCurrency]);

    const stranger = actingAs(ctx, await createUser(ctx));
    const theirs = (await stranger.get('/income-tax', { ano: 2025 })).body.data;
    expect(theirs.abroad).toBeNull();
  });
});
