import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayList } from '../../../common/business-days';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import { INVESTMENT_MESSAGES } from '../../../common/contract/investments';
import { queryRows } from '../../db/connect';
import { fakeClockAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createCard,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
} from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

/** The CDI of the days the tests' CDB accrues, typed by the person as the Banco Central publishes them. */
async function typeCdi(as: Api, days: Record<string, string>) {
  for (const [data, valor] of Object.entries(days)) {
    const res = await as.post('/index-rates', { serie: 'cdi', data, valor });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

const balances = async (as: Api) =>
  Object.fromEntries(
    (await as.get('/accounts')).body.data.map((a: { name: string; balance: number }) => [a.name, a.balance]),
  );

/** A person on 05/11/2026 with R$ 20.000,00 at Itaú and an empty investment account. */
async function investor(options: { starterCategories?: boolean } = {}) {
  await fakeClockAt(ctx, '2026-11-05T15:00:00Z');
  const user = await createUser(ctx, options);
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  return { user, as, itau, broker };
}

const cdb = (accountId: number, sourceAccountId: number | null) => ({
  accountId,
  sourceAccountId,
  name: 'CDB Banco Azul',
  product: 'cdb',
  indexing: 'cdi',
  rate: '110',
  amount: 10000,
  date: '2026-10-30',
});

// 30/10, 03/11 and 04/11 are the business days before 05/11 (02/11 is Finados).
const CDI_DAYS = { '2026-10-30': '0,055131', '2026-11-03': '0,055131', '2026-11-04': '0,054985' };

describe('a CDB at 110% do CDI', () => {
  it('is applied from Itaú and is worth, on 05/11, what its rates accrued, with the taxes of a redemption today', async () => {
    const { as, itau, broker } = await investor();
    await typeCdi(as, CDI_DAYS);
    const created = await as.post('/investments', cdb(broker.id, itau.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await balances(as)).toEqual({ Itaú: 10000, Corretora: 10000 });

    const { positions, totals } = (await as.get('/investments')).body.data;
    expect(positions).toHaveLength(1);
    // 1,000606441² × 1,000604835 → 1,00181882 (B3: 16 places, then 8): R$ 10.018,18; 6 days held: IOF 80% of
    // R$ 18,18 = R$ 14,54; IR 22,5% of R$ 3,64 = R$ 0,82; net R$ 10.002,82.
    expect(positions[0]).toMatchObject({
      name: 'CDB Banco Azul',
      productLabel: 'CDB',
      indexingLabel: '110% do CDI',
      accountName: 'Corretora',
      applied: 10000,
      date: '2026-10-30',
      sourceAccountId: itau.id,
      today: {
        date: '2026-11-05',
        computedTo: '2026-11-05',
        missing: null,
        gross: 10018.18,
        yield: 18.18,
        iof: 14.54,
        incomeTax: 0.82,
        incomeTaxRate: '22,5%',
        net: 10002.82,
        days: 6,
      },
      redeemedOn: null,
    });
    expect(totals).toEqual({ applied: 10000, gross: 10018.18, net: 10002.82 });
  });

  it("without a day's CDI, shows the last computable value and refuses to redeem, saying which rate is missing", async () => {
    const { as, itau, broker } = await investor();
    await typeCdi(as, { '2026-10-30': '0,055131', '2026-11-04': '0,054985' });
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    const [position] = (await as.get('/investments')).body.data.positions;
    expect(position.today).toMatchObject({
      gross: 10006.06,
      computedTo: '2026-11-03',
      missing: { series: 'cdi', label: 'CDI', date: '2026-11-03' },
    });
    const before = await tableCounts(ctx);
    const res = await as.post('/investments/redeem', { id, date: '2026-11-05', accountId: itau.id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(INVESTMENT_MESSAGES.ratesMissing('cdi', '2026-11-03'));
    expect(res.body.error.message).toContain('Falta o CDI de 03/11/2026 em diante');
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('is redeemed into Itaú: the yield is income, the taxes an expense, the net goes back, once', async () => {
    const { as, itau, broker } = await investor({ starterCategories: true });
    await typeCdi(as, CDI_DAYS);
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;

    const preview = await as.get(`/investments/redeem-preview?id=${id}&date=2026-11-05`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ gross: 10018.18, iof: 14.54, incomeTax: 0.82, net: 10002.82 });

    const redeemed = await as.post('/investments/redeem', { id, date: '2026-11-05', accountId: itau.id });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.body.data).toMatchObject({
      redeemedOn: '2026-11-05',
      redeemedNet: 10002.82,
      today: null,
    });
    expect(await balances(as)).toEqual({ Itaú: 20002.82, Corretora: 0 });

    const rows = await queryRows<{
      description: string;
      type: string;
      amount: number;
      category: string | null;
    }>(
      ctx.database.db,
      sql`select t.description, t.type, t.amount::int as amount, c.name as category
          from transactions t left join categories c on c.id = t.category_id
          where t.transfer_id is null and t.description like '%CDB Banco Azul' order by t.type desc`,
    );
    expect(rows).toEqual([
      { description: 'Rendimento: CDB Banco Azul', type: 'RECEITA', amount: 1818, category: 'Rendimentos' },
      {
        description: 'IR e IOF do resgate: CDB Banco Azul',
        type: 'DESPESA',
        amount: 1536,
        category: 'Impostos e taxas',
      },
    ]);

    const again = await as.post('/investments/redeem', { id, date: '2026-11-05', accountId: itau.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta aplicação já foi resgatada');
    const { totals } = (await as.get('/investments')).body.data;
    expect(totals).toEqual({ applied: 0, gross: 0, net: 0 });
  });

  it('is partly redeemed: the part asked becomes a redeemed position of its own, the rest stays applied', async () => {
    const { as, itau, broker } = await investor({ starterCategories: true });
    await typeCdi(as, CDI_DAYS);
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    // R$ 4.000,00 of the R$ 10.018,18 on 05/11 (factor 1,00181882, values truncated to the cent, taxes rounded):
    // principal 10.000 × 4.000 / 10.018,18 = 3.992,7412 -> R$ 3.992,74, worth 3.992,74 × 1,00181882 = 4.000,0021
    // -> R$ 4.000,00; yield R$ 7,26; IOF 80% = 5,808 -> R$ 5,81; IR 22,5% of R$ 1,45 = 0,326 -> R$ 0,33;
    // net R$ 3.993,86. The rest, R$ 6.007,26, is worth 6.018,1861 -> R$ 6.018,18 (the two add up to the whole's
    // R$ 10.018,18); yield R$ 10,92, IOF 8,736 -> R$ 8,74, IR 22,5% of R$ 2,18 = 0,4905 -> R$ 0,49: net R$ 6.008,95.
    const preview = await as.get(`/investments/redeem-preview?id=${id}&date=2026-11-05&amount=4000`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      gross: 4000,
      yield: 7.26,
      iof: 5.81,
      incomeTax: 0.33,
      net: 3993.86,
    });

    const redeemed = await as.post('/investments/redeem', {
      id,
      date: '2026-11-05',
      accountId: itau.id,
      amount: 4000,
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.body.data).toMatchObject({
      id,
      applied: 6007.26,
      date: '2026-10-30',
      redeemedOn: null,
      today: { gross: 6018.18, yield: 10.92, iof: 8.74, incomeTax: 0.49, net: 6008.95, days: 6 },
    });
    const { positions, totals } = (await as.get('/investments')).body.data;
    expect(
      positions.map(
        (p: { name: string; applied: number; redeemedOn: string | null; redeemedNet: number | null }) => ({
          name: p.name,
          applied: p.applied,
          redeemedOn: p.redeemedOn,
          redeemedNet: p.redeemedNet,
        }),
      ),
    ).toEqual([
      { name: 'CDB Banco Azul', applied: 6007.26, redeemedOn: null, redeemedNet: null },
      { name: 'CDB Banco Azul', applied: 3992.74, redeemedOn: '2026-11-05', redeemedNet: 3993.86 },
    ]);
    expect(totals).toEqual({ applied: 6007.26, gross: 6018.18, net: 6008.95 });
    // Itaú gets the net back; the broker keeps the rest applied: 10.000 + 7,26 − 6,14 − 3.993,86.
    expect(await balances(as)).toEqual({ Itaú: 13993.86, Corretora: 6007.26 });

    // The rest is redeemed whole later the same way, asked by its whole value.
    const rest = await as.post('/investments/redeem', {
      id,
      date: '2026-11-05',
      accountId: itau.id,
      amount: 6018.18,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({
      id,
      applied: 6007.26,
      redeemedOn: '2026-11-05',
      redeemedNet: 6008.95,
    });
    expect(await balances(as)).toEqual({ Itaú: 20002.81, Corretora: 0 });
  });

  it('refuses a part above the value of the day, or of nothing, writing nothing', async () => {
    const { as, itau, broker } = await investor();
    await typeCdi(as, CDI_DAYS);
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    const before = await tableCounts(ctx);
    const redeem = (amount: unknown) =>
      as.post('/investments/redeem', { id, date: '2026-11-05', accountId: itau.id, amount });
    const above = await redeem(10018.19);
    expect(above.status).toBe(400);
    expect(above.body.error).toEqual({
      message: 'O valor bruto em 05/11/2026 é R$ 10.018,18: informe até esse valor',
      reason: 'amount',
    });
    const previewAbove = await as.get(`/investments/redeem-preview?id=${id}&date=2026-11-05&amount=10018.19`);
    expect(previewAbove.status).toBe(400);
    expect(previewAbove.body.error.message).toBe(above.body.error.message);
    expect((await redeem(0)).body.error.message).toBe('O valor deve ser maior que zero');
    expect((await redeem(-5)).status).toBe(400);
    // A position a bank sync keeps: its value is the bank's, so only the whole may be redeemed here.
    await ctx.database.db.execute(
      sql`update fixed_income_positions set provider_investment_id = 'inv-1' where id = ${id}`,
    );
    const synced = await redeem(4000);
    expect(synced.status).toBe(400);
    expect(synced.body.error).toEqual({ message: INVESTMENT_MESSAGES.partialFromBank, reason: 'amount' });
    expect(await tableCounts(ctx)).toEqual(before);
    expect(await balances(as)).toEqual({ Itaú: 10000, Corretora: 10000 });
  });

  it('kept already in the investment account: nothing moves at the application', async () => {
    const { user, as } = await investor();
    const held = await createAccount(ctx, user, { name: 'XP', type: 'investment', opening_balance: 5000 });
    const res = await as.post('/investments', { ...cdb(held.id, null), amount: 5000 });
    expect(res.status).toBe(201);
    expect(res.body.data.sourceAccountId).toBeNull();
    expect((await balances(as)).XP).toBe(5000);
  });
});

/**
 * Issue 55's CDB: R$ 10.000,00 at 110% do CDI applied on 01/03/2023, R$ 4.000,00 gross redeemed on 01/09/2023. The
 * CDI is the test's own (13,65% a.a. to 02/08/2023, 13,15% from 03/08, as TDIk in % a.d. with 6 places), imported as
 * an SGS file; every figure expected is computed here by B3's method in BigInt (TDIk to 8 places, the product of
 * 1 + TDIk × p/100 truncated to 16 places each day, the Fator DI rounded to 8, the value truncated to the cent).
 */
describe("a partial redemption to the bank's cent", () => {
  const cdiOf = (day: string) =>
    (((1 + (day >= '2023-08-03' ? 13.15 : 13.65) / 100) ** (1 / 252) - 1) * 100).toFixed(6);
  const days = businessDayList('2023-03-01', '2023-09-05');

  /** B3's value of a principal at 110% do CDI from 01/03/2023 (included) to `end` (excluded). */
  function b3Value(principalCents: number, end: string): number {
    const ONE = 10n ** 16n;
    let fator = ONE;
    for (const day of days.filter((d) => d < end)) {
      const tdik8 = BigInt(cdiOf(day).replace('.', ''));
      fator = (fator * (ONE + tdik8 * 1_100_000n * 100n)) / ONE;
    }
    return Number((BigInt(principalCents) * ((fator + 50_000_000n) / 100_000_000n)) / 100_000_000n);
  }

  it('the part and the rest add up to the whole on the day, and the net worth of the month before is the whole’s', async () => {
    await fakeClockAt(ctx, '2023-09-05T15:00:00Z');
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
    const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
    const csv = [
      '"data";"valor"',
      ...days.map((d) => `${d.split('-').reverse().join('/')};${cdiOf(d).replace('.', ',')}`),
    ];
    const imported = await as.post('/index-rates/import', { serie: 'cdi', csv: csv.join('\n') });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const { id } = (await as.post('/investments', { ...cdb(broker.id, itau.id), date: '2023-03-01' })).body
      .data;

    // The whole on 01/09: R$ 10.736,72 by B3 (Grana's daily rounding of 1 + TDIk × p said R$ 10.736,73).
    const whole = b3Value(1_000_000, '2023-09-01');
    expect(whole).toBe(1_073_672);
    const before = await as.get(`/investments/redeem-preview?id=${id}&date=2023-09-01`);
    expect(before.body.data.gross).toBe(whole / 100);
    const partPreview = await as.get(`/investments/redeem-preview?id=${id}&date=2023-09-01&amount=4000`);
    expect(partPreview.body.data.gross).toBe(4000);
    const redeemed = await as.post('/investments/redeem', {
      id,
      date: '2023-09-01',
      accountId: itau.id,
      amount: 4000,
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    const { positions } = (await as.get('/investments')).body.data;
    const part = positions.find((p: { redeemedOn: string | null }) => p.redeemedOn === '2023-09-01');
    const partCents = Math.round(part.applied * 100);
    // The part is the principal whose value that day is R$ 4.000,00.
    expect(b3Value(partCents, '2023-09-01')).toBe(400_000);

    // The rest on the redemption day is what remains of the whole: the two add up to it.
    const rest = await as.get(`/investments/redeem-preview?id=${id}&date=2023-09-01`);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(Math.round(rest.body.data.gross * 100) + 400_000).toBe(whole);
    // Today (05/09) the rest still grows with the whole: the whole's value less the part's.
    const open = positions.find((p: { id: number }) => p.id === id);
    expect(Math.round(open.today.gross * 100)).toBe(
      b3Value(1_000_000, '2023-09-05') - b3Value(partCents, '2023-09-05'),
    );

    // The net worth's 31/08: the part and the rest, held together, are the whole, and taxed as it: R$ 10.730,93
    // gross, 183 days (IR 20%) on R$ 730,93 = R$ 146,19 (taxed apart, R$ 54,46 + R$ 91,72: a cent less).
    const wholeBefore = b3Value(1_000_000, '2023-08-31');
    const incomeTax = Math.round(((wholeBefore - 1_000_000) * 20) / 100);
    const netWorth = await as.get('/net-worth', { meses: 12 });
    expect(netWorth.status, JSON.stringify(netWorth.body)).toBe(200);
    const august = netWorth.body.data.months.find((m: { month: string }) => m.month === '2023-08');
    expect(august.rendaFixa).toBe((wholeBefore - incomeTax) / 100);
    expect(august.rendaFixa).toBe(10584.74);
  });
});

describe('a prefixado with a maturity', () => {
  it('tells what it pays at maturity: 12% a.a. over 249 business days, 367 days held', async () => {
    await fakeClockAt(ctx, '2026-03-10T15:00:00Z');
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const broker = await createAccount(ctx, user, {
      name: 'Corretora',
      type: 'investment',
      opening_balance: 1000,
    });
    const res = await as.post('/investments', {
      accountId: broker.id,
      name: 'Tesouro Prefixado 2027',
      product: 'tesouro_prefixado',
      indexing: 'prefixado',
      rate: 12,
      amount: 1000,
      date: '2026-01-02',
      maturityDate: '2027-01-04',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // (1,12)^(249/252) → 1,11848997: R$ 1.118,48; IR 17,5% (367 days) of R$ 118,48 = R$ 20,734 → R$ 20,73.
    expect(res.body.data.atMaturity).toMatchObject({
      date: '2027-01-04',
      gross: 1118.48,
      yield: 118.48,
      iof: 0,
      incomeTax: 20.73,
      incomeTaxRate: '17,5%',
      net: 1097.75,
      days: 367,
    });
    expect(res.body.data.indexingLabel).toBe('12% a.a.');
  });
});

describe('a poupança', () => {
  it('earns on its anniversaries by the rule, tax-free', async () => {
    const { user, as, itau } = await investor();
    const savings = await createAccount(ctx, user, { name: 'Poupança Caixa', type: 'investment' });
    for (const [serie, data, valor] of [
      ['tr', '2026-09-10', '0,1'],
      ['selic_meta', '2026-09-10', '14,25'],
      ['tr', '2026-10-10', '0,1'],
    ] as const) {
      const typed = await as.post('/index-rates', { serie, data, valor });
      expect(typed.status, `${serie} ${data}: ${JSON.stringify(typed.body)}`).toBe(201);
    }
    const res = await as.post('/investments', {
      accountId: savings.id,
      sourceAccountId: itau.id,
      name: 'Poupança',
      product: 'poupanca',
      indexing: 'poupanca',
      amount: 1000,
      date: '2026-09-10',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 10/10: 1,001 × 1,005 − 1 = 0,6005% (meta Selic above 8,5%): R$ 6,005 → R$ 6,00; the next credit is on 10/11,
    // after today (05/11), so no rate is missing yet.
    expect(res.body.data.today).toMatchObject({
      gross: 1006,
      yield: 6,
      iof: 0,
      incomeTax: 0,
      incomeTaxRate: 'isento',
      net: 1006,
      missing: null,
    });
  });
});

describe('what is refused', () => {
  it('answers each mistake with its message and writes nothing', async () => {
    const { user, as, itau, broker } = await investor();
    const card = await createCard(ctx, user, { name: 'Visa' });
    const base = cdb(broker.id, itau.id);
    const before = await tableCounts(ctx);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, accountId: itau.id }, 400, INVESTMENT_MESSAGES.accountNotInvestment],
      [{ ...base, sourceAccountId: card.id }, 400, INVESTMENT_MESSAGES.sourceIsCard],
      [{ ...base, sourceAccountId: broker.id }, 400, INVESTMENT_MESSAGES.sourceSameAccount],
      [{ ...base, date: '2026-11-06' }, 400, INVESTMENT_MESSAGES.future],
      [{ ...base, rate: 0 }, 400, INVESTMENT_MESSAGES.rateRange('cdi')],
      [{ ...base, rate: '301' }, 400, INVESTMENT_MESSAGES.rateRange('cdi')],
      [{ ...base, rate: '110,12345' }, 400, INVESTMENT_MESSAGES.rateDecimals],
      [{ ...base, indexing: 'prefixado', rate: 101 }, 400, INVESTMENT_MESSAGES.rateRange('prefixado')],
      [{ ...base, rate: null }, 400, INVESTMENT_MESSAGES.rateMissing],
      [{ ...base, product: 'poupanca' }, 400, INVESTMENT_MESSAGES.poupancaProduct],
      [{ ...base, maturityDate: '2026-10-30' }, 400, INVESTMENT_MESSAGES.maturityBefore],
      [{ ...base, name: ' ' }, 400, INVESTMENT_MESSAGES.name],
      [{ ...base, product: 'acoes' }, 400, INVESTMENT_MESSAGES.product],
      [{ ...base, amount: 0 }, 400, 'O valor deve ser maior que zero'],
      [{ ...base, accountId: 999_999 }, 404, 'Conta não encontrada'],
    ];
    for (const [body, status, message] of cases) {
      const res = await as.post('/investments', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('a redemption before the application or in the future', async () => {
    const { as, itau, broker } = await investor();
    await typeCdi(as, CDI_DAYS);
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    const early = await as.post('/investments/redeem', { id, date: '2026-10-29', accountId: itau.id });
    expect([early.status, early.body.error.message]).toEqual([400, INVESTMENT_MESSAGES.redeemBefore]);
    const late = await as.get(`/investments/redeem-preview?id=${id}&date=2026-11-06`);
    expect([late.status, late.body.error.message]).toEqual([400, INVESTMENT_MESSAGES.redeemFuture]);
  });

  it("another book's position and accounts behave as absent", async () => {
    const { as, itau, broker } = await investor();
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    const stranger = await createUser(ctx);
    const them = actingAs(ctx, stranger);
    const theirs = await createAccount(ctx, stranger, { name: 'Outra', type: 'investment' });
    expect((await them.get('/investments')).body.data.positions).toEqual([]);
    expect((await them.get(`/investments/redeem-preview?id=${id}&date=2026-11-05`)).status).toBe(404);
    expect(
      (await them.post('/investments/redeem', { id, date: '2026-11-05', accountId: theirs.id })).status,
    ).toBe(404);
    expect((await them.delete('/investments', { id })).status).toBe(404);
    const foreignSource = await them.post('/investments', cdb(theirs.id, itau.id));
    expect([foreignSource.status, foreignSource.body.error.message]).toEqual([404, 'Conta não encontrada']);
    expect((await as.get('/investments')).body.data.positions).toHaveLength(1);
  });

  it("a shared book's leitor reads the positions and cannot write them", async () => {
    const { user } = await investor();
    const bookId = await createSharedBook(ctx, user, 'Casa');
    const owner = inBook(user, bookId);
    const ownerApi = actingAs(ctx, owner);
    const joint = await createAccount(ctx, owner, {
      name: 'Conjunta',
      type: 'checking',
      opening_balance: 3000,
    });
    const broker = await createAccount(ctx, owner, { name: 'Corretora da casa', type: 'investment' });
    const { id } = (await ownerApi.post('/investments', { ...cdb(broker.id, joint.id), amount: 2000 })).body
      .data;
    const reader = await createUser(ctx);
    await joinBook(ctx, user, reader, bookId, 'leitor');
    const readerApi = actingAs(ctx, inBook(reader, bookId));

    const seen = (await readerApi.get('/investments')).body.data.positions;
    expect(seen.map((p: { name: string; applied: number }) => [p.name, p.applied])).toEqual([
      ['CDB Banco Azul', 2000],
    ]);
    const before = await tableCounts(ctx);
    for (const res of [
      await readerApi.post('/investments', { ...cdb(broker.id, joint.id), amount: 100 }),
      await readerApi.post('/investments/redeem', { id, date: '2026-11-05', accountId: joint.id }),
      await readerApi.delete('/investments', { id }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(BOOK_MESSAGES.readOnly);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('a book holds at most 500 positions', async () => {
    const { user, as, itau, broker } = await investor();
    await ctx.database.db.execute(
      sql`insert into fixed_income_positions (book_id, account_id, name, product, indexing, rate, applied_cents, applied_on)
          select ${user.id}, ${broker.id}, 'CDB ' || n, 'cdb', 'cdi', 100, 100, '2026-10-01' from generate_series(1, 500) n`,
    );
    const res = await as.post('/investments', cdb(broker.id, itau.id));
    expect([res.status, res.body.error.message]).toEqual([409, INVESTMENT_MESSAGES.tooMany]);
    expect((await as.get('/investments')).body.data.positions).toHaveLength(500);
  });
});

describe('deleting a position', () => {
  it("removes it and keeps the application's transfer in the ledger", async () => {
    const { as, itau, broker } = await investor();
    const { id } = (await as.post('/investments', cdb(broker.id, itau.id))).body.data;
    expect((await as.delete('/investments', { id })).body.data).toEqual({ id });
    expect((await as.get('/investments')).body.data.positions).toEqual([]);
    expect(await balances(as)).toEqual({ Itaú: 10000, Corretora: 10000 });
  });
});

describe('the returns beside the CDI and the IPCA', () => {
  /**
   * The book's own CDI of 0,05% a.d. on every weekday from 04/05 to 04/11/2026 and an IPCA of 0,4% for each
   * month from April to October (the dates the Banco Central's series lacks in a test's database).
   */
  async function typedSeries(bookId: number) {
    await ctx.database.db.execute(
      sql`insert into book_index_rates (book_id, series, date, value)
          select ${bookId}::bigint, 'cdi', d::date, 0.05 from generate_series('2026-05-04'::date, '2026-11-04'::date, interval '1 day') d
          where extract(isodow from d) < 6
          union all
          select ${bookId}::bigint, 'ipca', m::date, 0.4 from generate_series('2026-04-01'::date, '2026-10-01'::date, interval '1 month') m`,
    );
  }

  it('answers each position and the portfolio money-weighted, a year and the period, with the indexes of the same days', async () => {
    const { user, as, itau, broker } = await investor();
    await typedSeries(user.id);
    const created = await as.post('/investments', { ...cdb(broker.id, itau.id), date: '2026-05-05' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const prefixado = await as.post('/investments', {
      accountId: broker.id,
      sourceAccountId: itau.id,
      name: 'Tesouro Prefixado',
      product: 'tesouro_prefixado',
      indexing: 'prefixado',
      rate: 12,
      amount: 5000,
      date: '2026-08-05',
    });
    expect(prefixado.status, JSON.stringify(prefixado.body)).toBe(201);
    const redeemed = await as.post('/investments/redeem', {
      id: prefixado.body.data.id,
      date: '2026-10-05',
      accountId: itau.id,
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);

    const { positions, returns } = (await as.get('/investments')).body.data;
    const byName = Object.fromEntries(positions.map((p: { name: string }) => [p.name, p]));
    // The CDB, 05/05 to 05/11/2026 (184 days): 128 business days (Corpus Christi 04/06, 07/09, 12/10 and 02/11
    // off); 110% of 0,05% = 0,055% a day: 1,00055^128 = 1,0729165… → R$ 10.729,16 gross. Period 7,2916% → 7,29%;
    // under a year, no rate a year is told (it would be 14,98%). The CDI 1,0005^128 − 1 = 6,6075% → 6,61%. The
    // IPCA from the 15ths: 10 of April's 30 days, May to September whole, 21 of October's 31:
    // 1,004^(1/3 + 5 + 21/31) = 1,004^6,010753 − 1 = 2,43%.
    expect(byName['CDB Banco Azul'].returns).toEqual({
      from: '2026-05-05',
      to: '2026-11-05',
      annual: null,
      period: 7.29,
      cdi: { percent: 6.61, computedTo: '2026-11-05', missing: null },
      ipca: { percent: 2.43, computedTo: '2026-11-05', missing: null },
    });
    // The prefixado, 05/08 to its redemption on 05/10 (61 days): 42 business days (07/09 off); 1,12^(42/252) →
    // 1,01906762: R$ 5.095,33 gross. Period 1,9066% → 1,91%. The CDI 1,0005^42 − 1 = 2,12%; the IPCA 10 of
    // July's 31 days, August whole, 20 of September's 30: 1,004^(10/31 + 1 + 2/3) − 1 = 0,80%.
    expect(byName['Tesouro Prefixado'].returns).toEqual({
      from: '2026-08-05',
      to: '2026-10-05',
      annual: null,
      period: 1.91,
      cdi: { percent: 2.12, computedTo: '2026-10-05', missing: null },
      ipca: { percent: 0.8, computedTo: '2026-10-05', missing: null },
    });
    // The portfolio: −10.000,00 on 05/05, −5.000,00 on 05/08 (day 92), +5.095,33 on 05/10 (day 153), +10.729,16
    // on 05/11 (day 184). At 14,5623% a year they are worth, on 05/05, −10.000,00 − 4.831,57 + 4.813,08 +
    // 10.018,49 = 0: 14,56% a year, over the 184 days 1,145623^(184/365) − 1 = 7,09% (under a year: the
    // period's only). The indexes over 05/05 to 05/11, as the CDB's.
    expect(returns).toEqual({
      from: '2026-05-05',
      to: '2026-11-05',
      annual: null,
      period: 7.09,
      cdi: { percent: 6.61, computedTo: '2026-11-05', missing: null },
      ipca: { percent: 2.43, computedTo: '2026-11-05', missing: null },
    });
  });

  it('gives no IPCA for a period without one, and no rate for a position of today', async () => {
    const { as, itau, broker } = await investor();
    await typeCdi(as, CDI_DAYS);
    await as.post('/investments', cdb(broker.id, itau.id));
    await as.post('/investments', { ...cdb(broker.id, itau.id), name: 'CDB de hoje', date: '2026-11-05' });
    const { positions } = (await as.get('/investments')).body.data;
    const byName = Object.fromEntries(positions.map((p: { name: string }) => [p.name, p]));
    // 30/10 to 05/11 (6 days): R$ 10.018,18 gross (the first test): period 0,18%, and no rate a year (11,68% a.a.
    // from six days would be a promise). The CDI 1,00055131² × 1,00054985 − 1 = 0,1654% → 0,17%. No IPCA typed:
    // October's, the period's from 15/10, is missing from the application on.
    expect(byName['CDB Banco Azul'].returns).toEqual({
      from: '2026-10-30',
      to: '2026-11-05',
      annual: null,
      period: 0.18,
      cdi: { percent: 0.17, computedTo: '2026-11-05', missing: null },
      ipca: {
        percent: null,
        computedTo: '2026-10-30',
        missing: { series: 'ipca', label: 'IPCA', date: '2026-10-30' },
      },
    });
    // Applied today: no day to make a rate of; the indexes over no day grew nothing.
    expect(byName['CDB de hoje'].returns).toMatchObject({
      from: '2026-11-05',
      to: '2026-11-05',
      annual: null,
      period: null,
    });
  });
});
