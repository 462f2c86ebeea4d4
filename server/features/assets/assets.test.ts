import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSET_MESSAGES,
  MAX_ASSETS_PER_BOOK,
  MAX_VALUATIONS_PER_ASSET,
} from '../../../common/contract/assets';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createUser } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

const apartment = { name: 'Apartamento', kind: 'imovel', acquiredOn: '2025-12-10', acquired: 450000 };
const car = { name: 'Carro', kind: 'veiculo', acquiredOn: '2026-02-15', acquired: 80000 };

/** A person on 24/11/2026 (São Paulo), with no account: every figure of the net worth is a bem's. */
const owner = () => personAt(ctx, '2026-11-24T15:00:00Z');

/**
 * The book begins in Grana with its first account or row (the net worth counts no month before it): an account
 * with an income of R$ 100,00 on `date` makes it begin that month.
 */
async function bookSince(as: Api, date: string): Promise<void> {
  const account = await as.post('/accounts', { name: 'Conta', type: 'checking' });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const row = await as.post('/transactions', {
    type: 'RECEITA',
    amount: 100,
    date,
    description: 'Primeiro lançamento',
    accountId: account.body.data.id,
  });
  expect(row.status, JSON.stringify(row.body)).toBe(201);
}

async function create(as: Api, body: object): Promise<number> {
  const res = await as.post('/assets', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

async function value(as: Api, assetId: number, date: string, amount: number) {
  const res = await as.post('/assets/valuations', { assetId, date, value: amount });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/**
 * The apartment bought on 10/12/2025 for 450.000,00, valued 480.000,00 on 31/12/2025 and 500.000,00 on 30/06/2026;
 * the car bought on 15/02/2026 for 80.000,00, valued 72.000,00 on 01/08/2026 and sold on 20/10/2026 for 70.000,00.
 */
async function twoBens(as: Api) {
  const home = await create(as, apartment);
  await value(as, home, '2025-12-31', 480000);
  await value(as, home, '2026-06-30', 500000);
  const auto = await create(as, car);
  await value(as, auto, '2026-08-01', 72000);
  const sold = await as.put('/assets', { id: auto, ...car, soldOn: '2026-10-20', sold: 70000 });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  return { home, auto };
}

describe('GET /assets', () => {
  it('values each bem today by its latest valuation, a sold one at nothing, with the change since bought', async () => {
    const { as } = await owner();
    await twoBens(as);
    const res = await as.get('/assets');
    expect(res.status).toBe(200);
    const [home, auto] = res.body.data.assets;
    // The apartment: its latest valuation (30/06) is today's value, 500.000 − 450.000 = 50.000,00 above its price.
    expect(home).toMatchObject({
      name: 'Apartamento',
      kindLabel: 'Imóvel',
      acquired: 450000,
      valueToday: 500000,
      valuedOn: '2026-06-30',
      change: 50000,
      soldOn: null,
    });
    expect(home.valuations.map((v: { date: string; value: number }) => [v.date, v.value])).toEqual([
      ['2026-06-30', 500000],
      ['2025-12-31', 480000],
    ]);
    // The car, sold on 20/10: worth nothing to the person today; sold for 70.000, 10.000,00 below its price.
    expect(auto).toMatchObject({
      kindLabel: 'Veículo',
      valueToday: 0,
      valuedOn: null,
      soldOn: '2026-10-20',
      sold: 70000,
      change: -10000,
    });
    expect(res.body.data.totalToday).toBe(500000);
  });

  it('values a bem without valuations at what was paid for it', async () => {
    const { as } = await owner();
    await create(as, { name: 'Notebook', kind: 'outro', acquiredOn: '2026-11-24', acquired: 7999.9 });
    const [only] = (await as.get('/assets')).body.data.assets;
    expect(only).toMatchObject({ kindLabel: 'Outro bem', valueToday: 7999.9, valuedOn: null, change: 0 });
  });
});

describe('the net worth counts the bens', () => {
  it('at each month end: nothing before bought nor after sold, else the latest valuation, else the price', async () => {
    const { as } = await owner();
    await bookSince(as, '2025-12-01');
    await twoBens(as);
    const res = await as.get('/net-worth', { meses: 12 });
    expect(res.status).toBe(200);
    // By hand, from the two bens above (no interpolation between valuations); November 2025, before the apartment
    // was bought, had nothing, and is not in the answer:
    //   2025-12-31: its valuation of that very day                       480.000
    //   2026-01-31: the same                                             480.000
    //   2026-02-28 to 05-31: + the car bought on 15/02 at its price       560.000
    //   2026-06-30: the apartment's 500.000 of that day + the car 80.000  580.000
    //   2026-07-31:                                                      580.000
    //   2026-08-31, 09-30: the car's 72.000 of 01/08                      572.000
    //   2026-10-31, today: the car sold on 20/10                          500.000
    const expected = [
      480000, 480000, 560000, 560000, 560000, 560000, 580000, 580000, 572000, 572000, 500000, 500000,
    ];
    const months = res.body.data.months as Array<{ month: string; bens: number; total: number }>;
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months.map((m) => m.bens)).toEqual(expected);
    // The account's R$ 100,00 beside them.
    expect(months.map((m) => m.total)).toEqual(expected.map((bens) => bens + 100));
    expect(res.body.data.change).toEqual({ month: 0 });
  });

  it("never counts another book's bens", async () => {
    const { as } = await owner();
    await twoBens(as);
    const other = actingAs(ctx, await createUser(ctx));
    const theirs = await other.get('/net-worth', { meses: 1 });
    expect(theirs.body.data.months.map((m: { bens: number }) => m.bens)).toEqual([0]);
    expect((await other.get('/assets')).body.data).toEqual({ assets: [], totalToday: 0 });
  });
});

describe('valuations', () => {
  it('are taken from the acquisition day to today and before the sale; a second on a date replaces the first', async () => {
    const { as } = await owner();
    const home = await create(as, apartment);
    const before = await as.post('/assets/valuations', { assetId: home, date: '2025-12-09', value: 1 });
    expect(before.status).toBe(400);
    expect(before.body.error.message).toBe(
      'A avaliação deve ser na data da aquisição (10/12/2025) ou depois',
    );
    const future = await as.post('/assets/valuations', { assetId: home, date: '2026-11-25', value: 1 });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe(ASSET_MESSAGES.valuationFuture);

    // On the acquisition day and today, both accepted; the first replaced by a second of the same day.
    await value(as, home, '2025-12-10', 455000);
    await value(as, home, '2026-11-24', 510000.5);
    const replaced = await value(as, home, '2025-12-10', 452000);
    expect(replaced.valuations.map((v: { date: string; value: number }) => [v.date, v.value])).toEqual([
      ['2026-11-24', 510000.5],
      ['2025-12-10', 452000],
    ]);
    expect(replaced).toMatchObject({ valueToday: 510000.5, valuedOn: '2026-11-24', change: 60000.5 });

    // Sold on 01/11: a valuation on that day or after is refused; one of the eve is not.
    const today = replaced.valuations[0].id;
    expect((await as.delete('/assets/valuations', { id: today })).status).toBe(200);
    const sale = await as.put('/assets', { id: home, ...apartment, soldOn: '2026-11-01', sold: 505000 });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const onSale = await as.post('/assets/valuations', { assetId: home, date: '2026-11-01', value: 1 });
    expect(onSale.status).toBe(409);
    expect(onSale.body.error.message).toBe(
      'O bem foi vendido em 01/11/2026: a avaliação deve ser antes dessa data',
    );
    await value(as, home, '2026-10-31', 504000);
    await bookSince(as, '2026-10-01');
    const net = (await as.get('/net-worth', { meses: 1 })).body.data.months;
    // 31/10: the eve's valuation, 504.000; today (24/11): sold on 01/11, nothing.
    expect(net.map((m: { bens: number }) => m.bens)).toEqual([504000, 0]);
  });

  it('keep the acquisition before them and the sale after them', async () => {
    const { as } = await owner();
    const home = await create(as, apartment);
    await value(as, home, '2026-03-01', 470000);
    const later = await as.put('/assets', { id: home, ...apartment, acquiredOn: '2026-03-02' });
    expect(later.status).toBe(409);
    expect(later.body.error.message).toBe(
      'Há uma avaliação em 01/03/2026: a aquisição deve ser nesse dia ou antes',
    );
    const onIt = await as.put('/assets', { id: home, ...apartment, soldOn: '2026-03-01', sold: 1 });
    expect(onIt.status).toBe(409);
    expect(onIt.body.error.message).toBe('Há uma avaliação em 01/03/2026: a venda deve ser depois dela');
    // Moving the acquisition onto the valuation's day is fine.
    const moved = await as.put('/assets', { id: home, ...apartment, acquiredOn: '2026-03-01' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ acquiredOn: '2026-03-01', valueToday: 470000 });
  });
});

describe('the sale', () => {
  it('is recorded and undone by an edit', async () => {
    const { as } = await owner();
    const auto = await create(as, car);
    const sold = await as.put('/assets', { id: auto, ...car, soldOn: '2026-11-24', sold: 0 });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    // Sold today for nothing (a wreck): worth 0 from today, 80.000,00 lost.
    expect(sold.body.data).toMatchObject({ valueToday: 0, sold: 0, change: -80000 });
    const undone = await as.put('/assets', { id: auto, ...car, soldOn: null, sold: null });
    expect(undone.body.data).toMatchObject({ valueToday: 80000, soldOn: null, sold: null, change: 0 });
  });

  it.each([
    [{ soldOn: '2026-11-20' }, ASSET_MESSAGES.saleHalf],
    [{ sold: 1000 }, ASSET_MESSAGES.saleHalf],
    [{ soldOn: '2026-02-15', sold: 1000 }, ASSET_MESSAGES.saleBefore],
    [{ soldOn: '2026-11-25', sold: 1000 }, ASSET_MESSAGES.saleFuture],
    [{ soldOn: '2026-11-20', sold: -1 }, ASSET_MESSAGES.negative],
  ])('refuses %o: %s', async (sale, message) => {
    const { as } = await owner();
    const auto = await create(as, car);
    const before = await tableCounts(ctx);
    const res = await as.put('/assets', { id: auto, ...car, ...sale });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await tableCounts(ctx)).toEqual(before);
    expect((await as.get('/assets')).body.data.assets[0]).toMatchObject({ soldOn: null, valueToday: 80000 });
  });
});

describe('validation', () => {
  it.each([
    [{ ...apartment, name: '  ' }, ASSET_MESSAGES.name],
    [{ ...apartment, name: 'x'.repeat(81) }, ASSET_MESSAGES.nameTooLong],
    [{ ...apartment, kind: 'barco' }, ASSET_MESSAGES.kind],
    [{ ...apartment, acquired: 0 }, 'O valor deve ser maior que zero'],
    [{ ...apartment, acquired: 10.001 }, 'Use no máximo 2 casas decimais'],
    [{ ...apartment, acquiredOn: '2026-02-30' }, 'Data inválida'],
    [{ ...apartment, notes: 'x'.repeat(201) }, ASSET_MESSAGES.notesTooLong],
  ])('refuses a bem %#: %s', async (body, message) => {
    const { as } = await owner();
    const res = await as.post('/assets', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await as.get('/assets')).body.data.assets).toEqual([]);
  });

  it('refuses a negative or missing valuation', async () => {
    const { as } = await owner();
    const home = await create(as, apartment);
    const negative = await as.post('/assets/valuations', { assetId: home, date: '2026-01-01', value: -5 });
    expect(negative.body.error.message).toBe(ASSET_MESSAGES.negative);
    const missing = await as.post('/assets/valuations', { assetId: home, date: '2026-01-01' });
    expect(missing.body.error.message).toBe(ASSET_MESSAGES.valueMissing);
    expect([negative.status, missing.status]).toEqual([400, 400]);
    // A valuation of zero is a value (a car lost in a flood).
    expect((await value(as, home, '2026-01-01', 0)).valueToday).toBe(0);
  });
});

