import { afterEach, describe, expect, it } from 'vitest';
import { personAt, realClock } from '../../test/clock';
import { createAccount, createCard, createTransaction } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** Reais added as integer cents, so the expected figures are exact sums the test makes itself. */
const total = (...reais: number[]) => reais.reduce((sum, r) => sum + Math.round(r * 100), 0) / 100;

/**
 * The walk's person on 24/11/2026 (São Paulo): Itaú (5.000,00 opening; a 25,40 bakery on 12/11; a 150,00 insurance
 * registered for 28/11), Nubank (closes 17, due 27, paid by Itaú): groceries 300,00 on 01/11, pharmacy 45,90 on
 * 10/11, a TV of 3.500,00 in 10x on 12/11 (350,00 in November's bill, one more in the open bill, 8 later), Uber
 * 32,50 on 20/11 (the open bill); November's bill (695,90) paid 200,00 on 22/11. Fixed: salary on the 5th
 * business day, rent on the 10th and internet on the 15th, all on Itaú.
 */
async function walkPerson() {
  const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const nubank = await createCard(ctx, user, {
    name: 'Nubank',
    closing_day: 17,
    due_day: 27,
    credit_limit: 8000,
    payment_account_id: itau.id,
  });
  await createTransaction(ctx, user, itau.id, { amount: 25.4, date: '2026-11-12', description: 'Padaria' });
  await createTransaction(ctx, user, itau.id, { amount: 150, date: '2026-11-28', description: 'Seguro' });
  await createTransaction(ctx, user, nubank.id, { amount: 300, date: '2026-11-01', description: 'Mercado' });
  await createTransaction(ctx, user, nubank.id, {
    amount: 45.9,
    date: '2026-11-10',
    description: 'Drogasil',
  });
  await createTransaction(ctx, user, nubank.id, {
    amount: 3500,
    date: '2026-11-12',
    description: 'TV',
    installments: 10,
  });
  await createTransaction(ctx, user, nubank.id, { amount: 32.5, date: '2026-11-20', description: 'Uber' });

  const cards = await as.get('/cards');
  const bill = cards.body.data[0].next_due_bill;
  expect(bill).toMatchObject({ due_date: '2026-11-27', total: 695.9 });
  const paid = await as.post('/cards/bills/pay', {
    account_id: nubank.id,
    month: bill.month,
    from_account_id: itau.id,
    amount: 200,
    date: '2026-11-22',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);

  for (const body of [
    { account_id: itau.id, type: 'RECEITA', amount: 6000, description: 'Salário', due_business_day: 5 },
    { account_id: itau.id, amount: 2200, description: 'Aluguel', due_day: 10 },
    { account_id: itau.id, amount: 119.9, description: 'Internet', due_day: 15 },
  ]) {
    const res = await as.post('/recurring', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { as, itau, nubank };
}

describe('balances: one definition on every endpoint that shows them', () => {
  it('dashboard, Contas, Previsão and the reports agree to the cent, and the forecast starts from the accounts', async () => {
    const { as, itau } = await walkPerson();

    // Saldo em contas: Itaú's money today (the 28/11 insurance is not money gone yet), the card left out.
    const accounts = total(5000, -25.4, -200);
    // Faturas a pagar: what is left of November's bill (695,90 - 200,00) and the open bill (350,00 + 32,50).
    const billsToPay = total(300, 45.9, 350, -200, 350, 32.5);
    const expected = {
      as_of: '2026-11-24',
      accounts,
      account_count: 1,
      bills_to_pay: billsToPay,
      // Parcelas futuras: the TV's 8 installments in the bills after the open one.
      future_installments: total(...Array(8).fill(350)),
      net: total(accounts, -billsToPay),
      // Every account in reais: no rate used, none left out.
      rates: [],
      unconverted_accounts: [],
    };

    const dashboard = await as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' });
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.data.balances).toEqual(expected);
    expect(dashboard.body.data.saldo).toBe(accounts);

    const contas = await as.get('/accounts/balances');
    expect(contas.status, JSON.stringify(contas.body)).toBe(200);
    expect(contas.body.data).toEqual(expected);
    // Contas' rows: Itaú's "Saldo atual" is today's, the figure above; the card's is its debt, not in it.
    const rows = (await as.get('/accounts')).body.data;
    expect(rows.find((r: { id: number }) => r.id === itau.id)).toMatchObject({
      balance_today: accounts,
      balance: total(accounts, -150),
    });

    // The reports answer the same figures whatever the period asked.
    const reports = await as.get('/reports/summary', { from: '2026-01-01', to: '2026-12-31' });
    expect(reports.status, JSON.stringify(reports.body)).toBe(200);
    expect(reports.body.data.balances).toEqual(expected);

    // Previsão starts from "Saldo em contas"; the month end is that start plus the items it lists to that day.
    const forecast = (await as.get('/forecast', { days: 30 })).body.data;
    expect(forecast.accounts).toEqual([itau.id]);
    expect(forecast.start_balance).toBe(accounts);
    const listed = forecast.items.filter((i: { date: string }) => i.date <= forecast.month_end.date);
    expect(forecast.month_end).toEqual({
      date: '2026-11-30',
      balance: total(accounts, ...listed.map((i: { amount: number }) => i.amount)),
    });
    // November's bill is due by then: what is left of it leaves the account on its due date, as an item.
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2026-11-27', kind: 'fatura', amount: total(-695.9, 200) }),
        expect.objectContaining({ date: '2026-11-28', kind: 'agendada', amount: -150 }),
      ]),
    );
  });

  it('an archived account, a card without a paying account and another person are left out', async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    await createAccount(ctx, user, { name: 'Carteira', type: 'wallet', opening_balance: 80 });
    const old = await createAccount(ctx, user, { name: 'Antiga', type: 'savings', opening_balance: 999 });
    expect((await as.post('/accounts/archive', { id: old.id })).status).toBe(200);
    const card = await createCard(ctx, user, { name: 'Visa', closing_day: 17, due_day: 27 });
    await createTransaction(ctx, user, card.id, { amount: 60, date: '2026-11-20' });
    const other = await personAt(ctx, '2026-11-24T15:00:00Z');
    await createAccount(ctx, other.user, { name: 'Dela', opening_balance: 12345 });

    expect((await as.get('/accounts/balances')).body.data).toEqual({
      as_of: '2026-11-24',
      accounts: 80,
      account_count: 1,
      bills_to_pay: 60,
      future_installments: 0,
      net: 20,
      rates: [],
      unconverted_accounts: [],
    });
  });
});

