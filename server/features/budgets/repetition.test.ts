import { describe, expect, it } from 'vitest';
import {
  BUDGET_COPY_NONE_MESSAGE,
  BUDGET_COPY_OWN_MESSAGE,
  BUDGET_MONTH_MESSAGE,
  BUDGET_MONTH_MISSING_MESSAGE,
  BUDGET_NOT_FOUND_MESSAGE,
} from '../../../common/contract/budgets';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** Budgets of November 2026 only: Alimentação 300 and Lazer 100. */
async function setup() {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user, { opening_balance: 5000 });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const fun = await createCategory(ctx, user, { nome: 'Lazer' });
  const as = actingAs(ctx, user);
  const foodNov = (await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 300 })).body
    .data;
  const funNov = (await as.post('/budgets', { categoryId: fun.id, month: '2026-11-01', amount: 100 })).body
    .data;
  const spend = (categoryId: number, amount: number, date: string) =>
    createTransaction(ctx, user, account.id, { categoryId, amount, date });
  /** category: amount, and where the list comes from, of the month's budgets. */
  const listOf = async (month: string) =>
    ((await as.get('/budgets', { month })).body.data as Array<Record<string, unknown>>).map(
      (b) => `${b.category} ${b.amount}${b.repeated ? ` (de ${b.source_month})` : ''}`,
    );
  return { user, as, food, fun, foodNov, funNov, spend, listOf };
}

