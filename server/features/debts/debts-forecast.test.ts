import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import { DEBT_MESSAGES } from '../../../common/contract/debts';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createUser } from '../../test/factories';
// The loan of these tests, its six instalments worked by hand there.
import { SAC_LOAN } from '../../test/fixtures/loans';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

interface Item {
  date: string;
  kind: string;
  description: string;
  amount: number;
  account_id: number;
}

/**
 * Today is 20/11/2026 in São Paulo. Itaú holds R$ 5.000,00 and pays the car loan; its instalment 1 was recorded as
 * paid from Itaú on its due date (212,00 out of Itaú), 2 and 3 are overdue.
 */
async function fixture() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const created = await as.post('/debts', { ...SAC_LOAN, paymentAccountId: itau.id });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data.paymentAccountId).toBe(itau.id);
  const id = created.body.data.id as number;
  const paid = await as.post('/debts/pay', { id, number: 1, accountId: itau.id, date: '2026-09-10' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { user, as, itau, id };
}

const forecast = async (as: Api, query: Record<string, unknown> = {}) => {
  const res = await as.get('/forecast', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    start_balance: number;
    end_balance: number;
    month_end: { date: string; balance: number };
    days: Array<{ date: string; balance: number }>;
    items: Item[];
  };
};

const instalments = (items: Item[]) =>
  items.filter((i) => i.kind === 'parcela').map((i) => [i.date, i.description, i.amount, i.account_id]);

describe("a debt's instalments in the forecast", () => {
  it('places the unpaid ones on the payment account: overdue today, the others on their due dates within the window', async () => {
    const { as, itau } = await fixture();
    const f = await forecast(as, { days: 30 });
    // 5.000,00 less instalment 1's expense.
    expect(f.start_balance).toBe(4788);
    expect(instalments(f.items)).toEqual([
      // 2 and 3, overdue: 210,00 + 208,00, still to be paid, so today.
      ['2026-11-20', 'Financiamento do carro · 2 parcelas em atraso', -418, itau.id],
      ['2026-12-10', 'Financiamento do carro · parcela 4/6', -206, itau.id],
    ]);
    // Instalment 1 is paid: in no item. Instalment 5 (10/01/2027) is past the window ending 20/12.
    expect(f.items.map((i) => i.description).join()).not.toMatch(/parcela [15]\//);
    // The dashboard's 'Saldo previsto no fim do mês' is this month_end (web/app/dashboard/forecast-card.tsx).
    expect(f.month_end).toEqual({ date: '2026-11-30', balance: 4370 });
    expect(f.days.find((d) => d.date === '2026-12-10')?.balance).toBe(4164);
    expect(f.end_balance).toBe(4164);

    const longer = await forecast(as, { days: 90 });
    expect(instalments(longer.items).slice(2)).toEqual([
      ['2027-01-10', 'Financiamento do carro · parcela 5/6', -204, itau.id],
      ['2027-02-10', 'Financiamento do carro · parcela 6/6', -202, itau.id],
    ]);
    expect(longer.end_balance).toBe(4788 - 418 - 206 - 204 - 202);
  });

  it('one overdue instalment keeps its number; paying it takes it out', async () => {
    const { as, itau, id } = await fixture();
    await as.post('/debts/pay', { id, number: 2, accountId: itau.id, date: '2026-11-20' });
    const f = await forecast(as, { days: 30 });
    expect(instalments(f.items)).toEqual([
      ['2026-11-20', 'Financiamento do carro · parcela 3/6 em atraso', -208, itau.id],
      ['2026-12-10', 'Financiamento do carro · parcela 4/6', -206, itau.id],
    ]);
    await as.post('/debts/pay', { id, number: 3, accountId: itau.id, date: '2026-11-20' });
    expect(instalments((await forecast(as, { days: 30 })).items)).toEqual([
      ['2026-12-10', 'Financiamento do carro · parcela 4/6', -206, itau.id],
    ]);
  });

  it('leaves out a debt without a payment account, and one whose account is not among those chosen', async () => {
    const { user, as, itau } = await fixture();
    const caixa = await createAccount(ctx, user, { name: 'Caixa', type: 'savings', opening_balance: 100 });
    const loose = await as.post('/debts', { ...SAC_LOAN, name: 'Empréstimo sem conta' });
    expect(loose.status).toBe(201);
    expect(loose.body.data.paymentAccountId).toBeNull();
    const all = await forecast(as, { days: 30 });
    expect(all.items.some((i) => i.description.startsWith('Empréstimo sem conta'))).toBe(false);
    expect(instalments(all.items)).toHaveLength(2);
    const caixaAlone = await forecast(as, { days: 30, accounts: String(caixa.id) });
    expect(caixaAlone.items).toEqual([]);
    expect(caixaAlone.end_balance).toBe(100);
    const itauAlone = await forecast(as, { days: 30, accounts: String(itau.id) });
    expect(itauAlone.month_end.balance).toBe(4370);
  });

  it('deleting the payment account leaves the debt without one, out of the forecast', async () => {
    const { user, as, id } = await fixture();
    const caixa = await createAccount(ctx, user, { name: 'Caixa', type: 'savings' });
    const moved = await as.put('/debts', { id, ...SAC_LOAN, paymentAccountId: caixa.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(instalments((await forecast(as, { days: 30 })).items).map((i) => i[3])).toEqual([
      caixa.id,
      caixa.id,
    ]);
    expect((await as.delete('/accounts', { id: caixa.id })).status).toBe(200);
    const after = (await as.get('/debts/schedule', { id })).body.data.debt;
    expect(after.paymentAccountId).toBeNull();
    expect(instalments((await forecast(as, { days: 30 })).items)).toEqual([]);
  });
});

describe("a debt's payment account", () => {
  it("refuses another book's or an absent account as not found, a card or an investment account in words, writing nothing", async () => {
    const { user, as, id, itau } = await fixture();
    const stranger = await createUser(ctx, { name: 'Outra Pessoa' });
    const theirs = await createAccount(ctx, stranger, { name: 'Deles' });
    const card = await createCard(ctx, user, { name: 'Nubank' });
    const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
    const before = await tableCounts(ctx);
    for (const accountId of [theirs.id, 987654321]) {
      for (const res of [
        await as.post('/debts', { ...SAC_LOAN, paymentAccountId: accountId }),
        await as.put('/debts', { id, ...SAC_LOAN, paymentAccountId: accountId }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(ACCOUNT_NOT_FOUND);
      }
    }
    for (const accountId of [card.id, broker.id]) {
      for (const res of [
        await as.post('/debts', { ...SAC_LOAN, paymentAccountId: accountId }),
        await as.put('/debts', { id, ...SAC_LOAN, paymentAccountId: accountId }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(DEBT_MESSAGES.paymentAccountKind);
      }
    }
    expect(await tableCounts(ctx)).toEqual(before);
    expect((await as.get('/debts/schedule', { id })).body.data.debt.paymentAccountId).toBe(itau.id);
    // The stranger's forecast has nothing of this person's debt.
    expect((await actingAs(ctx, stranger).get('/forecast')).body.data.items).toEqual([]);
  });
});

describe('the most debts a book may have, of the longest term', () => {
  it('100 debts of 600 instalments, 323 overdue each: one line each today and their instalments within the window, to the cent', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 0 });
    // R$ 600,00 at 0% in 600 instalments by SAC: R$ 1,00 each, due on the 10th from January 2000; January 2000 to
    // November 2026 are 26 × 12 + 11 = 323 due dates before today.
    await ctx.database.db.execute(sql`
      insert into debts (book_id, name, kind, principal_cents, rate_percent, rate_period, installments, system,
                         contract_date, first_due_date, payment_account_id)
      select ${user.id}, 'Dívida ' || n, 'outra', 60000, 0, 'mes', 600, 'SAC', date '1999-12-10', date '2000-01-10',
             ${itau.id}
      from generate_series(1, 100) as n`);
    const f = await forecast(as, { days: 365 });
    const today = f.items.filter((i) => i.date === '2026-11-20');
    expect(today).toHaveLength(100);
    expect(today).toContainEqual(
      expect.objectContaining({ description: 'Dívida 7 · 323 parcelas em atraso', amount: -323 }),
    );
    // 10/12/2026 to 10/11/2027: 12 due dates within the window ending 20/11/2027.
    expect(f.items).toHaveLength(100 + 100 * 12);
    expect(f.month_end.balance).toBe(-32300);
    expect(f.end_balance).toBe(-(323 + 12) * 100);
  });
});