describe('Faturas a pagar: a card with years of history', () => {
  it("counts what old bills left unpaid, an old credit and none of the open bill's credit, as Cartões does", async () => {
    const { user, as } = await personAt(ctx, '2026-11-24T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 0 });
    const card = await createCard(ctx, user, {
      name: 'Nubank',
      closing_day: 17,
      due_day: 27,
      payment_account_id: itau.id,
    });
    // A year and a half ago, never paid; a credit larger than its bill's purchases; October's bill left unpaid.
    await createTransaction(ctx, user, card.id, {
      amount: 1000,
      date: '2025-05-10',
      description: 'Geladeira',
    });
    await createTransaction(ctx, user, card.id, { amount: 200, date: '2025-08-05', description: 'Loja' });
    await createTransaction(ctx, user, card.id, {
      amount: 500,
      date: '2025-08-06',
      type: 'RECEITA',
      description: 'Estorno',
    });
    await createTransaction(ctx, user, card.id, { amount: 300, date: '2026-10-01', description: 'Mercado' });
    // November's bill (closed 17/11, due 27/11) and the open one (closes 17/12), whose refund leaves it a credit.
    await createTransaction(ctx, user, card.id, { amount: 100, date: '2026-11-01', description: 'Farmácia' });
    await createTransaction(ctx, user, card.id, { amount: 50, date: '2026-11-20', description: 'Uber' });
    await createTransaction(ctx, user, card.id, {
      amount: 80,
      date: '2026-11-21',
      type: 'RECEITA',
      description: 'Estorno',
    });

    // November's bill carries everything before it, unpaid: 1.000,00 + 200,00 - 500,00 + 300,00, and its 100,00.
    const november = total(1000, 200, -500, 300, 100);
    const summary = (await as.get('/cards')).body.data[0];
    const bills = await Promise.all(
      [summary.next_due_bill.month, summary.current_bill.month].map(
        async (month: string) => (await as.get('/cards/bills', { account_id: card.id, month })).body.data,
      ),
    );
    expect(
      bills.map((b: { due_date: string; total: number; remaining: number }) => [
        b.due_date,
        b.total,
        b.remaining,
      ]),
    ).toEqual([
      ['2026-11-27', november, november],
      ['2026-12-27', -30, 0],
    ]);
    // The open bill's credit is no bill to pay, and does not lessen November's before its due date.
    const balances = (await as.get('/accounts/balances')).body.data;
    expect(balances.bills_to_pay).toBe(november);
    expect(
      (await as.get('/dashboard/summary', { from: '2026-11-01', to: '2026-11-30' })).body.data.balances,
    ).toEqual(balances);
  });
});
