import { afterEach, describe, expect, it } from 'vitest';
import { UNPAID_WITH_NEXT_RUN_MESSAGE } from '../../../common/contract/recurring';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import { createAccount } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { runAllDue } from './run-due';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

// 24/11/2026, a Tuesday, at noon in São Paulo: the day of the walk in issue 31.
const WALK = '2026-11-24T15:00:00Z';

type Item = { id: number; next_run: string; last_run: string | null; payment_status: string };
type Tx = { date: string; amount: number; type: string; description: string };

describe('a new fixed item starts right', () => {
  it('starts at the next due date from today: none of the walk’s three is overdue, nor on the bell', async () => {
    const { user, as } = await personAt(ctx, WALK);
    const account = await createAccount(ctx, user);
    const post = async (body: Record<string, unknown>) =>
      (await as.post('/recurring', { account_id: account.id, amount: 100, ...body })).body.data as Item;
    const rent = await post({ description: 'Aluguel', due_day: 10 });
    const internet = await post({ description: 'Internet', due_day: 15 });
    const salary = await post({ description: 'Salário', type: 'RECEITA', due_business_day: 5 });
    // Still to come this month: this month's.
    const gym = await post({ description: 'Academia', due_day: 26 });
    const dueToday = await post({ description: 'Luz', due_day: 24 });
    expect([rent, internet, salary, gym, dueToday].map((i) => [i.next_run, i.payment_status])).toEqual([
      ['2026-12-10', 'pendente'],
      ['2026-12-15', 'pendente'],
      // December's 5th business day: Tuesday 1st to Monday 7th (the weekend skipped).
      ['2026-12-07', 'pendente'],
      ['2026-11-26', 'pendente'],
      ['2026-11-24', 'pendente'],
    ]);
    const summary = (await as.get('/recurring/summary')).body.data;
    expect(summary.overdue.count).toBe(0);
    // The bell counts what is overdue or due soon: only today's Luz, within a day.
    expect((await as.get('/recurring/upcoming', { days: 1 })).body.data).toEqual({ count: 1 });
    expect((await as.get('/transactions')).body.data.items).toHaveLength(0);
  });

  it('keeps a first due date the person names, refuses "not paid" beside one, and takes today or later', async () => {
    const { user, as } = await personAt(ctx, WALK);
    const account = await createAccount(ctx, user);
    // Named, a past date is the person's (an item owed since then), as the edit keeps it; the form offers only
    // today or later.
    const past = await as.post('/recurring', { account_id: account.id, amount: 10, next_run: '2026-11-23' });
    expect([past.status, past.body.data.next_run]).toEqual([201, '2026-11-23']);
    await as.delete('/recurring', { id: past.body.data.id });
    const both = await as.post('/recurring', {
      account_id: account.id,
      amount: 10,
      next_run: '2026-12-10',
      paid_this_month: false,
    });
    expect([both.status, both.body.error.message]).toEqual([400, UNPAID_WITH_NEXT_RUN_MESSAGE]);
    expect((await as.get('/recurring')).body.data).toHaveLength(0);
    const today = await as.post('/recurring', { account_id: account.id, amount: 10, next_run: '2026-11-24' });
    expect(today.status).toBe(201);
    expect(today.body.data).toMatchObject({
      next_run: '2026-11-24',
      due_day: 24,
      payment_status: 'pendente',
    });
  });

  it('"Já pago este mês?" yes records one transaction on its due date, as Pagar does; no leaves it due', async () => {
    const { user, as } = await personAt(ctx, WALK);
    const account = await createAccount(ctx, user, { opening_balance: 5000 });
    const rent = await as.post('/recurring', {
      account_id: account.id,
      amount: 1800,
      description: 'Aluguel',
      due_day: 10,
      paid_this_month: true,
    });
    expect(rent.status).toBe(201);
    expect(rent.body.data).toMatchObject({
      next_run: '2026-12-10',
      last_run: '2026-11-10',
      payment_status: 'pago',
      paid_in_balance: false,
    });
    const salary = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 7000,
      description: 'Salário',
      due_business_day: 5,
      paid_this_month: true,
    });
    expect(salary.body.data).toMatchObject({ next_run: '2026-12-07', payment_status: 'pago' });
    const txs = (await as.get('/transactions')).body.data.items as Tx[];
    expect(txs.map((t) => [t.date, t.type, t.amount, t.description]).sort()).toEqual([
      ['2026-11-09', 'RECEITA', 7000, 'Salário'],
      ['2026-11-10', 'DESPESA', 1800, 'Aluguel'],
    ]);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(10200);
    // Paid: 'Pagar' again this month is refused, and nothing is overdue nor announced.
    expect((await as.post('/fixed-expenses/confirm', { id: rent.body.data.id })).status).toBe(409);
    expect((await as.get('/recurring/upcoming', { days: 7 })).body.data).toEqual({ count: 0 });

    // Yes, and already in the balance: counted paid, nothing recorded (it would be counted twice).
    const condo = await as.post('/recurring', {
      account_id: account.id,
      amount: 600,
      description: 'Condomínio',
      due_day: 5,
      paid_this_month: true,
      record_payment: false,
    });
    expect(condo.body.data).toMatchObject({
      next_run: '2026-12-05',
      last_run: '2026-11-05',
      payment_status: 'pago',
      // Shown 'Já no saldo': no date the person typed, no transaction.
      paid_in_balance: true,
    });
    expect((await as.get('/transactions')).body.data.items).toHaveLength(2);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(10200);

    // No: this month's due date is the first, and it has passed: the person said so.
    const internet = await as.post('/recurring', {
      account_id: account.id,
      amount: 120,
      description: 'Internet',
      due_day: 15,
      paid_this_month: false,
    });
    expect(internet.body.data).toMatchObject({ next_run: '2026-11-15', payment_status: 'atrasado' });
    expect((await as.get('/transactions')).body.data.items).toHaveLength(2);
  });

  it('the scheduler records an automatic item on its due day, with no one pressing anything', async () => {
    const { user, as: asOnTheWalk } = await personAt(ctx, WALK);
    const account = await createAccount(ctx, user, { opening_balance: 1000 });
    const gym = (
      await asOnTheWalk.post('/recurring', {
        account_id: account.id,
        amount: 90,
        description: 'Academia',
        due_day: 26,
        mode: 'automatic',
      })
    ).body.data as Item;
    await asOnTheWalk.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 3000,
      description: 'Freela',
      due_day: 26,
      mode: 'automatic',
    });
    // The scheduler's run (server/jobs/scheduler.ts) the day before: nothing is due yet.
    await moveClockTo(ctx, '2026-11-25T23:00:00Z', user);
    expect(await runAllDue(ctx.database.db)).toMatchObject({ created: 0 });
    // 26/11 at 00:10 in São Paulo: its first run of the day records both, dated the due day.
    const as = await moveClockTo(ctx, '2026-11-26T03:10:00Z', user);
    expect(await runAllDue(ctx.database.db)).toMatchObject({ processed: 2, created: 2, created_incomes: 1 });
    const txs = (await as.get('/transactions')).body.data.items as Tx[];
    expect(txs.map((t) => [t.date, t.type, t.amount]).sort()).toEqual([
      ['2026-11-26', 'DESPESA', 90],
      ['2026-11-26', 'RECEITA', 3000],
    ]);
    const item = ((await as.get('/recurring')).body.data as Item[]).find((i) => i.id === gym.id);
    expect(item).toMatchObject({ last_run: '2026-11-26', next_run: '2026-12-26', payment_status: 'pago' });
  });
});
