import { afterEach, describe, expect, it } from 'vitest';
import { VARIABLE_INCOME_MESSAGES as M } from '../../../common/contract/variable-income';
import { download } from '../../test/attachment-files';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { readPdfText } from '../../test/pdf-text';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
afterEach(() => realClock(ctx));

/**
 * A fundo of long term: 5.000 cotas at R$ 1,00 on 03/01/2025; its cota typed at R$ 1,20 on 30/05/2025 and R$ 1,26
 * on 28/11/2025, the year's come-cotas days (common/come-cotas.test.ts works the same figures by hand): R$ 150,00
 * (125 cotas) in May, R$ 43,88 (34,82539683 cotas) in November, R$ 193,88 in the year.
 */
async function fundHolder() {
  await fakeClockAt(ctx, '2026-03-10T15:00:00Z');
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  const bought = await as.post('/variable-income/trades', {
    accountId: broker.id,
    ticker: 'FUNDORF',
    kind: 'fundo',
    name: 'Fundo Renda Fixa LP',
    side: 'compra',
    date: '2025-01-03',
    quantity: '5000',
    price: '1',
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const holding = (await as.get('/variable-income')).body.data.holdings[0] as { id: number };
  for (const [date, price] of [
    ['2025-05-30', '1,20'],
    ['2025-11-28', '1,26'],
  ])
    expect((await as.post('/variable-income/prices', { holdingId: holding.id, date, price })).status).toBe(
      201,
    );
  return { user, as, broker, holding };
}

describe('come-cotas on the Imposto de Renda page', () => {
  it('a fundo without its class says so; given long term, May and November are withheld to the cent', async () => {
    const { as, holding, user } = await fundHolder();
    const before = (await as.get('/income-tax', { ano: 2025 })).body.data.comeCotas;
    expect(before).toEqual([
      {
        holdingId: holding.id,
        ticker: 'FUNDORF',
        name: 'Fundo Renda Fixa LP',
        fundClass: null,
        fundClassLabel: null,
        rate: null,
        events: [],
        tax: 0,
      },
    ]);

    const set = await as.put('/variable-income/holdings', { id: holding.id, fund_class: 'longo_prazo' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ id: holding.id, fundClass: 'longo_prazo' });
    expect((await as.get('/variable-income')).body.data.holdings[0].fundClass).toBe('longo_prazo');

    const [fund] = (await as.get('/income-tax', { ano: 2025 })).body.data.comeCotas;
    expect(fund).toMatchObject({
      fundClassLabel: 'Longo prazo (come-cotas de 15%)',
      rate: '15%',
      tax: 193.88,
    });
    expect(fund.events).toEqual([
      {
        date: '2025-05-30',
        quantity: '5000.00000000',
        price: '1.20000000',
        value: 6000,
        base: 5000,
        gain: 1000,
        tax: 150,
        quotasWithheld: '125.00000000',
      },
      {
        date: '2025-11-28',
        quantity: '4875.00000000',
        price: '1.26000000',
        value: 6142.5,
        base: 5850,
        gain: 292.5,
        tax: 43.88,
        quotasWithheld: '34.82539683',
      },
    ]);
    // The PDF says the same, in the page's words.
    const pdf = await download(ctx, user, '/api/v1/income-tax/pdf?ano=2025');
    expect(pdf.status).toBe(200);
    const text = (await readPdfText(pdf.bytes)).flat;
    expect(text).toContain('Come-cotas FUNDORF · Fundo Renda Fixa LP Longo prazo (come-cotas de 15%)');
    expect(text).toContain('30/05/2025 R$ 1,20 R$ 1.000,00 R$ 150,00 125');
    expect(text).toContain('28/11/2025 R$ 1,26 R$ 292,50 R$ 43,88 34,82539683');
    // Short term: 20% of the same R$ 1.000,00 in May.
    await as.put('/variable-income/holdings', { id: holding.id, fund_class: 'curto_prazo' });
    const [short] = (await as.get('/income-tax', { ano: 2025 })).body.data.comeCotas;
    expect(short.events[0]).toMatchObject({ tax: 200, quotasWithheld: '166.66666667' });
    // 2024 held nothing: no fund listed.
    expect((await as.get('/income-tax', { ano: 2024 })).body.data.comeCotas).toEqual([]);
  });

  it('refuses a class for another kind or an unknown one (400), another person’s holding (404), nothing kept', async () => {
    const { as, broker } = await fundHolder();
    await as.post('/variable-income/trades', {
      accountId: broker.id,
      ticker: 'PETR4',
      kind: 'acao',
      side: 'compra',
      date: '2025-02-03',
      quantity: '10',
      price: '30',
    });
    const holdings = (await as.get('/variable-income')).body.data.holdings as Array<{
      id: number;
      ticker: string;
    }>;
    const petr4 = holdings.find((h) => h.ticker === 'PETR4')!;
    const fund = holdings.find((h) => h.ticker === 'FUNDORF')!;
    const share = await as.put('/variable-income/holdings', { id: petr4.id, fund_class: 'longo_prazo' });
    expect(share.status).toBe(400);
    expect(share.body.error.message).toBe(M.fundClassNotFund);
    const unknown = await as.put('/variable-income/holdings', { id: fund.id, fund_class: 'medio_prazo' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('Classe tributária inválida');
    const stranger = actingAs(ctx, await createUser(ctx));
    expect(
      (await stranger.put('/variable-income/holdings', { id: fund.id, fund_class: 'acoes' })).status,
    ).toBe(404);
    expect(
      (await as.get('/variable-income')).body.data.holdings.map((h: { fundClass: unknown }) => h.fundClass),
    ).toEqual([null, null]);
  });
});