describe('budgets repeat every month until changed', () => {
  it('a month without budgets of its own shows the latest earlier list, across the year, with its own spending', async () => {
    const { as, food, fun, spend, listOf } = await setup();
    await spend(food.id, 120, '2027-01-10');
    await spend(fun.id, 130.5, '2027-01-20');

    expect(await listOf('2026-10-01')).toEqual([]);
    expect(await listOf('2026-11-01')).toEqual(['Alimentação 300', 'Lazer 100']);
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    const january = (await as.get('/budgets', { month: '2027-01-01' })).body.data;
    expect(january).toMatchObject([
      { category: 'Alimentação', month: '2027-01-01', source_month: '2026-11-01', repeated: true },
      { category: 'Lazer', month: '2027-01-01', source_month: '2026-11-01', repeated: true },
    ]);
    expect(january[0]).toMatchObject({ amount: 300, spent: 120, percent: 40, remaining: 180 });
    expect(january[1]).toMatchObject({ amount: 100, spent: 130.5, percent: 130.5, remaining: -30.5 });
    expect(await listOf('2027-06-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);

    // The dashboard reads the same list.
    const dashboard = (await as.get('/dashboard/summary', { from: '2027-01-01', to: '2027-01-31' })).body
      .data;
    expect(dashboard.budgets).toMatchObject([
      { category: 'Alimentação', budget: 300, spent: 120, remaining: 180, repeated: true },
      { category: 'Lazer', budget: 100, spent: 130.5, remaining: -30.5, repeated: true },
    ]);
  });

  it('rollover carries through the repeated months too', async () => {
    const { as, food, spend } = await setup();
    await as.post('/budgets/rollover', { categoryId: food.id, rollover: true });
    await spend(food.id, 200, '2026-11-05'); // 100 left
    await spend(food.id, 350, '2026-12-05'); // 50 over, in a repeated month
    await spend(food.id, 10, '2027-01-05');
    const [january] = (await as.get('/budgets', { month: '2027-01-01' })).body.data;
    expect(january).toMatchObject({
      repeated: true,
      rollover: true,
      carried: 50,
      available: 350,
      spent: 10,
      remaining: 340,
    });
  });

  it('editing a repeated budget makes the whole list the month’s own; earlier months keep theirs, later ones repeat it', async () => {
    const { as, food, foodNov, listOf } = await setup();
    const edited = await as.post('/budgets', { categoryId: food.id, month: '2027-01-01', amount: 500 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      category: 'Alimentação',
      month: '2027-01-01',
      amount: 500,
      repeated: false,
      source_month: '2027-01-01',
    });
    expect(edited.body.data.id).not.toBe(foodNov.id);

    expect(await listOf('2027-01-01')).toEqual(['Alimentação 500', 'Lazer 100']);
    expect(await listOf('2026-11-01')).toEqual(['Alimentação 300', 'Lazer 100']);
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    expect(await listOf('2027-02-01')).toEqual([
      'Alimentação 500 (de 2027-01-01)',
      'Lazer 100 (de 2027-01-01)',
    ]);
  });

  it('a budget added in a repeated month joins the repeated ones', async () => {
    const { user, as, listOf } = await setup();
    const health = await createCategory(ctx, user, { nome: 'Saúde' });
    const added = await as.post('/budgets', { categoryId: health.id, month: '2026-12-01', amount: 80 });
    expect(added.status).toBe(201);
    expect(await listOf('2026-12-01')).toEqual(['Alimentação 300', 'Lazer 100', 'Saúde 80']);
    expect(await listOf('2026-11-01')).toEqual(['Alimentação 300', 'Lazer 100']);
  });

  it('deleting a repeated budget takes it out from the month shown onward, not before', async () => {
    const { as, funNov, listOf } = await setup();
    const removed = await as.delete('/budgets', { id: funNov.id, month: '2027-01-01' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: funNov.id, undo: expect.any(String) });
    expect(await listOf('2026-11-01')).toEqual(['Alimentação 300', 'Lazer 100']);
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    expect(await listOf('2027-01-01')).toEqual(['Alimentação 300']);
    expect(await listOf('2027-05-01')).toEqual(['Alimentação 300 (de 2027-01-01)']);

    // The row is no longer in force from January: asking again, or in a month before it, finds nothing.
    for (const month of ['2027-01-01', '2027-03-01', '2026-10-01']) {
      const again = await as.delete('/budgets', { id: funNov.id, month });
      expect(again.status).toBe(404);
      expect(again.body.error.message).toBe(BUDGET_NOT_FOUND_MESSAGE);
    }
  });

  it('a month whose last budget is deleted stays empty instead of repeating an earlier month', async () => {
    const { as, food, foodNov, funNov, listOf } = await setup();
    await as.post('/budgets', { categoryId: food.id, month: '2027-01-01', amount: 250 });
    // January's list is its own now: its rows are deleted by their own ids, without a month.
    for (const budget of (await as.get('/budgets', { month: '2027-01-01' })).body.data) {
      expect(budget.id).not.toBe(funNov.id);
      expect((await as.delete('/budgets', { id: budget.id })).status).toBe(200);
    }
    expect(await listOf('2027-01-01')).toEqual([]);
    expect(await listOf('2027-02-01')).toEqual([]);
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    // Its own month: November loses it, and so do the months that repeat November.
    await as.delete('/budgets', { id: foodNov.id });
    expect(await listOf('2026-11-01')).toEqual(['Lazer 100']);
    expect(await listOf('2026-12-01')).toEqual(['Lazer 100 (de 2026-11-01)']);
  });
});

describe('Copiar do mês anterior', () => {
  it('gives a month without a list of its own the list in force the month before', async () => {
    const { as, food, listOf } = await setup();
    const copied = await as.post('/budgets/copy', { month: '2027-01-01' });
    expect(copied.status).toBe(201);
    expect(copied.body.data).toMatchObject([
      { category: 'Alimentação', amount: 300, month: '2027-01-01', repeated: false },
      { category: 'Lazer', amount: 100, month: '2027-01-01', repeated: false },
    ]);
    // January no longer follows November.
    await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 310 });
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 310 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    expect(await listOf('2027-01-01')).toEqual(['Alimentação 300', 'Lazer 100']);
  });

  it('refuses a month that has budgets of its own, and a month whose previous month has none', async () => {
    const { as, foodNov, funNov, listOf } = await setup();
    const own = await as.post('/budgets/copy', { month: '2026-11-01' });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(BUDGET_COPY_OWN_MESSAGE);
    const none = await as.post('/budgets/copy', { month: '2026-09-01' });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(BUDGET_COPY_NONE_MESSAGE);
    expect(await listOf('2026-09-01')).toEqual([]);

    // December emptied by hand can take November's list back.
    await as.delete('/budgets', { id: foodNov.id, month: '2026-12-01' });
    expect(await listOf('2026-12-01')).toEqual(['Lazer 100']);
    // November's row is no longer the one December shows.
    expect((await as.delete('/budgets', { id: funNov.id, month: '2026-12-01' })).status).toBe(404);
    const [december] = (await as.get('/budgets', { month: '2026-12-01' })).body.data;
    await as.delete('/budgets', { id: december.id, month: '2026-12-01' });
    expect(await listOf('2026-12-01')).toEqual([]);
    expect((await as.post('/budgets/copy', { month: '2026-12-01' })).status).toBe(201);
    expect(await listOf('2026-12-01')).toEqual(['Alimentação 300', 'Lazer 100']);
  });

  it('answers bad months in Portuguese', async () => {
    const { as, foodNov, listOf } = await setup();
    for (const [body, message] of [
      [{ month: '2026-12-15' }, BUDGET_MONTH_MESSAGE],
      [{ month: 'dezembro' }, BUDGET_MONTH_MESSAGE],
      [{ month: '2026-02-30' }, BUDGET_MONTH_MESSAGE],
      [{}, BUDGET_MONTH_MISSING_MESSAGE],
    ] as const) {
      const res = await as.post('/budgets/copy', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const res = await as.delete('/budgets', { id: foodNov.id, month: '2026-12-15' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(BUDGET_MONTH_MESSAGE);
    expect(await listOf('2026-12-01')).toHaveLength(2);
  });
});

describe('isolation', () => {
  it("another person's budgets never repeat into, or copy into, someone else's months", async () => {
    const { as, foodNov, listOf } = await setup();
    const intruder = actingAs(ctx, await createUser(ctx));
    expect((await intruder.get('/budgets', { month: '2027-01-01' })).body.data).toEqual([]);
    const copy = await intruder.post('/budgets/copy', { month: '2026-12-01' });
    expect(copy.status).toBe(409);
    expect(copy.body.error.message).toBe(BUDGET_COPY_NONE_MESSAGE);
    expect((await intruder.delete('/budgets', { id: foodNov.id, month: '2026-12-01' })).status).toBe(404);
    expect(await listOf('2026-12-01')).toEqual([
      'Alimentação 300 (de 2026-11-01)',
      'Lazer 100 (de 2026-11-01)',
    ]);
    expect((await as.get('/budgets', { month: '2026-12-01' })).body.data[0].id).toBe(foodNov.id);
  });
});

describe('backup', () => {
  it('a restored backup repeats the same lists and keeps a month emptied by hand empty', async () => {
    const { as, foodNov, listOf } = await setup();
    await as.delete('/budgets', { id: foodNov.id, month: '2027-01-01' });
    const [january] = (await as.get('/budgets', { month: '2027-01-01' })).body.data;
    await as.delete('/budgets', { id: january.id });
    const backup = await as.get('/export');
    expect(backup.body.budgetMonths).toEqual(['2026-11-01', '2027-01-01']);

    const copy = await createUser(ctx);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/restore',
      headers: { authorization: `Bearer ${copy.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(backup.body),
    });
    expect(restored.statusCode).toBe(200);
    const asCopy = actingAs(ctx, copy);
    for (const month of ['2026-11-01', '2026-12-01', '2027-01-01', '2027-03-01']) {
      const names = (await asCopy.get('/budgets', { month })).body.data.map(
        (b: Record<string, unknown>) =>
          `${b.category} ${b.amount}${b.repeated ? ` (de ${b.source_month})` : ''}`,
      );
      expect(names, month).toEqual(await listOf(month));
    }
    expect(await listOf('2027-03-01')).toEqual([]);
  });
});
