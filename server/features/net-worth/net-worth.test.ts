import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { NET_WORTH_MONTHS_MESSAGE } from '../../../common/contract/net-worth';
import { personAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createCard,
  createSharedBook,
  createTransaction,
  createUser,
  inBook,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/**
 * Moves an account's registration to `instant`: an account's opening balance counts from the month it was registered
 * (or of its first row, if earlier), and PostgreSQL stamps created_at by its own clock, which the tests cannot move.
 */
async function registeredOn(accountId: number, instant: string) {
  await ctx.database.db.execute(sql`update accounts set created_at = ${instant} where id = ${accountId}`);
}

/** Reais added as integer cents, so each expected figure is an exact sum the test makes itself. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

/**
 * The person on 24/11/2026 (São Paulo), over September, October and November:
 * - Itaú (checking, opening 5.000,00): salary 3.000,00 on 05/09 and 05/11, pharmacy 123,45 on 12/10, insurance
 *   150,00 registered for 28/11 (later than today);
 * - Nubank (card, closes 3, due 10, paid by Itaú): groceries 400,00 on 10/09 (October's bill, paid in full on
 *   05/10), restaurant 250,50 on 20/10 (November's bill, 100,00 paid on 08/11, the rest overdue and carried into
 *   December's), pharmacy 89,90 on 10/11 and a 300,00 phone in 3x of 100,00 on 20/11 (the first in December's
 *   bill, dated today's month; the others dated 20/12 and 20/01);
 * - XP (investment): transfers from Itaú of 1.000,00 on 15/09 and 500,00 on 15/10, and 200,00 registered for 26/11.
 */
async function threeMonths(user: TestUser, as: ReturnType<typeof actingAs>) {
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  const xp = await createAccount(ctx, user, { name: 'XP', type: 'investment' });
  const expense = (accountId: number, amount: number, date: string, extra: object = {}) =>
    createTransaction(ctx, user, accountId, { amount, date, description: 'Gasto', ...extra });
  const transfer = (amount: number, date: string) =>
    succeeded(as.post('/transfers', { date, amount, fromAccountId: itau.id, toAccountId: xp.id }));
  const pay = (month: string, amount: number, date: string) =>
    succeeded(
      as.post('/cards/bills/pay', {
        account_id: nubank.id,
        month,
        from_account_id: itau.id,
        amount,
        date,
      }),
    );

  // September
  await expense(itau.id, 3000, '2026-09-05', { type: 'RECEITA', description: 'Salário' });
  await expense(nubank.id, 400, '2026-09-10');
  await transfer(1000, '2026-09-15');
  // October
  await pay('2026-10', 400, '2026-10-05');
  await expense(itau.id, 123.45, '2026-10-12');
  await transfer(500, '2026-10-15');
  await expense(nubank.id, 250.5, '2026-10-20');
  // November (today the 24th)
  await expense(itau.id, 3000, '2026-11-05', { type: 'RECEITA', description: 'Salário' });
  await pay('2026-11', 100, '2026-11-08');
  await expense(nubank.id, 89.9, '2026-11-10');
  await expense(nubank.id, 300, '2026-11-20', { installments: 3 });
  await expense(itau.id, 150, '2026-11-28');
  await transfer(200, '2026-11-26');
  return { itau, nubank, xp };
}

// The figures worked out by hand from the rows above.
const september = {
  caixa: total(5000, 3000, -1000),
  rendaFixa: total(1000),
  // No holding of renda variável in this book (server/features/variable-income counts them).
  rendaVariavel: 0,
  // No bem in this book (server/features/assets/assets.test.ts counts them).
  bens: 0,
  dividas: total(-400),
};
const october = {
  caixa: total(5000, 3000, -1000, -400, -123.45, -500),
  rendaFixa: total(1000, 500),
  rendaVariavel: 0,
  bens: 0,
  dividas: total(-400, 400, -250.5),
};
// Today: the 28/11 insurance and the 26/11 transfer are not money moved yet; of the phone only the first installment.
const november = {
  caixa: total(5000, 3000, -1000, -400, -123.45, -500, 3000, -100),
  rendaFixa: total(1000, 500),
  rendaVariavel: 0,
  bens: 0,
  dividas: total(-400, 400, -250.5, 100, -89.9, -100),
};
const sum = (m: { caixa: number; rendaFixa: number; dividas: number }) =>
  total(m.caixa, m.rendaFixa, m.dividas);

describe('GET /net-worth', () => {
  it("answers each month's end by class, the current month as of today, and the change from last month", async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const { itau } = await threeMonths(user, as);

    const res = await as.get('/net-worth', { meses: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { months, change } = res.body.data;
    expect(months.map((m: { real: unknown; [k: string]: unknown }) => ({ ...m, real: undefined }))).toEqual([
      { month: '2026-09', date: '2026-09-30', total: 7600, ...september, real: undefined },
      { month: '2026-10', date: '2026-10-31', total: 7226.05, ...october, real: undefined },
      { month: '2026-11', date: '2026-11-24', total: 10036.15, ...november, real: undefined },
    ]);
    // The totals above, checked against the classes added by hand.
    expect([sum(september), sum(october), sum(november)]).toEqual([7600, 7226.05, 10036.15]);
    expect(change).toEqual({ month: total(10036.15, -7226.05) });
    expect(change.month).toBe(2810.1);
    expect(res.body.data.accounts).toBe(3);

    // The default is 24 months back, but the book begins in September: Itaú, registered this month, has its first
    // row then, and of the months before Grana knows nothing.
    const longer = await as.get('/net-worth');
    expect(longer.status).toBe(200);
    expect(longer.body.data.months.map((m: { month: string }) => m.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
    ]);

    // Registered in March 2025, Itaú holds its opening balance from then: 21 month ends, the ones before September
    // with the opening balance only.
    await registeredOn(itau.id, '2025-03-10T15:00:00Z');
    const registered = (await as.get('/net-worth')).body.data.months;
    expect(registered).toHaveLength(21);
    expect(registered[0]).toMatchObject({
      month: '2025-03',
      date: '2025-03-31',
      total: 5000,
      caixa: 5000,
      rendaFixa: 0,
      rendaVariavel: 0,
      dividas: 0,
    });
    expect(registered.slice(-3)).toEqual(months);
  });

  it("agrees with the dashboard: this month's total is 'Saldo em contas' plus the cards' balances today", async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const { nubank } = await threeMonths(user, as);

    const [worth, dashboard, accounts] = await Promise.all([
      as.get('/net-worth', { meses: 1 }),
      as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' }),
      as.get('/accounts'),
    ]);
    const current = worth.body.data.months.at(-1);
    const balances = dashboard.body.data.balances;
    const card = accounts.body.data.find((a: { id: number }) => a.id === nubank.id);
    // shared/balances.ts: 'Saldo em contas' is the active everyday money accounts today (no card, no investment
    // account: common/money-accounts.ts); the net worth adds the renda fixa.
    expect(balances.accounts).toBe(november.caixa);
    expect(current.total).toBe(total(balances.accounts, november.rendaFixa, card.balance_today));
    expect(card.balance_today).toBe(november.dividas);
    // 'Faturas a pagar' is here what the card owes today (no row of the open bill is dated after today), so the
    // net worth is 'Saldo líquido' plus the renda fixa; the later installments ('Parcelas futuras', 200,00) are
    // counted by neither.
    expect(balances.bills_to_pay).toBe(total(-november.dividas));
    expect(balances.future_installments).toBe(200);
    expect(current.total).toBe(total(balances.net, november.rendaFixa));
  });

  it('counts an archived account while it has a balance', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1000 });
    const cofre = await createAccount(ctx, user, { name: 'Cofre', type: 'cash', opening_balance: 300 });
    await createTransaction(ctx, user, cofre.id, { amount: 120, date: '2026-10-10' });
    await succeeded(as.post('/accounts/archive', { id: cofre.id }));

    // The book begins in October with the Cofre's first row: September had nothing. Itaú, registered in November,
    // holds its opening balance from the book's beginning too (registered later, not opened later: its balance
    // is no gain of November's).
    const res = await as.get('/net-worth', { meses: 2 });
    expect(res.body.data.months.map((m: { caixa: number }) => m.caixa)).toEqual([
      total(1000, 300, -120),
      total(1000, 300, -120),
    ]);
    expect(res.body.data.change).toEqual({ month: 0 });
    // 'Saldo em contas' leaves the archived account out; the net worth does not.
    const balances = (await as.get('/accounts/balances')).body.data;
    expect(balances.accounts).toBe(1000);
    expect(itau.id).toBeGreaterThan(0);
  });

  it("never counts another book's accounts", async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    await threeMonths(user, as);
    const other = await createUser(ctx);
    const theirs = await createAccount(ctx, other, { name: 'Outra', opening_balance: 99_999 });
    await createTransaction(ctx, other, theirs.id, { amount: 1234.56, date: '2026-11-02' });

    const mine = await as.get('/net-worth', { meses: 2 });
    expect(mine.body.data.months.map((m: { total: number }) => m.total)).toEqual([7600, 7226.05, 10036.15]);
    const their = await actingAs(ctx, other).get('/net-worth', { meses: 2 });
    expect(their.body.data.months.map((m: { total: number }) => m.total)).toEqual([total(99_999, -1234.56)]);
    expect(their.body.data.accounts).toBe(1);
  });

  it('answers a book without accounts with this month at zero and no accounts', async () => {
    const { as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const res = await as.get('/net-worth', { meses: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data.accounts).toBe(0);
    expect(res.body.data.months).toMatchObject([{ month: '2026-11', date: '2026-11-24', total: 0 }]);
    expect(res.body.data.change).toEqual({ month: 0 });
  });

  it.each([
    ['0', 0],
    ['121', 121],
    ['1,5', '1.5'],
    ['texto', 'doze'],
  ])('refuses meses=%s with a Portuguese 400', async (_label, meses) => {
    const as = actingAs(ctx, await createUser(ctx));
    const res = await as.get('/net-worth', { meses });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NET_WORTH_MONTHS_MESSAGE);
  });

  it('lets a leitor of a shared book read its net worth', async () => {
    const { user: dono, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const casa = await createSharedBook(ctx, dono, 'Casa');
    const leitora = await createUser(ctx, { name: 'Lia Leitora' });
    await joinBook(ctx, dono, leitora, casa, 'leitor');
    const inCasa = inBook(dono, casa);
    const conta = await createAccount(ctx, inCasa, { name: 'Conta da casa', opening_balance: 2000 });
    await registeredOn(conta.id, '2026-10-20T15:00:00Z');
    await createTransaction(ctx, inCasa, conta.id, { amount: 80, date: '2026-11-03' });
    // The dono's personal book is not the shared one's.
    await createAccount(ctx, dono, { name: 'Pessoal', opening_balance: 500 });

    const res = await actingAs(ctx, inBook(leitora, casa)).get('/net-worth', { meses: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.months.map((m: { total: number }) => m.total)).toEqual([2000, 1920]);
    expect(res.body.data.change).toEqual({ month: -80 });
    expect((await as.get('/net-worth', { meses: 1 })).body.data.months.at(-1).total).toBe(500);
  });
});

describe('GET /net-worth in real terms', () => {
  it('deflates each total by the IPCA of the months after it, and says from when the IPCA is missing', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const { itau } = await threeMonths(user, as);

    // No IPCA: October's is what September's total needs (November's own is not published before it ends).
    const without = (await as.get('/net-worth', { meses: 2 })).body.data;
    expect(without.months.map((m: { real: number | null }) => m.real)).toEqual([null, 7226.05, 10036.15]);
    expect(without.ipcaMissingFrom).toBe('2026-10');
    expect(without.ipcaThrough).toBe('2026-10');

    // IPCA of 0,50% in October: September's 7.600,00 is 7.638,00 in today's money.
    const typed = await as.post('/index-rates', { serie: 'ipca', data: '2026-10-01', valor: '0,50' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const withIpca = (await as.get('/net-worth', { meses: 2 })).body.data;
    expect(withIpca.months.map((m: { real: number | null }) => m.real)).toEqual([7638, 7226.05, 10036.15]);
    expect(withIpca.ipcaMissingFrom).toBeNull();

    // Three months back, with Itaú registered in August: August's total (5.000,00, the opening balance) needs
    // September's IPCA too: 0,25% missing first, then typed: 5.000,00 x 1,0025 x 1,005 = 5.037,5625 -> 5.037,56.
    await registeredOn(itau.id, '2026-08-20T15:00:00Z');
    const longer = (await as.get('/net-worth', { meses: 3 })).body.data;
    expect(longer.months.map((m: { real: number | null }) => m.real)).toEqual([
      null,
      7638,
      7226.05,
      10036.15,
    ]);
    expect(longer.ipcaMissingFrom).toBe('2026-09');
    await succeeded(as.post('/index-rates', { serie: 'ipca', data: '2026-09-01', valor: '0,25' }));
    const chained = (await as.get('/net-worth', { meses: 3 })).body.data;
    expect(chained.months[0]).toMatchObject({ month: '2026-08', total: 5000, real: 5037.56 });
    expect(chained.ipcaMissingFrom).toBeNull();
  });
});

describe('GET /net-worth with bens', () => {
  it('counts them as their own class, beside the accounts, in the total', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    await threeMonths(user, as);
    // A car bought on 01/10 for 50.000,00 (no account paid it here), valued 52.000,00 on 10/11.
    const car = await succeeded(
      as.post('/assets', { name: 'Carro', kind: 'veiculo', acquiredOn: '2026-10-01', acquired: 50000 }),
    );
    await succeeded(as.post('/assets/valuations', { assetId: car.id, date: '2026-11-10', value: 52000 }));
    const res = await as.get('/net-worth', { meses: 2 });
    expect(res.status).toBe(200);
    const months = res.body.data.months as Array<{ bens: number; total: number; caixa: number }>;
    // September before the purchase; October at its price; today at the valuation of 10/11.
    expect(months.map((m) => m.bens)).toEqual([0, 50000, 52000]);
    expect(months.map((m) => m.caixa)).toEqual([september.caixa, october.caixa, november.caixa]);
    expect(months.map((m) => m.total)).toEqual([7600, total(7226.05, 50000), total(10036.15, 52000)]);
    expect(res.body.data.change).toEqual({ month: total(10036.15, 52000, -7226.05, -50000) });
  });
});

describe('GET /net-worth with fixed-income positions', () => {
  it("counts the investment account's ledger balance plus what its open positions would bring, after taxes, by each date", async () => {
    // investments.test.ts's CDB: R$ 10.000,00 at 110% do CDI from Itaú on 30/10, worth R$ 10.018,18 gross on
    // 05/11 and R$ 10.002,82 if redeemed then (IOF R$ 14,54, IR R$ 0,82).
    const { user, as } = await personAt(ctx, '2026-11-05T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
    const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
    for (const [data, valor] of [
      ['2026-10-30', '0,055131'],
      ['2026-11-03', '0,055131'],
      ['2026-11-04', '0,054985'],
    ]) {
      await succeeded(as.post('/index-rates', { serie: 'cdi', data, valor }));
    }
    await succeeded(
      as.post('/investments', {
        accountId: broker.id,
        sourceAccountId: itau.id,
        name: 'CDB Banco Azul',
        product: 'cdb',
        indexing: 'cdi',
        rate: '110',
        amount: 10000,
        date: '2026-10-30',
      }),
    );

    const res = await as.get('/net-worth', { meses: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 31/10: one day of 110% of 0,055131% -> x 1,000606441 (Fator DI 1,00060644): R$ 10.006,06 gross; one day
    // held: IOF 96% of R$ 6,06 = R$ 5,82, IR 22,5% of R$ 0,24 = R$ 0,05: net R$ 10.000,19. 05/11: three days,
    // R$ 10.018,18 gross, six days held: IOF 80% of R$ 18,18 = R$ 14,54, IR 22,5% of R$ 3,64 = R$ 0,82:
    // net R$ 10.002,82.
    expect(res.body.data.months).toEqual([
      {
        month: '2026-10',
        date: '2026-10-31',
        caixa: 10000,
        rendaFixa: 10000.19,
        rendaVariavel: 0,
        bens: 0,
        dividas: 0,
        total: 20000.19,
        real: 20000.19,
      },
      {
        month: '2026-11',
        date: '2026-11-05',
        caixa: 10000,
        rendaFixa: 10002.82,
        rendaVariavel: 0,
        bens: 0,
        dividas: 0,
        total: 20002.82,
        real: 20002.82,
      },
    ]);
    expect(res.body.data.change).toEqual({ month: 2.63 });
    // 'Saldo em contas' leaves the Corretora out (what was applied is not money at hand); the net worth its value.
    const balances = (await as.get('/accounts/balances')).body.data;
    expect(res.body.data.months[1].total).toBe(total(balances.accounts, 10002.82));
  });
});

describe('GET /net-worth with renda variável', () => {
  it('moves the holdings out of renda fixa at their cost and counts them in renda variável at their latest price', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const { itau, xp } = await threeMonths(user, as);
    const trade = (body: object) =>
      succeeded<{ holdingId: number }>(
        as.post('/variable-income/trades', { accountId: xp.id, ticker: 'PETR4', kind: 'acao', ...body }),
      );
    // 10/10: 100 PETR4 at 30,00 + 4,90 of fees, paid from Itaú: cost 3.004,90.
    const bought = await trade({
      side: 'compra',
      date: '2026-10-10',
      quantity: 100,
      price: '30',
      fees: 4.9,
      cashAccountId: itau.id,
    });
    // 31/10: quoted at 35,00.
    await succeeded(
      as.post('/variable-income/prices', { holdingId: bought.holdingId, date: '2026-10-31', price: '35' }),
    );
    // 03/11: 40 more at 36,00 with money already in XP (1.440,00): 140 units costing 4.444,90.
    await trade({ side: 'compra', date: '2026-11-03', quantity: 40, price: '36' });
    // 04/11: 30 sold at 40,00 to Itaú (1.200,00): their cost is 4.444,90 x 30 / 140 = 952,4785... -> 952,48, a gain
    // of 247,52; 110 units left costing 3.492,42.
    await trade({ side: 'venda', date: '2026-11-04', quantity: 30, price: '40', cashAccountId: itau.id });
    // 20/11: quoted at 38,00: 110 x 38,00 = 4.180,00.
    await succeeded(
      as.post('/variable-income/prices', { holdingId: bought.holdingId, date: '2026-11-20', price: '38' }),
    );

    const res = await as.get('/net-worth', { meses: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const months = res.body.data.months;
    expect(months.map((m: { rendaVariavel: number }) => m.rendaVariavel)).toEqual([0, 3500, 4180]);
    // XP's balance less what its holdings cost: the transfers of 1.000,00 and 500,00, less the 1.440,00 of 03/11.
    expect(months.map((m: { rendaFixa: number }) => m.rendaFixa)).toEqual([1000, 1500, total(1500, -1440)]);
    expect(months.map((m: { caixa: number }) => m.caixa)).toEqual([
      september.caixa,
      total(october.caixa, -3004.9),
      total(november.caixa, -3004.9, 1200),
    ]);
    expect(months.map((m: { total: number }) => m.total)).toEqual([
      7600,
      total(7226.05, 3500, -3004.9),
      total(10036.15, -1500, -3004.9, 1200, 60, 4180),
    ]);
    // The account's ledger balance is the cash part plus the holdings' cost: 60,00 + 3.492,42.
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; balance_today: number }>;
    expect(accounts.find((a) => a.id === xp.id)?.balance_today).toBe(total(60, 3492.42));
  });
});

/**
 * Issue 74, the walk's point 3: a newcomer's history holds the card's purchases but not the bills' payments, so
 * Grana's card owes more than the bank says; "Conferir saldo" with the bank's figure moves the card's opening
 * balance up, and the card stands in credit in the months before its purchases. Dívidas showed that credit as a
 * positive debt in those months and a negative one later.
 */
describe('GET /net-worth after "Conferir saldo" left a card in credit', () => {
  it('counts what a card owes in Dívidas, never above zero, and a card in credit as money at hand', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 2000 });
    const nubank = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
    await createTransaction(ctx, user, nubank.id, {
      amount: 900,
      date: '2026-09-10',
      description: 'Mercado',
    });
    await createTransaction(ctx, user, nubank.id, {
      amount: 700,
      date: '2026-10-10',
      description: 'Mercado',
    });
    await createTransaction(ctx, user, nubank.id, {
      amount: 300,
      date: '2026-11-10',
      description: 'Mercado',
    });
    // The bank says the card owes 300,00 today: the opening balance takes the 1.600,00 Grana never saw paid.
    const reconciled = await as.post(`/accounts/${nubank.id}/reconciliation`, {
      date: '2026-11-24',
      balance: -300,
      opening: true,
    });
    expect(reconciled.status, JSON.stringify(reconciled.body)).toBe(200);
    expect(reconciled.body.data.opening).toEqual({ before: 0, after: 1600 });

    const months = (await succeeded<any>(as.get('/net-worth', { meses: 3 }))).months as Array<{
      month: string;
      total: number;
      caixa: number;
      dividas: number;
    }>;
    const shown = months.map(({ month, total, caixa, dividas }) => ({ month, total, caixa, dividas }));
    // September: the card 1.600,00 − 900,00 = 700,00 in credit (money at hand, no debt); October 1.600,00 − 1.600,00
    // = 0; November it owes 300,00. The totals are the balances' sum, as before.
    expect(shown).toEqual([
      { month: '2026-09', total: total(2000, 700), caixa: total(2000, 700), dividas: 0 },
      { month: '2026-10', total: 2000, caixa: 2000, dividas: 0 },
      { month: '2026-11', total: total(2000, -300), caixa: 2000, dividas: -300 },
    ]);
  });
});
