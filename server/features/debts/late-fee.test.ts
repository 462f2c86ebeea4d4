import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEBT_MESSAGES } from '../../../common/contract/debts';
import { MONEY_NOT_POSITIVE_MESSAGE } from '../../../common/contract/shared';
import { queryRows } from '../../db/connect';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { SAC_LOAN } from '../../test/fixtures/loans';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

/**
 * A person on 25/10/2026 with R$ 5.000,00 at Itaú and SAC_LOAN entered with instalment 1 paid before: instalment 2
 * (R$ 210,00, R$ 10,00 of it interest) fell due on 10/10/2026 and is still owed.
 */
async function lateBorrower() {
  await fakeClockAt(ctx, '2026-10-25T15:00:00Z');
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
  const created = await as.post('/debts', { ...SAC_LOAN, paidBefore: 1 });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data.next).toMatchObject({
    number: 2,
    dueDate: '2026-10-10',
    payment: 210,
    overdue: true,
  });
  return { as, itau, debtId: created.body.data.id as number };
}

const balanceOf = async (as: Api, name: string) =>
  (await as.get('/accounts')).body.data.find((a: { name: string }) => a.name === name).balance;

const categoryId = async (as: Api, name: string) =>
  (await as.get('/categories')).body.data.find((c: { name: string }) => c.name === name).id as number;

/** The expense as stored: its amount and category, and its splits (cents). */
async function expense(id: number) {
  const [row] = await queryRows<{ description: string; amount: number; category_id: number | null }>(
    ctx.database.db,
    sql`select description, amount::int as amount, category_id::int as category_id from transactions where id = ${id}`,
  );
  const splits = await queryRows<{ description: string; amount: number; category_id: number | null }>(
    ctx.database.db,
    sql`select description, amount::int as amount, category_id::int as category_id
        from transaction_splits where transaction_id = ${id} order by id`,
  );
  return { ...row, splits };
}

describe('an instalment paid late with a late fee', () => {
  it('records one expense of the instalment plus the fee, the fee apart under the interest category', async () => {
    const { as, itau, debtId } = await lateBorrower();
    const transporte = await categoryId(as, 'Transporte');
    const juros = (await as.post('/categories', { nome: 'Juros', tipo: 'despesa' })).body.data.id as number;
    const before = (await as.get(`/debts/schedule?id=${debtId}`)).body.data;

    const paid = await as.post('/debts/pay', {
      id: debtId,
      number: 2,
      accountId: itau.id,
      date: '2026-10-20',
      categoryId: transporte,
      interestCategoryId: juros,
      lateFee: 6.3,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // 210,00 + 6,30 leaves the account: 5.000,00 − 216,30.
    expect(await balanceOf(as, 'Itaú')).toBe(4783.7);
    const transactionId = paid.body.data.installments[1].transactionId as number;
    expect(await expense(transactionId)).toEqual({
      description: 'Parcela 2 de 6: Financiamento do carro',
      amount: 21630,
      category_id: transporte,
      splits: [
        { description: 'Juros da parcela 2', amount: 1000, category_id: juros },
        { description: 'Multa e juros de atraso da parcela 2', amount: 630, category_id: juros },
      ],
    });

    // The fee is not principal: the balance is the contract's after row 2 (800,00), the schedule as it was.
    expect(paid.body.data.installments[1]).toMatchObject({ number: 2, payment: 210, overdue: false });
    expect(paid.body.data.debt).toMatchObject({
      paidCount: 2,
      balanceToday: 800,
      overdueInstallments: 0,
      next: { number: 3, payment: 208 },
      totals: before.debt.totals,
    });
    expect(paid.body.data.installments.map((i: { payment: number }) => i.payment)).toEqual(
      before.installments.map((i: { payment: number }) => i.payment),
    );

    // The expense deleted, instalment 2 is owed again, overdue.
    expect((await as.delete('/transactions', { id: transactionId })).status).toBe(200);
    const after = (await as.get(`/debts/schedule?id=${debtId}`)).body.data;
    expect(after.debt).toMatchObject({ paidCount: 1, balanceToday: 1000, overdueInstallments: 1 });
    expect(after.installments[1]).toMatchObject({ transactionId: null, overdue: true });
    expect(await balanceOf(as, 'Itaú')).toBe(5000);
  });

  it('without an interest category, the expense carries the fee in its amount alone, no split', async () => {
    const { as, itau, debtId } = await lateBorrower();
    const transporte = await categoryId(as, 'Transporte');
    const paid = await as.post('/debts/pay', {
      id: debtId,
      number: 2,
      accountId: itau.id,
      date: '2026-10-20',
      categoryId: transporte,
      // A fee as much as the instalment is still taken.
      lateFee: 210,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await expense(paid.body.data.installments[1].transactionId)).toMatchObject({
      amount: 42000,
      category_id: transporte,
      splits: [],
    });
    expect(await balanceOf(as, 'Itaú')).toBe(4580);
  });

  it('refuses a fee on an instalment paid on time, one over the instalment and a negative one, writing nothing', async () => {
    const { as, itau, debtId } = await lateBorrower();
    const payment = { id: debtId, number: 2, accountId: itau.id, date: '2026-10-20' };
    const before = await tableCounts(ctx);

    const onTime = await as.post('/debts/pay', { ...payment, date: '2026-10-10', lateFee: 6.3 });
    expect(onTime.status).toBe(400);
    expect(onTime.body.error).toEqual({
      message: 'Multa e juros só para parcela paga depois do vencimento (10/10/2026)',
      reason: 'lateFee',
    });
    const early = await as.post('/debts/pay', { ...payment, date: '2026-10-01', lateFee: 6.3 });
    expect(early.body.error.message).toBe(DEBT_MESSAGES.lateFeeOnTime('2026-10-10'));

    const over = await as.post('/debts/pay', { ...payment, lateFee: 210.01 });
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({
      message: 'A multa e os juros de atraso não podem passar do valor da parcela (R$ 210,00)',
      reason: 'lateFee',
    });

    const negative = await as.post('/debts/pay', { ...payment, lateFee: -6.3 });
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toBe(MONEY_NOT_POSITIVE_MESSAGE);

    expect(await tableCounts(ctx)).toEqual(before);
    expect(await balanceOf(as, 'Itaú')).toBe(5000);
    const schedule = (await as.get(`/debts/schedule?id=${debtId}`)).body.data;
    expect(schedule.installments[1]).toMatchObject({ transactionId: null, overdue: true });
  });
});
