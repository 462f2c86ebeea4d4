import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { clonePerson, resetIdentities, snapshotTemplate, withoutPlainIndexes } from './clone-people';

const ctx = setupTestApp();

const signIn = async (email: string) => {
  const res = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'demo1234' } });
  expect(res.status, email).toBe(200);
  return res.body.data.accessToken as string;
};

describe("the bench's copies of a seeded person", () => {
  it('are people of their own: same figures, own rows, usable through the API', async () => {
    const db = ctx.database.db;
    const { users } = await seedUsers(db, {
      emails: ['user0001@grana.local'],
      password: 'demo1234',
      name: '',
      plan: { transactions: 80, years: 1, payees: 6, tags: 4, today: '2026-11-20' },
      seed: 7,
      timeZone: 'America/Sao_Paulo',
      replace: true,
    });
    const templateId = users[0]!.id;
    const indexesNow = () =>
      queryRows<{ definition: string }>(
        db,
        sql`select pg_get_indexdef(indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indrelid
            where c.relnamespace = 'public'::regnamespace order by 1`,
      );
    const before = await indexesNow();
    const snapshot = await snapshotTemplate(db, templateId);
    const restore = await withoutPlainIndexes(db);
    expect((await indexesNow()).length).toBeLessThan(before.length);
    await clonePerson(db, snapshot, { from: 2, to: 3 }, 4);
    await snapshot.drop();
    await restore();
    await resetIdentities(db);
    expect(await indexesNow()).toEqual(before);
    const [left] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_tables where tablename like 'bench_template_%'`,
    );
    expect(left?.count).toBe(0);

    const perPerson = await queryRows<{
      email: string;
      transactions: number;
      total: string;
      accounts: number;
    }>(
      db,
      sql`select u.email, count(t.id)::int as transactions, coalesce(sum(t.amount), 0)::text as total,
                 (select count(*)::int from accounts a where a.book_id = u.id) as accounts
          from users u left join transactions t on t.book_id = u.id
          where u.email like 'user000%' group by u.id, u.email order by u.email`,
    );
    expect(perPerson.map((p) => p.email)).toEqual([
      'user0001@grana.local',
      'user0002@grana.local',
      'user0003@grana.local',
    ]);
    const [template, ...copies] = perPerson;
    expect(template!.transactions).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.transactions).toBe(template!.transactions);
      expect(copy.total).toBe(template!.total);
      expect(copy.accounts).toBe(template!.accounts);
    }

    // Each transfer's two legs share a uuid of their own person: a copy's transfers are not the template's.
    const transfers = await queryRows<{ transfer_id: string; people: number; legs: number }>(
      db,
      sql`select transfer_id, count(distinct book_id)::int as people, count(*)::int as legs
          from transactions where transfer_id is not null group by transfer_id`,
    );
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.length % 3).toBe(0);
    expect(transfers.filter((t) => t.people !== 1 || t.legs !== 2)).toEqual([]);

    // A copy signs in and reads its own list, with the same totals; then writes a row of its own.
    const token = await signIn('user0003@grana.local');
    const templateToken = await signIn('user0001@grana.local');
    const url = '/api/v1/transactions?from=2025-11-01&to=2026-11-30';
    const mine = await call(ctx.app, 'GET', url, { token });
    const theirs = await call(ctx.app, 'GET', url, { token: templateToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.totals).toEqual(theirs.body.data.totals);
    expect(mine.body.data.items.map((t: { id: number }) => t.id)).not.toEqual(
      theirs.body.data.items.map((t: { id: number }) => t.id),
    );
    const accounts = await call(ctx.app, 'GET', '/api/v1/accounts', { token });
    const created = await call(ctx.app, 'POST', '/api/v1/transactions', {
      token,
      body: {
        description: 'Depois da cópia',
        amount: 12.34,
        type: 'DESPESA',
        date: '2026-11-20',
        accountId: accounts.body.data[0].id,
      },
    });
    expect(created.status).toBe(201);
  });
});
