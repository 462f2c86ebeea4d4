import { describe, expect, it } from 'vitest';
import { type Budget, remainingText } from '../../../common/contract/budgets';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

async function setup() {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user, { opening_balance: 5000 });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const fun = await createCategory(ctx, user, { nome: 'Lazer' });
  return { user, as: actingAs(ctx, user), account, food, fun };
}

describe('budgets', () => {
  it('creates, lists with spent (split parts included, transfers and income left out), updates and deletes', async () => {
    const { user, as, account, food, fun } = await setup();
    const created = await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 800 });
    expect(created.status).toBe(201);
    await createTransaction(ctx, user, account.id, {
      categoryId: food.id,
      amount: 150.25,
      date: '2026-11-03',
    });
    // 100 in Lazer, of which 40 split into Alimentação.
    await createTransaction(ctx, user, account.id, {
      categoryId: fun.id,
      amount: 100,
      date: '2026-11-10',
      splits: [{ amount: 40, categoryId: food.id }],
    });
    await createTransaction(ctx, user, account.id, { categoryId: food.id, amount: 99, date: '2026-10-31' });
    // Income is left out; a credit in Alimentação itself would lower it (refund-in-expense.test.ts).
    const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    await createTransaction(ctx, user, account.id, {
      categoryId: salary.id,
      amount: 77,
      date: '2026-11-05',
      type: 'RECEITA',
    });
    const other = await createAccount(ctx, user);
    await as.post('/transfers', {
      date: '2026-11-06',
      amount: 500,
      fromAccountId: account.id,
      toAccountId: other.id,
    });

    const [budget] = (await as.get('/budgets', { month: '2026-11-01' })).body.data;
    expect(budget).toMatchObject({
      category_id: food.id,
      category: 'Alimentação',
      month: '2026-11-01',
      amount: 800,
      spent: 190.25,
      rollover: false,
      carried: 0,
      available: 800,
      percent: 23.8,
      remaining: 609.75,
      repeated: false,
      source_month: '2026-11-01',
    });

    const updated = await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 200 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: budget.id, amount: 200, percent: 95.1, remaining: 9.75 });
    expect((await as.get('/budgets', { month: '2026-11-01' })).body.data).toHaveLength(1);

    expect((await as.delete('/budgets', { id: budget.id })).status).toBe(200);
    expect((await as.get('/budgets', { month: '2026-11-01' })).body.data).toEqual([]);
    expect((await as.delete('/budgets', { id: budget.id })).status).toBe(404);
  });

  it('says what is left of the month, or by how much spending passed it', async () => {
    const { user, as, account, food, fun } = await setup();
    await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 100 });
    await as.post('/budgets', { categoryId: fun.id, month: '2026-11-01', amount: 200 });
    for (const amount of [120, 61.67])
      await createTransaction(ctx, user, account.id, { categoryId: food.id, amount, date: '2026-11-04' });
    await createTransaction(ctx, user, account.id, { categoryId: fun.id, amount: 148, date: '2026-11-20' });
    const list = (await as.get('/budgets', { month: '2026-11-01' })).body.data;
    expect(list).toMatchObject([
      {
        category: 'Alimentação',
        amount: 100,
        spent: 181.67,
        available: 100,
        percent: 181.7,
        remaining: -81.67,
      },
      { category: 'Lazer', amount: 200, spent: 148, available: 200, percent: 74, remaining: 52 },
    ]);
    expect(list.map((b: Budget) => remainingText(b.remaining))).toEqual([
      'Excedeu R$ 81,67',
      'Restam R$ 52,00',
    ]);
  });

  it('rollover carries what was left or overspent in earlier months, stored per category', async () => {
    const { user, as, account, food } = await setup();
    await as.post('/budgets', { categoryId: food.id, month: '2026-09-01', amount: 300 });
    await as.post('/budgets', { categoryId: food.id, month: '2026-10-01', amount: 300 });
    await createTransaction(ctx, user, account.id, { categoryId: food.id, amount: 200, date: '2026-09-15' }); // 100 left
    await createTransaction(ctx, user, account.id, { categoryId: food.id, amount: 350, date: '2026-10-15' }); // 50 over
    await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 300 });
    await createTransaction(ctx, user, account.id, { categoryId: food.id, amount: 175, date: '2026-11-02' });

    const off = (await as.get('/budgets', { month: '2026-11-01' })).body.data[0];
    expect(off).toMatchObject({ rollover: false, carried: 0, available: 300, percent: 58.3 });

    const toggled = await as.post('/budgets/rollover', { categoryId: food.id, rollover: true });
    expect(toggled.status).toBe(200);
    const on = (await as.get('/budgets', { month: '2026-11-01' })).body.data[0];
    expect(on).toMatchObject({
      rollover: true,
      carried: 50,
      available: 350,
      spent: 175,
      percent: 50,
      remaining: 175,
    });
    // The flag is the category's: October shows it on too, carrying September's 100.
    const october = (await as.get('/budgets', { month: '2026-10-01' })).body.data[0];
    expect(october).toMatchObject({ rollover: true, carried: 100, available: 400, percent: 87.5 });
    // A new month's budget inherits the category's choice.
    const december = (await as.post('/budgets', { categoryId: food.id, month: '2026-12-01', amount: 300 }))
      .body.data;
    expect(december).toMatchObject({ rollover: true, carried: 175, available: 475 });
  });

  it('validates month, category and amount', async () => {
    const { as, food } = await setup();
    const salary = (await as.post('/categories', { nome: 'Salário', tipo: 'receita' })).body.data;
    const notFirst = await as.post('/budgets', { categoryId: food.id, month: '2026-11-15', amount: 10 });
    expect(notFirst.status).toBe(400);
    expect(notFirst.body.error.message).toBe('Informe o mês como o primeiro dia (AAAA-MM-01)');
    const income = await as.post('/budgets', { categoryId: salary.id, month: '2026-11-01', amount: 10 });
    expect(income.status).toBe(400);
    expect(income.body.error.message).toBe('Escolha uma categoria de despesa para o orçamento');
    const noAmount = await as.post('/budgets', { categoryId: food.id, month: '2026-11-01' });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error.message).toBe('Informe um valor');
    expect((await as.get('/budgets', { month: 'novembro' })).status).toBe(400);
  });

  it("another user's budgets and categories are out of reach", async () => {
    const { as, food } = await setup();
    const budget = (await as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 100 })).body
      .data;
    const intruder = actingAs(ctx, await createUser(ctx));
    expect((await intruder.get('/budgets', { month: '2026-11-01' })).body.data).toEqual([]);
    expect(
      (await intruder.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 1 })).status,
    ).toBe(404);
    expect((await intruder.post('/budgets/rollover', { categoryId: food.id, rollover: true })).status).toBe(
      404,
    );
    expect((await intruder.delete('/budgets', { id: budget.id })).status).toBe(404);
    expect((await as.get('/budgets', { month: '2026-11-01' })).body.data[0]).toMatchObject({
      amount: 100,
      rollover: false,
    });
  });
});