describe('limits', () => {
  it(`holds at most ${MAX_ASSETS_PER_BOOK} bens per book`, async () => {
    const { as } = await owner();
    const first = await create(as, apartment);
    await ctx.database.db.execute(
      sql`insert into assets (book_id, name, kind, acquired_on, acquired_cents)
          select book_id, 'Bem ' || n, 'outro', '2026-01-01', 100 from assets, generate_series(2, ${sql.raw(String(MAX_ASSETS_PER_BOOK))}) n
          where id = ${first}`,
    );
    expect((await as.get('/assets')).body.data.assets).toHaveLength(MAX_ASSETS_PER_BOOK);
    const res = await as.post('/assets', car);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Um livro pode ter até 100 bens');
  });

  it(`holds at most ${MAX_VALUATIONS_PER_ASSET} valuations per bem; replacing one still works`, async () => {
    const { as } = await owner();
    const home = await create(as, apartment);
    // One a day from the acquisition: 10/12/2025 plus 239 days (21 left of December, then 31, 28, 31, 30, 31, 30,
    // 31 and 6) is 06/08/2026, the last of them.
    await ctx.database.db.execute(
      sql`insert into asset_valuations (book_id, asset_id, date, value_cents)
          select book_id, id, acquired_on + n, 45000000 + n from assets, generate_series(0, ${sql.raw(String(MAX_VALUATIONS_PER_ASSET - 1))}) n
          where id = ${home}`,
    );
    const more = await as.post('/assets/valuations', { assetId: home, date: '2026-11-01', value: 1 });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(ASSET_MESSAGES.tooManyValuations);
    const again = await value(as, home, '2026-08-06', 490000);
    expect(again.valuations).toHaveLength(MAX_VALUATIONS_PER_ASSET);
    expect(again).toMatchObject({ valueToday: 490000, valuedOn: '2026-08-06' });
  });
});

