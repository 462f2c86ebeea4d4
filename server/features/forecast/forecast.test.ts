import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FORECAST_CARD_ACCOUNT_MESSAGE,
  FORECAST_DAYS_MESSAGE,
  FORECAST_TOO_LARGE_MESSAGE,
} from '../../../common/contract/forecast';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** Reais added as integer cents, so the expected figures are exact sums the test makes itself. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

interface Day {
  date: string;
  balance: number;
}

/**
 * Today is 2026-11-20 in São Paulo. Itaú (1.000,00 opening) received 3.000,00 and spent 200,50; a car insurance of
 * 150,25 is registered for 15/12. Caixa holds 500,00. Nubank (closes 3, due 10, paid by Itaú): 300,00 bought on
 * 02/11 (the November bill, due 10/11, never paid) and 900,00 in 3 installments on 15/11 (December, January and
 * February bills). Fixed: rent 2.000,00 on day 5 from Itaú (November's overdue), internet 99,90 on day 25 from
 * Caixa. An investment account of 50.000,00 with a later deposit (left out by default: what was applied is not
 * money at hand, common/money-accounts.ts; it may be chosen).
 */
async function fixture() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1000 });
  const caixa = await createAccount(ctx, user, { name: 'Caixa', type: 'savings', opening_balance: 500 });
  const investment = await createAccount(ctx, user, {
    name: 'Tesouro',
    type: 'investment',
    opening_balance: 50_000,
  });
  const card = await createCard(ctx, user, { name: 'Nubank', payment_account_id: itau.id });
  await createTransaction(ctx, user, itau.id, { type: 'RECEITA', amount: 3000, date: '2026-11-05' });
  await createTransaction(ctx, user, itau.id, { amount: 200.5, date: '2026-11-18' });
  await createTransaction(ctx, user, itau.id, {
    amount: 150.25,
    date: '2026-12-15',
    description: 'Seguro do carro',
  });
  await createTransaction(ctx, user, investment.id, { type: 'RECEITA', amount: 1000, date: '2026-12-01' });
  await createTransaction(ctx, user, card.id, { amount: 300, date: '2026-11-02' });
  await createTransaction(ctx, user, card.id, { amount: 900, date: '2026-11-15', installments: 3 });
  for (const body of [
    // November's 5th has passed and the person says it is still owed: overdue, counted today.
    { account_id: itau.id, amount: 2000, description: 'Aluguel', due_day: 5, paid_this_month: false },
    { account_id: caixa.id, amount: 99.9, description: 'Internet', due_day: 25 },
  ]) {
    const res = await as.post('/recurring', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { user, as, itau, caixa, investment, card };
}

const balanceOf = (days: Day[], date: string) => days.find((d) => d.date === date)?.balance;

describe('GET /forecast', () => {
  it('adds today balances, scheduled rows, fixed items and card bills, day by day, to the cent', async () => {
    const { as, itau, caixa } = await fixture();
    const res = await as.get('/forecast', { days: 60, accounts: `${itau.id},${caixa.id}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const f = res.body.data;

    const start = total(1000, 3000, -200.5, 500);
    expect(f).toMatchObject({ from: '2026-11-20', to: '2027-01-19', start_balance: start });
    expect(f.accounts).toEqual([itau.id, caixa.id]);
    expect(f.days).toHaveLength(61);

    // Today: the overdue rent and the overdue November bill.
    const today = total(start, -2000, -300);
    expect(balanceOf(f.days, '2026-11-20')).toBe(today);
    expect(balanceOf(f.days, '2026-11-24')).toBe(today);
    const afterInternet = total(today, -99.9);
    expect(balanceOf(f.days, '2026-11-25')).toBe(afterInternet);
    expect(f.month_end).toEqual({ date: '2026-11-30', balance: afterInternet });
    // December's rent takes it below zero.
    const december5 = total(afterInternet, -2000);
    expect(december5).toBeLessThan(0);
    expect(f.first_negative).toEqual({ date: '2026-12-05', balance: december5 });
    expect(balanceOf(f.days, '2026-12-04')).toBe(afterInternet);
    // The December bill: its first installment (the overdue 300 already counted today).
    expect(balanceOf(f.days, '2026-12-10')).toBe(total(december5, -300));
    expect(balanceOf(f.days, '2026-12-15')).toBe(total(december5, -300, -150.25));
    const end = total(december5, -300, -150.25, -99.9, -2000, -300);
    expect(balanceOf(f.days, '2027-01-10')).toBe(end);
    expect(f.end_balance).toBe(end);

    expect(
      f.items.map((i: { date: string; kind: string; amount: number; account_id: number }) => [
        i.date,
        i.kind,
        i.amount,
        i.account_id,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['2026-11-20', 'fixo', -2000, itau.id],
        ['2026-11-20', 'fatura', -300, itau.id],
        ['2026-11-25', 'fixo', -99.9, caixa.id],
        ['2026-12-10', 'fatura', -300, itau.id],
        ['2026-12-15', 'agendada', -150.25, itau.id],
        ['2027-01-05', 'fixo', -2000, itau.id],
        ['2027-01-10', 'fatura', -300, itau.id],
      ]),
    );
    expect(f.items).toHaveLength(9);
    expect(f.items.find((i: { kind: string }) => i.kind === 'agendada')).toMatchObject({
      description: 'Seguro do carro',
    });
    // Nothing beyond the window: the February installment, the January internet.
    expect(f.items.every((i: { date: string }) => i.date <= '2027-01-19')).toBe(true);
  });

  it('accounts= chooses: Caixa alone has no card bill; an investment with Itaú', async () => {
    const { as, itau, caixa, investment } = await fixture();
    const alone = (await as.get('/forecast', { days: 40, accounts: String(caixa.id) })).body.data;
    expect(alone).toMatchObject({ accounts: [caixa.id], start_balance: 500, first_negative: null });
    expect(alone.end_balance).toBe(total(500, -99.9, -99.9));
    expect(alone.items.map((i: { kind: string }) => i.kind)).toEqual(['fixo', 'fixo']);

    const withInvestment = (await as.get('/forecast', { days: 30, accounts: `${itau.id},${investment.id}` }))
      .body.data;
    const start = total(1000, 3000, -200.5, 50_000);
    expect(withInvestment.start_balance).toBe(start);
    expect(balanceOf(withInvestment.days, '2026-12-01')).toBe(total(start, -2000, -300, 1000));
    expect(withInvestment.first_negative).toBeNull();
  });

  it("answers 404 for another person's account and 400 for bad input, in Portuguese", async () => {
    const { as, card } = await fixture();
    const stranger = await createUser(ctx, { name: 'Outra Pessoa' });
    const theirs = await createAccount(ctx, stranger, { name: 'Deles' });
    const foreign = await as.get('/forecast', { accounts: String(theirs.id) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Conta não encontrada');
    // The stranger sees only their own account, with nothing of this person's.
    const own = (await actingAs(ctx, stranger).get('/forecast')).body.data;
    expect(own).toMatchObject({ accounts: [theirs.id], start_balance: 0, items: [] });

    for (const days of ['0', '366', 'abc', '1.5']) {
      const res = await as.get('/forecast', { days });
      expect(res.status, days).toBe(400);
      expect(res.body.error.message).toBe(FORECAST_DAYS_MESSAGE);
    }
    for (const accounts of ['abc', '1,,2', '-1', '0']) {
      const res = await as.get('/forecast', { accounts });
      expect(res.status, accounts).toBe(400);
      expect(res.body.error.message).toMatch(/conta/i);
    }
    const cardAsked = await as.get('/forecast', { accounts: String(card.id) });
    expect(cardAsked.status).toBe(400);
    expect(cardAsked.body.error.message).toBe(FORECAST_CARD_ACCOUNT_MESSAGE);
  });

  it('defaults to 90 days and the everyday money accounts, and answers the month end past the window', async () => {
    const { as, itau, caixa } = await fixture();
    const ninety = (await as.get('/forecast')).body.data;
    expect(ninety).toMatchObject({ from: '2026-11-20', to: '2027-02-18' });
    // "Saldo em contas" (shared/balances.ts): neither the investment account nor the card.
    expect([...ninety.accounts].sort()).toEqual([itau.id, caixa.id].sort());
    expect(ninety.start_balance).toBe(total(1000, 3000, -200.5, 500));
    expect(ninety.start_balance).toBe((await as.get('/accounts/balances')).body.data.accounts);
    const one = (await as.get('/forecast', { days: 1 })).body.data;
    expect(one.days.map((d: Day) => d.date)).toEqual(['2026-11-20', '2026-11-21']);
    expect(one.month_end).toEqual({
      date: '2026-11-30',
      balance: total(1000, 3000, -200.5, 500, -2000, -300, -99.9),
    });
    expect(one.items.every((i: { date: string }) => i.date <= '2026-11-21')).toBe(true);
  });

  it('a bill paid in part: what the overdue bill still owes today, the rest of the next bill on its due date; a bill paid ahead in full is gone', async () => {
    const { as, itau, card } = await fixture();
    // 100,00 of November's 300,00 paid (a transfer from Itaú, today): 200,00 still overdue.
    const paid = await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-11',
      from_account_id: itau.id,
      amount: 100,
      date: '2026-11-20',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const f = (await as.get('/forecast', { days: 30, accounts: String(itau.id) })).body.data;
    const start = total(1000, 3000, -200.5, -100);
    expect(f.start_balance).toBe(start);
    const bills = f.items.filter((i: { kind: string }) => i.kind === 'fatura');
    expect(bills.map((b: { date: string; amount: number }) => [b.date, b.amount])).toEqual([
      ['2026-11-20', -200],
      ['2026-12-10', -300],
    ]);
    expect(balanceOf(f.days, '2026-11-20')).toBe(total(start, -2000, -200));

    // December's bill paid ahead in full (300,00 + the 200,00 carried): no bill left before January's.
    await as.post('/cards/bills/pay', {
      account_id: card.id,
      month: '2026-12',
      from_account_id: itau.id,
      amount: 500,
      date: '2026-11-20',
    });
    const after = (await as.get('/forecast', { days: 30, accounts: String(itau.id) })).body.data;
    expect(after.items.filter((i: { kind: string }) => i.kind === 'fatura')).toEqual([]);
    expect(after.start_balance).toBe(total(start, -500));
  });
});

describe('fixed incomes in the forecast', () => {
  it('a salary on the 5th business day adds on its dates (holidays skipped), and its first day below zero moves', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 100 });
    await as.post('/recurring', { account_id: account.id, amount: 900, description: 'Aluguel', due_day: 28 });
    const salary = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 2500,
      description: 'Salário',
      due_business_day: 5,
      paid_this_month: false,
    });
    expect(salary.status, JSON.stringify(salary.body)).toBe(201);
    // November's 5th business day (the 9th) is past and was not received: it counts today.
    const res = await as.get('/forecast', { days: 60 });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      days: Array<{ date: string; balance: number }>;
      items: unknown[];
      first_negative: unknown;
    };
    const on = (date: string) => data.days.find((d) => d.date === date)?.balance;
    expect(on('2026-11-20')).toBe(total(100, 2500));
    expect(on('2026-11-28')).toBe(total(100, 2500, -900));
    // December: 1, 2, 3, 4 and 7; the rent on the 28th.
    expect(on('2026-12-06')).toBe(total(100, 2500, -900));
    expect(on('2026-12-07')).toBe(total(100, 2500, -900, 2500));
    expect(on('2026-12-28')).toBe(total(100, 2500, -900, 2500, -900));
    expect(data.items).toContainEqual(
      expect.objectContaining({ date: '2026-12-07', kind: 'fixo', description: 'Salário', amount: 2500 }),
    );
    expect(data.first_negative).toBeNull();
  });
});

describe('fixed items far behind', () => {
  it('300 items unpaid since 1900 each count their overdue due dates today, as one line each, to the cent', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1000 });
    // Due on day 5 since January 1900: 1,522 due dates before 20/11/2026, December's and January's in the window.
    await ctx.database.db.execute(sql`
      insert into recurring (book_id, account_id, amount, description, next_run, due_day)
      select ${user.id}, ${itau.id}, 1000 + n, 'Conta ' || n, date '1900-01-05', 5
      from generate_series(1, 300) as n`);
    const overdue = (2026 - 1900) * 12 + 11;
    const res = await as.get('/forecast', { days: 60 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const f = res.body.data;
    // 10,01 + 10,02 + ... + 13,00 a month: 300 × 10,00 + (1 + ... + 300) cents.
    const monthlyCents = 300 * 1000 + (300 * 301) / 2;
    expect(balanceOf(f.days, '2026-11-20')).toBe((100_000 - overdue * monthlyCents) / 100);
    expect(balanceOf(f.days, '2026-12-05')).toBe((100_000 - (overdue + 1) * monthlyCents) / 100);
    expect(f.end_balance).toBe((100_000 - (overdue + 2) * monthlyCents) / 100);
    const today = f.items.filter((i: { date: string }) => i.date === '2026-11-20');
    expect(today).toHaveLength(300);
    expect(today).toContainEqual(
      expect.objectContaining({
        description: `Conta 1 (${overdue} vencimentos em atraso)`,
        amount: -overdue * 10.01,
      }),
    );
    expect(f.items).toHaveLength(900);
  });

  it('an item overdue once keeps its own words; one that sums past the exact cents is refused in Portuguese', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 0 });
    await as.post('/recurring', {
      account_id: itau.id,
      amount: 80,
      description: 'Academia',
      due_day: 10,
      paid_this_month: false,
    });
    const once = (await as.get('/forecast', { days: 5 })).body.data;
    expect(once.items).toEqual([
      expect.objectContaining({ date: '2026-11-20', description: 'Academia', amount: -80 }),
    ]);

    await ctx.database.db.execute(sql`
      insert into recurring (book_id, account_id, amount, description, next_run, due_day)
      select ${user.id}, ${itau.id}, 99999999999999, 'Enorme ' || n, date '1900-01-05', 5
      from generate_series(1, 10) as n`);
    const res = await as.get('/forecast', { days: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(FORECAST_TOO_LARGE_MESSAGE);
  });
});
