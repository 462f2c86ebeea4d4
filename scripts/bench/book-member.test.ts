import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { queryRows } from '../../server/db/connect';
import { call, setupTestApp } from '../../server/test/test-app';
import { seedUsers } from '../seed';
import { addBookMember, BOOK_MEMBER } from './book-member';
import { periodsFor, readOperations } from './operations';
import type { BenchUser } from './prepare';

const ctx = setupTestApp();

const signIn = async (email: string, password: string) => {
  const res = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  expect(res.status, email).toBe(200);
  return res.body.data.accessToken as string;
};

describe("the bench's member of the measured person's book", () => {
  it('reads through the membership check exactly what the measured person reads alone', async () => {
    const db = ctx.database.db;
    const password = 'bench-senha-segura-123';
    const { users } = await seedUsers(db, {
      emails: ['dono@grana.local'],
      password,
      name: 'Dono',
      plan: { transactions: 300, years: 1, payees: 20, tags: 5, today: todayIn(DEFAULT_TIME_ZONE) },
      seed: 3,
      timeZone: DEFAULT_TIME_ZONE,
      replace: true,
    });
    const ownerId = users[0]!.id;
    const [account] = await queryRows<{ id: number }>(
      db,
      sql`select id from accounts where book_id = ${ownerId} and name = 'Conta Corrente'`,
    );
    const owner: BenchUser = {
      id: ownerId,
      email: 'dono@grana.local',
      password,
      timeZone: DEFAULT_TIME_ZONE,
      accountId: Number(account!.id),
    };
    const member = await addBookMember(ctx.database, owner);
    expect(member.bookId).toBe(ownerId);
    const [membership] = await queryRows<{ role: string }>(
      db,
      sql`select role from book_members where book_id = ${ownerId} and user_id = ${member.user.id}`,
    );
    expect(membership?.role).toBe(BOOK_MEMBER.role);

    const ownerToken = await signIn(owner.email, owner.password);
    const memberToken = await signIn(member.user.email, member.user.password);
    const answers = new Map<string, any>();
    for (const op of readOperations(periodsFor(owner))) {
      const url = `/api/v1${op.path}`;
      const alone = await call(ctx.app, 'GET', url, { token: ownerToken });
      const asMember = await call(ctx.app, 'GET', url, { token: memberToken, headers: member.headers });
      expect(alone.status, op.key).toBe(200);
      expect(asMember.status, `${op.key}: ${JSON.stringify(asMember.body).slice(0, 200)}`).toBe(200);
      expect(asMember.body, op.key).toEqual(alone.body);
      answers.set(op.key, alone.body.data);
    }
    expect(answers.get('tx-all').items.length).toBeGreaterThan(0);
    // Without the header the member is in their own personal book, which is empty: the header is what chose.
    const own = await call(ctx.app, 'GET', '/api/v1/transactions?page=1', { token: memberToken });
    expect(own.status).toBe(200);
    expect(own.body.data.items).toEqual([]);
  }, 60_000);
});