describe("another book's bens", () => {
  it('answer as absent (404) to every route, and nothing changes', async () => {
    const { as } = await owner();
    const { home } = await twoBens(as);
    const valuation = (await as.get('/assets')).body.data.assets[0].valuations[0].id;
    const other = actingAs(ctx, await createUser(ctx));
    const before = await tableCounts(ctx);
    const answers = await Promise.all([
      other.put('/assets', { id: home, ...apartment, name: 'Meu' }),
      other.delete('/assets', { id: home }),
      other.post('/assets/valuations', { assetId: home, date: '2026-01-01', value: 1 }),
      other.delete('/assets/valuations', { id: valuation }),
    ]);
    expect(answers.map((r) => [r.status, r.body.error.message])).toEqual([
      [404, ASSET_MESSAGES.notFound],
      [404, ASSET_MESSAGES.notFound],
      [404, ASSET_MESSAGES.notFound],
      [404, ASSET_MESSAGES.valuationNotFound],
    ]);
    expect(await tableCounts(ctx)).toEqual(before);
    expect((await as.get('/assets')).body.data.assets[0]).toMatchObject({
      name: 'Apartamento',
      valueToday: 500000,
    });
  });
});

describe('DELETE /assets', () => {
  it('deletes the bem with its valuations', async () => {
    const { as } = await owner();
    const { home } = await twoBens(as);
    const before = await tableCounts(ctx);
    const res = await as.delete('/assets', { id: home });
    expect(res.status).toBe(200);
    const after = await tableCounts(ctx);
    expect(after.assets).toBe((before.assets ?? 0) - 1);
    expect(after.asset_valuations).toBe((before.asset_valuations ?? 0) - 2);
    expect((await as.get('/assets')).body.data.assets.map((a: { name: string }) => a.name)).toEqual([
      'Carro',
    ]);
  });
});
