import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNTS, TOO_MANY_ACCOUNTS_MESSAGE } from '../../common/contract/accounts';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../common/contract/export/document';
import { MAX_RECURRING, TOO_MANY_RECURRING_MESSAGE } from '../../common/contract/recurring';
import { queryRows } from '../db/connect';
import { actingAs, createAccount, createUser, type TestUser } from '../test/factories';
import { setupTestApp } from '../test/test-app';

const ctx = setupTestApp();

async function countOf(table: 'accounts' | 'recurring', user: TestUser): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where book_id = ${user.id}`,
  );
  return Number(row?.n);
}

/** A person one short of the limit of accounts, made in one statement (archived ones count too). */
async function personWithAccounts(count: number) {
  const user = await createUser(ctx);
  await ctx.database.db.execute(sql`
    insert into accounts (book_id, name, type, archived_at)
    select ${user.id}, 'Conta ' || n, 'checking', case when n % 2 = 0 then now() end
    from generate_series(1, ${count}) as n`);
  return user;
}

describe('limits a person cannot pass', () => {
  it(`accounts and cards: the ${MAX_ACCOUNTS}th is created, the next refused with 409 and nothing written`, async () => {
    const user = await personWithAccounts(MAX_ACCOUNTS - 1);
    const as = actingAs(ctx, user);
    expect((await as.post('/accounts', { name: 'Última', type: 'checking' })).status).toBe(201);
    for (const body of [
      { name: 'Mais uma', type: 'checking' },
      { name: 'Cartão', type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 1000 },
    ]) {
      const res = await as.post('/accounts', body);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(TOO_MANY_ACCOUNTS_MESSAGE);
    }
    expect(await countOf('accounts', user)).toBe(MAX_ACCOUNTS);
  });

  it('two creations at once with room for one: exactly one passes', async () => {
    const user = await personWithAccounts(MAX_ACCOUNTS - 1);
    const as = actingAs(ctx, user);
    const answers = await Promise.all(['A', 'B', 'C'].map((name) => as.post('/accounts', { name })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await countOf('accounts', user)).toBe(MAX_ACCOUNTS);
  });

  it(`fixed expenses and incomes: the ${MAX_RECURRING + 1}st is refused with 409 and nothing written`, async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    await ctx.database.db.execute(sql`
      insert into recurring (book_id, account_id, amount, description, next_run, due_day)
      select ${user.id}, ${account.id}, 1000, 'Conta ' || n, date '2026-12-05', 5
      from generate_series(1, ${MAX_RECURRING}) as n`);
    const res = await actingAs(ctx, user).post('/recurring', {
      account_id: account.id,
      amount: 50,
      due_day: 8,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(TOO_MANY_RECURRING_MESSAGE);
    expect(await countOf('recurring', user)).toBe(MAX_RECURRING);
  });

  it('a backup holding more than a person may have is refused, naming the list, and restores nothing', async () => {
    const user = await createUser(ctx);
    const accounts = Array.from({ length: MAX_ACCOUNTS + 1 }, (_, i) => ({
      id: i + 1,
      name: `Conta ${i + 1}`,
      type: 'checking',
      openingBalance: 0,
    }));
    const doc = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      accounts,
      categories: [],
      tags: [],
      payees: [],
      goals: [],
      recurring: [],
      budgets: [],
      transactions: [],
    };
    const res = await actingAs(ctx, user).post('/restore', doc);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Backup inválido em accounts: O backup tem mais de 200 contas e cartões, o limite por pessoa',
    );
    expect(await countOf('accounts', user)).toBe(0);
  });
});
