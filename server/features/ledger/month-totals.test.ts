import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { TOTALS_LIMIT_MESSAGE } from '../../db/input-refusals';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { ledger, ledgerTransaction } from './public';

const ctx = setupTestApp();

/** The month totals as stored, and as computed from the transactions right now. */
async function storedAndComputed(bookId: number) {
  const db = ctx.database.db;
  const stored = {
    accounts: await queryRows(
      db,
      sql`select account_id, month, income, expense from account_month_totals
          where book_id = ${bookId} and (income <> 0 or expense <> 0) order by 1, 2`,
    ),
    categories: await queryRows(
      db,
      sql`select category_id, month, type, amount from category_month_totals
          where book_id = ${bookId} and amount <> 0 order by 1, 2, 3`,
    ),
  };
  const computed = {
    accounts: await queryRows(
      db,
      sql`select account_id, date_trunc('month', date)::date as month,
                 coalesce(sum(amount) filter (where type = 'RECEITA'), 0)::bigint as income,
                 coalesce(sum(amount) filter (where type = 'DESPESA'), 0)::bigint as expense
          from transactions where book_id = ${bookId} group by 1, 2 order by 1, 2`,
    ),
    categories: await queryRows(
      db,
      sql`select coalesce(category_id, 0) as category_id, date_trunc('month', date)::date as month, type,
                 sum(amount)::bigint as amount
          from transaction_lines where book_id = ${bookId} group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`,
    ),
  };
  return { stored, computed };
}

describe('month totals', () => {
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

  it('stay in step through who paid, and go with the rows when a book is emptied (purged in steps, a restore undone)', async () => {
    const db = ctx.database.db;
    const totalRows = async (bookId: number) =>
      (
        await queryRows<{ count: number }>(
          db,
          sql`select (select count(*) from account_month_totals where book_id = ${bookId})
                   + (select count(*) from category_month_totals where book_id = ${bookId})
                   + (select count(*) from transactions where book_id = ${bookId}) as count`,
        )
      ).map((r) => Number(r.count))[0];
    for (const emptied of ['purge', 'deleteAll'] as const) {
      const user = await createUser(ctx);
      const as = actingAs(ctx, user);
      const a = await createAccount(ctx, user);
      for (const date of ['2026-10-10', '2026-11-10', '2026-11-11']) {
        const made = await as.post('/transactions', { amount: 10, date, type: 'DESPESA', accountId: a.id });
        expect(made.status).toBe(201);
      }
      const before = await storedAndComputed(user.id);
      const [first] = await queryRows<{ id: number }>(
        db,
        sql`select id from transactions where book_id = ${user.id} order by id limit 1`,
      );
      await ledgerTransaction(db, { userId: null, way: 'setup' }, (tx) =>
        ledger.setPayer(tx, user.id, Number(first?.id), user.id, 'equal'),
      );
      expect(await storedAndComputed(user.id)).toEqual(before);

      if (emptied === 'purge') {
        expect(await db.transaction((tx) => ledger.purgeSome(tx, user.id, 2))).toBe(2);
        expect(await db.transaction((tx) => ledger.purgeSome(tx, user.id, 2))).toBe(1);
      } else await db.transaction((tx) => ledger.deleteAll(tx, user.id));
      expect(await totalRows(user.id)).toBe(0);
    }
  });
});
