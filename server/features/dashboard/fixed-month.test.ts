import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../../../common/dates';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import { createAccount, type TestUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Summary = { data: { receitas: number; despesas: number; fixed: Record<string, unknown> } };

let user: TestUser;
/** The dashboard's summary of a month and the fixed-item list, asked on 24/11/2026 (the clock is set per call). */
const TODAY = '2026-11-24T15:00:00Z';
const ask = async (path: string, query?: Record<string, unknown>) =>
  (await moveClockTo(ctx, TODAY, user)).get(path, query);
const summaryOf = async (month: string) =>
  ((await ask('/dashboard/summary', monthRange(month))).body as Summary).data;

/**
 * A person who started on 01/10/2026: the rent paid in October (on the 6th) and in November (today, the 24th), the
 * internet never paid since its first due date (15/10), a freelance income received in October but not yet in
 * November; registered today, the gym (due on the 28th) and two items answered 'Sim, já está no saldo': the
 * condominium (due on the 5th) and the salary (on the 10th), counted paid with no transaction.
 */
beforeAll(async () => {
  const start = await personAt(ctx, '2026-10-01T15:00:00Z');
  user = start.user;
  const account = await createAccount(ctx, user, { opening_balance: 10_000 });
  const create = async (as: typeof start.as, body: Record<string, unknown>) => {
    const res = await as.post('/recurring', { account_id: account.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const rent = await create(start.as, { description: 'Aluguel', amount: 1500, due_day: 5 });
  await create(start.as, { description: 'Internet', amount: 100, due_day: 15 });
  const freelance = await create(start.as, {
    type: 'RECEITA',
    description: 'Freela',
    amount: 1000,
    due_day: 20,
  });

  // Registered on 01/10 by the person's clock; PostgreSQL stamps created_at with its own, which the test cannot move.
  await ctx.database.db.execute(
    sql`update recurring set created_at = '2026-10-01T15:00:00Z' where book_id = ${user.id}`,
  );

  const paid = async (instant: string, id: number) => {
    const res = await (await moveClockTo(ctx, instant, user)).post('/fixed-expenses/confirm', { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await paid('2026-10-06T15:00:00Z', rent);
  await paid('2026-10-20T15:00:00Z', freelance);
  await paid(TODAY, rent);

  const now = await moveClockTo(ctx, TODAY, user);
  await create(now, { description: 'Academia', amount: 120, due_day: 28 });
  const already = { paid_this_month: true, record_payment: false };
  await create(now, { description: 'Condomínio', amount: 800, due_day: 5, ...already });
  await create(now, { type: 'RECEITA', description: 'Salário', amount: 5200, due_day: 10, ...already });
});

describe("the dashboard's fixed items follow the chosen month", () => {
  it('a past month: what was paid in it, and what fell due in it and stayed unpaid', async () => {
    const october = await summaryOf('2026-10-01');
    expect(october.despesas).toBe(1500);
    expect(october.fixed).toMatchObject({
      // The rent, paid on 06/10; the internet, due on 15/10, never paid. The gym and the condominium, registered
      // in November, were nothing in October: neither in its count nor in its total.
      count: 2,
      total_monthly: 1600,
      paid: { count: 1, total: 1500 },
      paid_in_balance: { count: 0, total: 0 },
      pending: { count: 0, total: 0 },
      overdue: { count: 1, total: 100 },
      paid_percent: 93.8,
      to_pay: 100,
      top_categories: [{ id: null, total: 1600, percent: 100 }],
      incomes: {
        // The freelance income; the salary came in November.
        count: 1,
        received: { count: 1, total: 1000 },
        received_in_balance: { count: 0, total: 0 },
        to_receive: { count: 0, total: 0 },
      },
    });
  });

  it("today's month: today's status, the items answered 'já está no saldo' counted apart", async () => {
    const november = await summaryOf('2026-11-01');
    // Only the rent's payment is a transaction: the salary 'já no saldo' is no income of the month.
    expect([november.receitas, november.despesas]).toEqual([0, 1500]);
    expect(november.fixed).toMatchObject({
      predicted_month: 2520,
      predicted_count: 4,
      paid: { count: 2, total: 2300 },
      paid_in_balance: { count: 1, total: 800 },
      pending: { count: 1, total: 120 },
      overdue: { count: 1, total: 100 },
      paid_percent: 91.3,
      to_pay: 220,
      incomes: {
        expected_month: 6200,
        expected_count: 2,
        received: { count: 1, total: 5200 },
        received_in_balance: { count: 1, total: 5200 },
        // The freelance income, due on 20/11, not received yet.
        to_receive: { count: 1, total: 1000 },
      },
    });
    // The fixed-expense pages read the same figures.
    expect((await ask('/recurring/summary')).body.data).toEqual(november.fixed);
  });

  it('a later month: nothing paid nor overdue yet, everything pending', async () => {
    const december = await summaryOf('2026-12-01');
    expect(december.fixed).toMatchObject({
      predicted_month: 2520,
      predicted_count: 4,
      paid: { count: 0, total: 0 },
      paid_in_balance: { count: 0, total: 0 },
      pending: { count: 4, total: 2520 },
      overdue: { count: 0, total: 0 },
      paid_percent: 0,
      to_pay: 2520,
      incomes: {
        received: { count: 0, total: 0 },
        received_in_balance: { count: 0, total: 0 },
        to_receive: { count: 2, total: 6200 },
      },
    });
  });

  it("the list tells the items counted paid with no transaction ('Já no saldo') from those paid by one", async () => {
    const items = (await ask('/recurring')).body.data as {
      description: string;
      payment_status: string;
      paid_in_balance: boolean;
    }[];
    expect(
      items
        .sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'))
        .map((i) => [i.description, i.payment_status, i.paid_in_balance]),
    ).toEqual([
      ['Academia', 'pendente', false],
      ['Aluguel', 'pago', false],
      ['Condomínio', 'pago', true],
      ['Freela', 'atrasado', false],
      ['Internet', 'atrasado', false],
      ['Salário', 'pago', true],
    ]);
  });
});
