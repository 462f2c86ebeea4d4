import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { TOTALS_LIMIT_MESSAGE } from '../../http/error-handler';
import { actingAs, createAccount, createCategory, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { monthTotals } from './month-totals';

const ctx = setupTestApp();

/** The month totals as stored, and as computed from the transactions right now. */
async function storedAndComputed(userId: number) {
  const db = ctx.database.db;
  const stored = {
    accounts: await queryRows(
      db,
      sql`select account_id, month, income, expense from account_month_totals
          where user_id = ${userId} and (income <> 0 or expense <> 0) order by 1, 2`,
    ),
    categories: await queryRows(
      db,
      sql`select category_id, month, type, amount from category_month_totals
          where user_id = ${userId} and amount <> 0 order by 1, 2, 3`,
    ),
  };
  const computed = {
    accounts: await queryRows(
      db,
      sql`select account_id, date_trunc('month', date)::date as month,
                 coalesce(sum(amount) filter (where type = 'RECEITA'), 0)::bigint as income,
                 coalesce(sum(amount) filter (where type = 'DESPESA'), 0)::bigint as expense
          from transactions where user_id = ${userId} group by 1, 2 order by 1, 2`,
    ),
    categories: await queryRows(
      db,
      sql`select coalesce(category_id, 0) as category_id, date_trunc('month', date)::date as month, type,
                 sum(amount)::bigint as amount
          from transaction_lines where user_id = ${userId} group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`,
    ),
  };
  return { stored, computed };
}

describe('month totals', () => {
  it('stay equal to the transactions through creates, edits, moves between months, transfers, deletes and fixed expenses', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    const b = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Comida' });
    const health = await createCategory(ctx, user, { nome: 'Saúde' });

    const t1 = (
      await as.post('/transactions', {
        amount: 100,
        date: '2026-10-10',
        type: 'DESPESA',
        accountId: a.id,
        categoryId: food.id,
        splits: [{ amount: 30, categoryId: health.id }],
      })
    ).body.data;
    const t2 = (
      await as.post('/transactions', { amount: 2500, date: '2026-11-05', type: 'RECEITA', accountId: a.id })
    ).body.data;
    const transfer = (
      await as.post('/transfers', { amount: 300, date: '2026-11-07', fromAccountId: a.id, toAccountId: b.id })
    ).body.data;
    await as.put('/transactions', {
      id: t1.id,
      date: '2026-11-01',
      type: 'DESPESA',
      amount: 120,
      accountId: b.id,
      categoryId: health.id,
    });
    await as.put('/transactions', {
      ...transfer.to,
      id: transfer.to.id,
      accountId: b.id,
      amount: 350,
      date: '2026-12-01',
    });
    await as.delete('/transactions', { id: t2.id });
    const item = (
      await as.post('/recurring', { account_id: a.id, amount: 80, next_run: '2026-09-15', mode: 'automatic' })
    ).body.data;
    await as.post('/recurring/run');
    await as.post('/fixed-expenses/confirm', { id: item.id });
    const goal = (await as.post('/goals', { name: 'Meta', target_amount: 1000 })).body.data;
    await as.post('/goals/contribute', {
      id: goal.id,
      amount: 40,
      account_id: b.id,
      source_account_id: a.id,
    });

    const { stored, computed } = await storedAndComputed(user.id);
    expect(stored).toEqual(computed);
    expect(stored.accounts.length).toBeGreaterThan(3);

    // A rebuild gives the same figures.
    await monthTotals.rebuild(ctx.database.db, user.id);
    expect((await storedAndComputed(user.id)).stored).toEqual(computed);
  });

  it('concurrent writes on the same month add up', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as.post('/transactions', { amount: 1 + i, date: '2026-11-10', type: 'DESPESA', accountId: a.id }),
      ),
    );
    const { stored, computed } = await storedAndComputed(user.id);
    expect(stored).toEqual(computed);
    expect(stored.accounts).toEqual([{ account_id: a.id, month: '2026-11-01', income: 0, expense: 21000 }]);
  });

  it('refuse at the door (400, nothing written) a write that would carry a month past R$ 10 trilhões', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const huge = {
      accountId: account.id,
      type: 'RECEITA',
      amount: 999_999_999_999.99,
      description: 'Enorme',
      date: '2026-11-02',
    };
    for (let i = 0; i < 10; i++) expect((await as.post('/transactions', huge)).status).toBe(201);
    const refused = await as.post('/transactions', { ...huge, amount: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TOTALS_LIMIT_MESSAGE);
    // Another month of the same account is its own total.
    expect((await as.post('/transactions', { ...huge, date: '2026-12-02' })).status).toBe(201);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(10_999_999_999_999.89);
    const { stored, computed } = await storedAndComputed(user.id);
    expect(stored).toEqual(computed);
  });
});
