import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  VARIABLE_INCOME_MESSAGES as M,
  MAX_HOLDINGS_PER_BOOK,
  MAX_INCOMES_PER_BOOK,
  MAX_TRADES_PER_BOOK,
} from '../../../common/contract/variable-income';
import { TAXES_YEAR_MESSAGE } from '../../../common/contract/variable-income-taxes';
import { download } from '../../test/attachment-files';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

const balances = async (as: Api) =>
  Object.fromEntries(
    (await as.get('/accounts')).body.data.map((a: { name: string; balance: number }) => [a.name, a.balance]),
  );

/** A person on 05/11/2026 with R$ 20.000,00 at Itaú and an empty investment account (Corretora). */
async function investor() {
  await fakeClockAt(ctx, '2026-11-05T15:00:00Z');
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  return { user, as, itau, broker };
}

async function trade(as: Api, body: Record<string, unknown>) {
  const res = await as.post('/variable-income/trades', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The one holding of the book, as GET /variable-income answers it. */
async function holdingOf(as: Api) {
  const res = await as.get('/variable-income');
  expect(res.status).toBe(200);
  return res.body.data.holdings[0];
}

/** The ledger rows of an account as the transactions list shows them: description, type and amount. */
async function rowsOf(as: Api, accountId: number) {
  const res = await as.get('/transactions', { accountId, limit: 200 });
  return res.body.data.items
    .map((t: { description: string; type: string; amount: number; categoria_name: string | null }) => [
      t.description,
      t.type,
      t.amount,
      t.categoria_name,
    ])
    .sort(
      (a: [string, string, number], b: [string, string, number]) => a[0].localeCompare(b[0]) || a[2] - b[2],
    );
}

/**
 * Buys 100 PETR4 at 30,00 + 4,90 on 02/03 and 50 at 36,00 on 01/04, paid from Itaú, and sells 120 at 40,00 − 4,90
 * on 04/05 into Itaú: common/variable-income.test.ts works the figures out.
 */
async function petr4Story(as: Api, itau: { id: number }, broker: { id: number }) {
  const base = { accountId: broker.id, ticker: 'petr4', cashAccountId: itau.id };
  const first = await trade(as, {
    ...base,
    kind: 'acao',
    name: 'Petrobras PN',
    side: 'compra',
    date: '2026-03-02',
    quantity: 100,
    price: '30,00',
    fees: 4.9,
  });
  const second = await trade(as, { ...base, side: 'compra', date: '2026-04-01', quantity: '50', price: 36 });
  const sale = await trade(as, {
    ...base,
    side: 'venda',
    date: '2026-05-04',
    quantity: 120,
    price: '40',
    fees: 4.9,
  });
  return { first, second, sale, holdingId: first.holdingId as number };
}

describe('buying and selling PETR4', () => {
  it('pays the purchases from Itaú, averages their cost with the fees, and books the gain of the sale', async () => {
    const { as, itau, broker } = await investor();
    const { first, second, sale } = await petr4Story(as, itau, broker);
    // 100 × 30,00 + 4,90 = 3.004,90; 50 × 36,00 = 1.800,00; 120 × 40,00 − 4,90 = 4.795,10.
    expect([first.amount, second.amount, sale.amount]).toEqual([3004.9, 1800, 4795.1]);
    expect(first).toMatchObject({
      ticker: 'PETR4',
      side: 'compra',
      sideLabel: 'Compra',
      quantity: '100.00000000',
    });
    expect(first).toMatchObject({
      price: '30.00000000',
      fees: 4.9,
      cashAccountId: itau.id,
      realizedGain: null,
    });
    // The 120 sold cost 4.804,90 × 120/150 = 3.843,92: gain 4.795,10 − 3.843,92 = 951,18.
    expect(sale.realizedGain).toBe(951.18);

    // Itaú: 20.000,00 − 3.004,90 − 1.800,00 + 4.795,10. Corretora: what came in (4.804,90) plus the gain (951,18)
    // less what went out (4.795,10) = 960,98, the cost of the 30 units left.
    expect(await balances(as)).toEqual({ Itaú: 19990.2, Corretora: 960.98 });
    expect(await rowsOf(as, broker.id)).toEqual([
      ['Compra: PETR4', 'RECEITA', 1800, null],
      ['Compra: PETR4', 'RECEITA', 3004.9, null],
      ['Ganho na venda: PETR4', 'RECEITA', 951.18, 'Rendimentos'],
      ['Venda: PETR4', 'DESPESA', 4795.1, null],
    ]);

    expect(await holdingOf(as)).toEqual({
      id: first.holdingId,
      accountId: broker.id,
      accountName: 'Corretora',
      currency: 'BRL',
      ticker: 'PETR4',
      name: 'Petrobras PN',
      kind: 'acao',
      kindLabel: 'Ação',
      fundClass: null,
      quantity: '30.00000000',
      // 4.804,90 / 150 = 32,0326666…; the sale leaves the average as it was.
      averagePrice: '32.03266667',
      cost: 960.98,
      price: null,
      value: null,
      unrealizedGain: null,
      incomes: 0,
      realizedGain: 951.18,
      trades: 3,
    });
    const { totals } = (await as.get('/variable-income')).body.data;
    // Without a price: its cost is the summary's Custo (the sum of the costs the holdings show) and its value
    // there, as Patrimônio counts it; no unrealized gain.
    expect(totals).toEqual({
      cost: 960.98,
      value: 960.98,
      unrealizedGain: 0,
      pricedCost: 0,
      incomes: 0,
      realizedGain: 951.18,
      unpriced: 1,
    });
  });

  it('averages after two buys, before any sale', async () => {
    const { as, broker } = await investor();
    await trade(as, {
      accountId: broker.id,
      ticker: 'PETR4',
      kind: 'acao',
      side: 'compra',
      date: '2026-03-02',
      quantity: 100,
      price: 30,
      fees: 4.9,
    });
    await trade(as, {
      accountId: broker.id,
      ticker: 'PETR4',
      side: 'compra',
      date: '2026-04-01',
      quantity: 50,
      price: 36,
    });
    // Kept in the investment account (no cash account): no ledger row moves.
    expect(await balances(as)).toEqual({ Itaú: 20000, Corretora: 0 });
    expect(await holdingOf(as)).toMatchObject({
      quantity: '150.00000000',
      averagePrice: '32.03266667',
      cost: 4804.9,
    });
  });

  it('a sale below the average is a loss, an expense of the investment account', async () => {
    const { as, broker } = await investor();
    const base = { accountId: broker.id, ticker: 'BOVA11', kind: 'etf' };
    await trade(as, { ...base, side: 'compra', date: '2026-03-02', quantity: 10, price: 50 });
    // 10 × 45,00 − 1,00 = 449,00 for units that cost 500,00: a loss of 51,00.
    const sale = await trade(as, {
      ...base,
      side: 'venda',
      date: '2026-03-03',
      quantity: 10,
      price: 45,
      fees: 1,
    });
    expect(sale.realizedGain).toBe(-51);
    expect(await rowsOf(as, broker.id)).toEqual([['Perda na venda: BOVA11', 'DESPESA', 51, null]]);
    expect(await holdingOf(as)).toMatchObject({
      quantity: '0.00000000',
      averagePrice: null,
      cost: 0,
      value: 0,
    });
  });

  it('a buy entered later but dated before the sale changes its gain, and the gain row with it', async () => {
    const { as, itau, broker } = await investor();
    const { holdingId } = await petr4Story(as, itau, broker);
    await trade(as, {
      accountId: broker.id,
      ticker: 'PETR4',
      side: 'compra',
      date: '2026-02-02',
      quantity: 100,
      price: 20,
      cashAccountId: itau.id,
    });
    // Before the sale: 250 units costing 2.000,00 + 4.804,90 = 6.804,90. The 120 sold cost 6.804,90 × 120/250 =
    // 3.266,352 → 3.266,35: gain 4.795,10 − 3.266,35 = 1.528,75. Left: 130 units costing 3.538,55.
    const trades = (await as.get('/variable-income/trades', { holdingId })).body.data;
    expect(
      trades.map((t: { date: string; realizedGain: number | null }) => [t.date, t.realizedGain]),
    ).toEqual([
      ['2026-02-02', null],
      ['2026-03-02', null],
      ['2026-04-01', null],
      ['2026-05-04', 1528.75],
    ]);
    expect(await holdingOf(as)).toMatchObject({
      quantity: '130.00000000',
      cost: 3538.55,
      realizedGain: 1528.75,
    });
    // One gain row, rewritten; the Corretora's balance is still the cost of what it holds.
    expect((await rowsOf(as, broker.id)).filter((r: string[]) => String(r[0]).startsWith('Ganho'))).toEqual([
      ['Ganho na venda: PETR4', 'RECEITA', 1528.75, 'Rendimentos'],
    ]);
    expect(await balances(as)).toEqual({ Itaú: 17990.2, Corretora: 3538.55 });
  });

  it('refuses selling more than held on the date, and a change that would make a later sale do so', async () => {
    const { as, itau, broker } = await investor();
    const { second } = await petr4Story(as, itau, broker);
    const before = await tableCounts(ctx);
    const sell = { accountId: broker.id, ticker: 'PETR4', side: 'venda', price: 40 };
    const over = await as.post('/variable-income/trades', { ...sell, date: '2026-06-01', quantity: 31 });
    expect([over.status, over.body.error.message]).toEqual([
      400,
      'Você tinha 30 unidades de PETR4 em 01/06/2026',
    ]);
    const early = await as.post('/variable-income/trades', { ...sell, date: '2026-01-05', quantity: 1 });
    expect([early.status, early.body.error.message]).toEqual([
      400,
      'Você tinha 0 unidades de PETR4 em 05/01/2026',
    ]);
    // Without the 50 bought on 01/04, the sale of 120 on 04/05 would take more than the 100 held.
    const removed = await as.delete('/variable-income/trades', { id: second.id });
    expect([removed.status, removed.body.error.message]).toEqual([
      409,
      'A venda de PETR4 em 04/05/2026 passaria das 100 unidades que você teria então: corrija ou apague essa venda antes',
    ]);
    // A backdated sale of 40 on 15/04 leaves 110 for the sale of 120.
    const backdated = await as.post('/variable-income/trades', { ...sell, date: '2026-04-15', quantity: 40 });
    expect(backdated.status).toBe(409);
    expect(backdated.body.error.message).toBe(
      M.laterOversold('venda', 'PETR4', '2026-05-04', 11_000_000_000n),
    );
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('deleting a trade deletes the ledger rows it wrote', async () => {
    const { as, itau, broker } = await investor();
    const { second, sale, holdingId } = await petr4Story(as, itau, broker);
    const deleted = await as.delete('/variable-income/trades', { id: sale.id });
    expect([deleted.status, deleted.body.data]).toEqual([200, { id: sale.id }]);
    expect(await balances(as)).toEqual({ Itaú: 15195.1, Corretora: 4804.9 });
    expect(await rowsOf(as, broker.id)).toEqual([
      ['Compra: PETR4', 'RECEITA', 1800, null],
      ['Compra: PETR4', 'RECEITA', 3004.9, null],
    ]);
    expect((await as.delete('/variable-income/trades', { id: second.id })).status).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 16995.1, Corretora: 3004.9 });
    expect(await holdingOf(as)).toMatchObject({ quantity: '100.00000000', cost: 3004.9, trades: 1 });
    const again = await as.delete('/variable-income/trades', { id: sale.id });
    expect([again.status, again.body.error.message]).toEqual([404, M.tradeNotFound]);
    expect((await as.get('/variable-income/trades', { holdingId })).body.data).toHaveLength(1);
  });

  it('a desdobro adds units at no cost and a grupamento removes some, neither touching the ledger', async () => {
    const { as, itau, broker } = await investor();
    await petr4Story(as, itau, broker);
    const base = { accountId: broker.id, ticker: 'PETR4' };
    const split = await trade(as, {
      ...base,
      side: 'desdobro',
      date: '2026-06-01',
      quantity: 30,
      price: 99,
      fees: 3,
    });
    expect(split).toMatchObject({
      side: 'desdobro',
      sideLabel: 'Desdobramento',
      price: null,
      fees: 0,
      amount: 0,
    });
    // 60 units costing the same 960,98: average 16,0163333….
    expect(await holdingOf(as)).toMatchObject({
      quantity: '60.00000000',
      averagePrice: '16.01633333',
      cost: 960.98,
    });
    await trade(as, { ...base, side: 'grupamento', date: '2026-06-02', quantity: 50 });
    expect(await holdingOf(as)).toMatchObject({
      quantity: '10.00000000',
      averagePrice: '96.09800000',
      cost: 960.98,
    });
    expect(await balances(as)).toEqual({ Itaú: 19990.2, Corretora: 960.98 });
    // The 10 left sold at 100,00: gain 1.000,00 − 960,98 = 39,02.
    const sale = await trade(as, { ...base, side: 'venda', date: '2026-07-01', quantity: 10, price: 100 });
    expect(sale.realizedGain).toBe(39.02);
    const all = await as.post('/variable-income/trades', {
      ...base,
      side: 'grupamento',
      date: '2026-07-02',
      quantity: 1,
    });
    expect([all.status, all.body.error.message]).toEqual([
      400,
      'Você tinha 0 unidades de PETR4 em 02/07/2026',
    ]);
  });

  it('crypto trades in fractions of up to 8 decimals', async () => {
    const { as, broker } = await investor();
    const base = { accountId: broker.id, ticker: 'btc', kind: 'cripto' };
    // 0,12345678 × 300.000,00 = 37.037,034 → 37.037,03.
    const bought = await trade(as, {
      ...base,
      side: 'compra',
      date: '2026-10-01',
      quantity: '0,12345678',
      price: '300.000,00',
    });
    expect(bought).toMatchObject({ quantity: '0.12345678', price: '300000.00000000', amount: 37037.03 });
    // The average is what was paid over the units: 37.037,03 / 0,12345678 = 299.999,9676.
    expect(await holdingOf(as)).toMatchObject({
      ticker: 'BTC',
      kindLabel: 'Cripto',
      averagePrice: '299999.96760000',
    });
  });
});

describe('prices', () => {
  it('values the holding at the latest price on or before today; a price of the same day replaces it', async () => {
    const { as, itau, broker } = await investor();
    const { holdingId } = await petr4Story(as, itau, broker);
    const price = (date: string, value: unknown) =>
      as.post('/variable-income/prices', { holdingId, date, price: value });
    expect((await price('2026-11-04', '38,50')).status).toBe(201);
    const today = await price('2026-11-05', 39);
    expect([today.status, today.body.data]).toEqual([
      201,
      { id: expect.any(Number), holdingId, date: '2026-11-05', value: '39.00000000' },
    ]);
    // 30 × 39,00 = 1.170,00, less the cost 960,98.
    expect(await holdingOf(as)).toMatchObject({
      price: { date: '2026-11-05', value: '39.00000000' },
      value: 1170,
      unrealizedGain: 209.02,
    });
    const replaced = await price('2026-11-05', '40,10');
    expect(replaced.body.data.id).toBe(today.body.data.id);
    expect(await holdingOf(as)).toMatchObject({ value: 1203, unrealizedGain: 242.02 });
    expect((await as.get('/variable-income')).body.data.totals).toEqual({
      cost: 960.98,
      value: 1203,
      unrealizedGain: 242.02,
      pricedCost: 960.98,
      incomes: 0,
      realizedGain: 951.18,
      unpriced: 0,
    });
    const future = await price('2026-11-06', 41);
    expect([future.status, future.body.error.message]).toEqual([400, M.priceFuture]);

    // Newest first, a page at a time.
    const first = (await as.get('/variable-income/prices', { holdingId, limit: 1 })).body.data;
    expect(first).toEqual({
      items: [{ id: today.body.data.id, holdingId, date: '2026-11-05', value: '40.10000000' }],
      nextCursor: '2026-11-05',
    });
    const next = (await as.get('/variable-income/prices', { holdingId, limit: 1, cursor: first.nextCursor }))
      .body.data;
    expect(next).toMatchObject({ items: [{ date: '2026-11-04', value: '38.50000000' }], nextCursor: null });

    // A price dated after today (as an import could bring) is not today's.
    await ctx.database.db.execute(sql`insert into variable_income_prices (book_id, holding_id, priced_on, price)
      select book_id, id, date '2026-11-20', 50 from variable_income_holdings where id = ${holdingId}`);
    expect((await holdingOf(as)).price).toEqual({ date: '2026-11-05', value: '40.10000000' });
    expect((await as.delete('/variable-income/prices', { id: today.body.data.id })).status).toBe(200);
    expect(await holdingOf(as)).toMatchObject({ price: { date: '2026-11-04' }, value: 1155 });
  });
});

describe('the return', () => {
  it('is money-weighted over what went in, came out and is worth today', async () => {
    const { as, broker } = await investor();
    const { holdingId } = await trade(as, {
      accountId: broker.id,
      ticker: 'IVVB11',
      kind: 'etf',
      side: 'compra',
      date: '2025-11-05',
      quantity: 100,
      price: 10,
    });
    // No price: the value today is not known, nor the return.
    expect((await as.get('/variable-income')).body.data.returns).toBeNull();
    await as.post('/variable-income/prices', { holdingId, date: '2026-11-05', price: 11 });
    // 1.000,00 in on 05/11/2025, worth 1.100,00 on 05/11/2026, 365 days later: 10% a year and over the period.
    expect((await as.get('/variable-income')).body.data.returns).toEqual({
      from: '2025-11-05',
      to: '2026-11-05',
      annual: 10,
      period: 10,
    });
  });
});

describe('incomes', () => {
  it('a JCP lands net of the 15% withheld, a dividend where it is sent, and a deleted one takes its row', async () => {
    const { as, itau, broker, user } = await investor();
    const { holdingId } = await petr4Story(as, itau, broker);
    const jcp = await as.post('/variable-income/incomes', {
      holdingId,
      kind: 'jcp',
      date: '2026-06-10',
      amount: 100,
      withheld: '15',
    });
    expect([jcp.status, jcp.body.data]).toEqual([
      201,
      {
        id: expect.any(Number),
        holdingId,
        ticker: 'PETR4',
        kind: 'jcp',
        kindLabel: 'JCP',
        date: '2026-06-10',
        gross: 100,
        withheld: 15,
        net: 85,
        accountId: broker.id,
      },
    ]);
    const dividend = await as.post('/variable-income/incomes', {
      holdingId,
      kind: 'dividendo',
      date: '2026-07-10',
      amount: 50.25,
      accountId: itau.id,
    });
    expect(dividend.status).toBe(201);
    expect(await balances(as)).toEqual({ Itaú: 20040.45, Corretora: 1045.98 });
    expect((await rowsOf(as, broker.id)).find((r: string[]) => r[0] === 'JCP: PETR4')).toEqual([
      'JCP: PETR4',
      'RECEITA',
      85,
      'Rendimentos',
    ]);
    expect(await holdingOf(as)).toMatchObject({ incomes: 135.25 });
    const listed = (await as.get('/variable-income/incomes', { holdingId })).body.data;
    expect(listed.map((i: { kindLabel: string; net: number }) => [i.kindLabel, i.net])).toEqual([
      ['JCP', 85],
      ['Dividendos', 50.25],
    ]);
    // The Imposto de Renda's year: the JCP among the exclusive incomes, net, with its 15% said; the dividend exempt.
    const tax = (await as.get('/income-tax', { ano: 2026 })).body.data.income;
    expect(tax.exclusive).toContainEqual({
      label: 'Juros sobre capital próprio',
      total: 85,
      note: 'Tributação exclusiva de 15% retida na fonte (Lei 9.249/1995, art. 9º, § 2º): o valor é o líquido recebido.',
    });
    expect(tax.exempt).toContainEqual({ label: 'Lucros e dividendos recebidos', total: 50.25 });
    const pdf = await download(ctx, user, '/api/v1/income-tax/pdf?ano=2026');
    expect(pdf.status).toBe(200);
    expect((await readPdfText(pdf.bytes)).flat).toContain(
      'Juros sobre capital próprio R$ 85,00 Tributação exclusiva de 15%',
    );

    expect((await as.delete('/variable-income/incomes', { id: jcp.body.data.id })).status).toBe(200);
    expect(await balances(as)).toEqual({ Itaú: 20040.45, Corretora: 960.98 });
    expect(await holdingOf(as)).toMatchObject({ incomes: 50.25 });
  });
});

describe('taxes', () => {
  it("sums each month's sales: ações up to R$ 20.000,00 exempt, above it 15% with its DARF", async () => {
    const { as, itau, broker } = await investor();
    await petr4Story(as, itau, broker);
    const base = { accountId: broker.id, ticker: 'VALE3', kind: 'acao' };
    await trade(as, { ...base, side: 'compra', date: '2026-03-02', quantity: 1000, price: 30 });
    await trade(as, { ...base, side: 'venda', date: '2026-03-10', quantity: 1000, price: 35 });
    const res = await as.get('/variable-income/taxes', { ano: 2026 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { months, summary } = res.body.data;
    const comum = (m: { regimes: Array<{ regime: string }> }) => m.regimes.find((r) => r.regime === 'comum');
    expect(months.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-05']);
    // March: R$ 35.000,00 of ações sold, over R$ 20.000,00: 15% of the R$ 5.000,00 gain, less the broker's 0,005% of
    // the R$ 35.000,00 (R$ 1,75), due on 30/04/2026 (the last business day of April).
    expect(comum(months[0])).toMatchObject({
      sales: 35000,
      gain: 5000,
      exempt: false,
      taxable: 5000,
      tax: 750,
    });
    expect(months[0].darfs).toEqual([
      expect.objectContaining({ code: '6015', irrfUsed: 1.75, pay: 748.25, dueDate: '2026-04-30' }),
    ]);
    // May: R$ 4.800,00 sold (before fees): the R$ 951,18 gain is exempt.
    expect(comum(months[1])).toMatchObject({
      sales: 4800,
      gain: 951.18,
      exemptGain: 951.18,
      exempt: true,
      tax: 0,
    });
    expect(months[1].darfs).toEqual([]);
    expect(summary).toMatchObject({ year: 2026, tax: 750, darf: 748.25, irrf: 1.75, irrfLeft: 0 });
    const bad = await as.get('/variable-income/taxes', { ano: 'abc' });
    expect([bad.status, bad.body.error.message]).toEqual([400, TAXES_YEAR_MESSAGE]);
  });
});

describe('a day trade', () => {
  it('keeps the stock held before the day out of it: its gain, the average cost left and its 20% with the 1% off', async () => {
    // 100 BBAS3 held at R$ 10,00; on 10/03 100 more bought at R$ 12,00 and 100 sold at R$ 13,00 (no fees). The day
    // trade is R$ 1.300,00 − R$ 1.200,00 = R$ 100,00 (Lei 9.959/2000, art. 8º: the stock before the day is left out),
    // so the 100 left still cost R$ 10,00 each; the average cost alone would have said R$ 200,00 and R$ 12,00.
    // Its tax: 20% of R$ 100,00 = R$ 20,00, less the broker's 1% of the day's R$ 100,00: DARF R$ 19,00 by 30/04/2026.
    const { as, broker } = await investor();
    const base = { accountId: broker.id, ticker: 'BBAS3' };
    await trade(as, { ...base, kind: 'acao', side: 'compra', date: '2026-03-02', quantity: 100, price: 10 });
    await trade(as, { ...base, side: 'compra', date: '2026-03-10', quantity: 100, price: 12 });
    const sale = await trade(as, { ...base, side: 'venda', date: '2026-03-10', quantity: 100, price: 13 });
    expect(sale.realizedGain).toBe(100);
    expect(sale.dayTrade).toEqual({ quantity: '100.00000000', gain: 100 });
    // The Operações list says which venda closed a day trade, and none of the compras.
    const listed = (await as.get('/variable-income/trades', { holdingId: sale.holdingId })).body.data;
    expect(listed.map((t: { side: string; dayTrade: unknown }) => [t.side, t.dayTrade])).toEqual([
      ['compra', null],
      ['compra', null],
      ['venda', { quantity: '100.00000000', gain: 100 }],
    ]);
    expect(await holdingOf(as)).toMatchObject({
      quantity: '100.00000000',
      averagePrice: '10.00000000',
      cost: 1000,
    });
    expect((await rowsOf(as, broker.id)).filter((r: unknown[]) => String(r[0]).startsWith('Ganho'))).toEqual([
      ['Ganho na venda: BBAS3', 'RECEITA', 100, 'Rendimentos'],
    ]);
    const { months, summary } = (await as.get('/variable-income/taxes', { ano: 2026 })).body.data;
    expect(months).toHaveLength(1);
    expect(months[0].regimes).toEqual([
      expect.objectContaining({ regime: 'daytrade', sales: 1300, gain: 100, taxable: 100, tax: 20 }),
    ]);
    expect(months[0].darfs).toEqual([
      expect.objectContaining({ code: '6015', irrfOfMonth: 1, irrfUsed: 1, pay: 19, dueDate: '2026-04-30' }),
    ]);
    expect(summary).toMatchObject({ tax: 20, irrf: 1, darf: 19 });
  });
});

describe('deleting a holding', () => {
  it('is refused while it has trades, and takes its prices and incomes when it has none', async () => {
    const { as, broker } = await investor();
    const bought = await trade(as, {
      accountId: broker.id,
      ticker: 'HGLG11',
      kind: 'fii',
      side: 'compra',
      date: '2026-10-01',
      quantity: 5,
      price: 160,
    });
    const id = bought.holdingId;
    await as.post('/variable-income/prices', { holdingId: id, date: '2026-11-01', price: 161 });
    const refused = await as.delete('/variable-income/holdings', { id });
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      'Apague as operações deste ativo antes',
    ]);
    expect((await as.delete('/variable-income/trades', { id: bought.id })).status).toBe(200);
    expect((await as.delete('/variable-income/holdings', { id })).status).toBe(200);
    expect((await as.get('/variable-income')).body.data.holdings).toEqual([]);
    expect((await as.get('/variable-income/prices', { holdingId: id })).status).toBe(404);
  });
});

describe('what is refused', () => {
  it('answers each mistake in a trade with its message and writes nothing', async () => {
    const { user, as, itau, broker } = await investor();
    const card = await createCard(ctx, user, { name: 'Visa' });
    const base = { accountId: broker.id, ticker: 'PETR4', kind: 'acao', side: 'compra', date: '2026-11-05' };
    const buy = { ...base, quantity: 10, price: 30 };
    const before = await tableCounts(ctx);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...buy, accountId: itau.id }, 400, M.accountNotInvestment],
      [{ ...buy, cashAccountId: card.id }, 400, M.cashIsCard],
      [{ ...buy, cashAccountId: broker.id }, 400, M.cashSameAccount],
      [{ ...buy, date: '2026-11-06' }, 400, M.tradeFuture],
      [{ ...buy, kind: undefined }, 400, M.kindMissing('PETR4')],
      [{ ...buy, kind: 'opcao' }, 400, M.kind],
      [{ ...buy, side: 'aluguel' }, 400, M.side],
      [{ ...buy, ticker: 'PE TR4' }, 400, M.tickerChars],
      [{ ...buy, ticker: ' ' }, 400, M.ticker],
      [{ ...buy, quantity: '0,5' }, 400, M.quantityWhole],
      [{ ...buy, quantity: 0 }, 400, M.quantityPositive],
      [{ ...buy, quantity: -1 }, 400, M.quantityPositive],
      [{ ...buy, quantity: 'dez' }, 400, M.quantityInvalid],
      [{ ...buy, quantity: '1000000001' }, 400, M.quantityTooLarge],
      [{ ...buy, kind: 'cripto', quantity: '0,000000001' }, 400, M.quantityDecimals],
      [{ ...buy, price: undefined }, 400, M.priceMissing],
      [{ ...buy, price: -1 }, 400, M.priceNegative],
      [{ ...buy, price: '1,123456789' }, 400, M.priceDecimals],
      [{ ...buy, price: 100_000_001 }, 400, M.priceTooLarge],
      [{ ...buy, fees: -1 }, 400, M.feesNegative],
      [{ ...buy, side: 'venda', price: 1, fees: 11 }, 400, M.feesAboveSale],
      [{ ...buy, quantity: 1_000_000_000, price: 100_000_000 }, 400, M.amountTooLarge],
      [{ ...buy, accountId: 999_999 }, 404, 'Conta não encontrada'],
      [{ ...buy, cashAccountId: 999_999 }, 404, 'Conta não encontrada'],
      [{ ...buy, side: 'venda' }, 400, 'Você tinha 0 unidades de PETR4 em 05/11/2026'],
    ];
    for (const [body, status, message] of cases) {
      const res = await as.post('/variable-income/trades', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('answers each mistake in a price or an income with its message', async () => {
    const { as, broker } = await investor();
    const { holdingId } = await trade(as, {
      accountId: broker.id,
      ticker: 'ITSA4',
      kind: 'acao',
      side: 'compra',
      date: '2026-10-01',
      quantity: 10,
      price: 10,
    });
    const before = await tableCounts(ctx);
    const prices: Array<[Record<string, unknown>, string]> = [
      [{ holdingId, date: '2026-11-01', price: 0 }, M.pricePositive],
      [{ holdingId, date: '2026-11-01' }, M.priceMissing],
      [{ holdingId, date: '2026-13-01', price: 1 }, 'Data inválida'],
    ];
    for (const [body, message] of prices) {
      const res = await as.post('/variable-income/prices', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const income = { holdingId, kind: 'jcp', date: '2026-11-01', amount: 100 };
    const incomes: Array<[Record<string, unknown>, string]> = [
      [{ ...income, withheld: 100 }, M.withheldAboveGross],
      [{ ...income, withheld: -1 }, M.withheldNegative],
      [{ ...income, kind: 'bonus' }, M.incomeKind],
      [{ ...income, amount: undefined }, M.incomeAmountMissing],
      [{ ...income, date: '2026-11-06' }, M.incomeFuture],
    ];
    for (const [body, message] of incomes) {
      const res = await as.post('/variable-income/incomes', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const page = await as.get('/variable-income/prices', { holdingId, limit: 500 });
    expect([page.status, page.body.error.message]).toEqual([400, M.limit]);
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it("another book's holdings, trades, prices and incomes behave as absent", async () => {
    const { as, itau, broker } = await investor();
    const { first, holdingId } = await petr4Story(as, itau, broker);
    const priceId = (await as.post('/variable-income/prices', { holdingId, date: '2026-11-01', price: 40 }))
      .body.data.id;
    const incomeId = (
      await as.post('/variable-income/incomes', {
        holdingId,
        kind: 'dividendo',
        date: '2026-06-01',
        amount: 10,
      })
    ).body.data.id;
    const stranger = await createUser(ctx);
    const them = actingAs(ctx, stranger);
    const theirs = await createAccount(ctx, stranger, { name: 'Outra', type: 'investment' });
    const before = await tableCounts(ctx);
    expect((await them.get('/variable-income')).body.data.holdings).toEqual([]);
    const answers = [
      await them.get('/variable-income/trades', { holdingId }),
      await them.get('/variable-income/prices', { holdingId }),
      await them.get('/variable-income/incomes', { holdingId }),
      await them.post('/variable-income/prices', { holdingId, date: '2026-11-02', price: 40 }),
      await them.post('/variable-income/incomes', { holdingId, kind: 'jcp', date: '2026-06-01', amount: 10 }),
      await them.delete('/variable-income/trades', { id: first.id }),
      await them.delete('/variable-income/prices', { id: priceId }),
      await them.delete('/variable-income/incomes', { id: incomeId }),
      await them.delete('/variable-income/holdings', { id: holdingId }),
      await them.post('/variable-income/trades', {
        accountId: broker.id,
        ticker: 'PETR4',
        side: 'venda',
        date: '2026-11-05',
        quantity: 1,
        price: 1,
      }),
      await them.post('/variable-income/trades', {
        accountId: theirs.id,
        ticker: 'PETR4',
        kind: 'acao',
        side: 'compra',
        date: '2026-11-05',
        quantity: 1,
        price: 1,
        cashAccountId: itau.id,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    expect(await tableCounts(ctx)).toEqual(before);
  });
});

describe('limits of a book', () => {
  /** `count` rows of a table for the person's holding, in one statement. */
  async function fill(user: TestUser, holdingId: number, table: 'trades' | 'incomes', count: number) {
    const db = ctx.database.db;
    if (table === 'trades')
      await db.execute(sql`insert into variable_income_trades (book_id, holding_id, side, traded_on, quantity, amount_cents)
        select ${user.id}, ${holdingId}, 'desdobro', date '2026-01-01', 1, 0 from generate_series(1, ${count})`);
    else
      await db.execute(sql`insert into variable_income_incomes (book_id, holding_id, kind, paid_on, gross_cents)
        select ${user.id}, ${holdingId}, 'dividendo', date '2026-01-01', 1 from generate_series(1, ${count})`);
  }

  it(`holds at most ${MAX_HOLDINGS_PER_BOOK} holdings, ${MAX_TRADES_PER_BOOK} trades and ${MAX_INCOMES_PER_BOOK} incomes`, async () => {
    const { user, as, broker } = await investor();
    const buy = {
      accountId: broker.id,
      kind: 'acao',
      side: 'compra',
      date: '2026-10-01',
      quantity: 1,
      price: 1,
    };
    const { holdingId } = await trade(as, { ...buy, ticker: 'PETR4' });
    await ctx.database.db.execute(sql`insert into variable_income_holdings (book_id, account_id, ticker, kind)
      select ${user.id}, ${broker.id}, 'T' || n, 'acao' from generate_series(2, ${MAX_HOLDINGS_PER_BOOK}) n`);
    const newTicker = await as.post('/variable-income/trades', { ...buy, ticker: 'VALE3' });
    expect([newTicker.status, newTicker.body.error.message]).toEqual([409, M.tooManyHoldings]);
    // A holding already there still takes trades.
    expect((await as.post('/variable-income/trades', { ...buy, ticker: 'PETR4' })).status).toBe(201);

    await fill(user, holdingId, 'trades', MAX_TRADES_PER_BOOK - 2);
    const tooMany = await as.post('/variable-income/trades', { ...buy, ticker: 'PETR4' });
    expect([tooMany.status, tooMany.body.error.message]).toEqual([409, M.tooManyTrades]);

    await fill(user, holdingId, 'incomes', MAX_INCOMES_PER_BOOK);
    const income = await as.post('/variable-income/incomes', {
      holdingId,
      kind: 'dividendo',
      date: '2026-11-01',
      amount: 1,
    });
    expect([income.status, income.body.error.message]).toEqual([409, M.tooManyIncomes]);
    // The prices' limit (MAX_PRICES_PER_BOOK rows) is not filled here: 200.000 rows take seconds on PGlite.
  });
});
