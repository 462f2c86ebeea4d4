/**
 * Many requests at once on the same rows. On PostgreSQL they really run side by side (a pool of connections);
 * on PGlite they interleave on its one connection. Either way nothing may be lost or paid twice.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, todayIn } from '../../common/dates';
import { queryRows } from '../db/connect';
import { actingAs, createAccount, createCategory, createUser } from '../test/factories';
import { setupTestApp } from '../test/test-app';
import { expectLedgerConsistent } from './world';

const ctx = setupTestApp();
const N = 20;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.database.db, query);
  return Number(row?.n ?? 0);
}

function statuses(results: Array<{ status: number }>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

describe('concurrency', () => {
  it(`${N} transfers at once between the same two accounts, both ways: every one recorded, balances add up`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { opening_balance: 1000 });
    const b = await createAccount(ctx, user, { opening_balance: 500 });
    const today = todayIn();
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        as.post('/transfers', {
          amount: 10 + i,
          date: i % 3 === 0 ? addMonths(today, -1) : today,
          // Both directions at once: locks taken in opposite orders must not deadlock.
          fromAccountId: i % 2 === 0 ? a.id : b.id,
          toAccountId: i % 2 === 0 ? b.id : a.id,
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: N });
    expect(
      await count(sql`select count(distinct transfer_id) as n from transactions where book_id = ${user.id}`),
    ).toBe(N);
    expect(await count(sql`select count(*) as n from transactions where book_id = ${user.id}`)).toBe(2 * N);

    // Even transfers went a -> b (10, 12, ... 48), odd ones b -> a (11, 13, ... 49).
    const toB = Array.from({ length: N }, (_, i) => i)
      .filter((i) => i % 2 === 0)
      .reduce((s, i) => s + 10 + i, 0);
    const toA = Array.from({ length: N }, (_, i) => i)
      .filter((i) => i % 2 === 1)
      .reduce((s, i) => s + 10 + i, 0);
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>;
    expect(accounts.find((x) => x.id === a.id)?.balance).toBe(1000 - toB + toA);
    expect(accounts.find((x) => x.id === b.id)?.balance).toBe(500 + toB - toA);
    await expectLedgerConsistent(ctx, [user]);
  });

  it(`${N} contributions at once to the same goal: every one counted, in the goal and in both accounts`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const source = await createAccount(ctx, user, { opening_balance: 5000 });
    const savings = await createAccount(ctx, user, { type: 'savings' });
    const category = await createCategory(ctx, user, { nome: 'Reserva' });
    const goal = (await as.post('/goals', { name: 'Viagem', target_amount: 10_000, initial_amount: 100 }))
      .body.data;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        as.post('/goals/contribute', {
          id: goal.id,
          amount: 25.5,
          account_id: savings.id,
          source_account_id: source.id,
          ...(i % 2 === 0 ? { category_id: category.id } : {}),
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: N });
    const after = (
      (await as.get('/goals')).body.data as Array<{
        id: number;
        current_amount: number;
        contributions_count: number;
      }>
    ).find((g) => g.id === goal.id);
    expect(after).toMatchObject({ current_amount: 100 + N * 25.5, contributions_count: N });
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>;
    expect(accounts.find((x) => x.id === source.id)?.balance).toBe(5000 - N * 25.5);
    expect(accounts.find((x) => x.id === savings.id)?.balance).toBe(N * 25.5);
    expect(await count(sql`select count(*) as n from transactions where goal_id = ${goal.id}`)).toBe(2 * N);
    await expectLedgerConsistent(ctx, [user]);
  });

  it(`${N} 'Pagar' at once on each of the same fixed expenses: each is paid exactly once`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: 3000 });
    const day = Number(todayIn().slice(8, 10));
    const items = [];
    for (const [description, amount] of [
      ['Aluguel', 1800],
      ['Internet', 99.9],
      ['Academia', 120],
    ] as const) {
      items.push(
        (await as.post('/recurring', { account_id: account.id, amount, description, due_day: day })).body
          .data,
      );
    }
    const calls = items.flatMap((item) =>
      Array.from({ length: N }, () => () => as.post('/fixed-expenses/confirm', { id: item.id })),
    );
    // Interleaved: the three items' confirmations are in flight together.
    const order = calls.map((_, i) => ((i % items.length) * N + Math.floor(i / items.length)) % calls.length);
    const results = await Promise.all(order.map((i) => (calls[i] as () => ReturnType<typeof as.post>)()));
    expect(statuses(results)).toEqual({ 200: items.length, 409: items.length * (N - 1) });
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error?.message).toBe('Este gasto fixo já foi pago neste mês');
    }
    const list = (await as.get('/recurring')).body.data as Array<{
      id: number;
      payment_status: string;
      next_run: string;
    }>;
    for (const item of items) {
      expect(await count(sql`select count(*) as n from transactions where recurring_id = ${item.id}`)).toBe(
        1,
      );
      const now = list.find((x) => x.id === item.id);
      expect(now?.payment_status).toBe('pago');
      expect(now?.next_run).toBe(addMonths(item.next_run, 1, item.due_day));
    }
    const balance = ((await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>)[0]
      ?.balance;
    expect(balance).toBe(980.1);
    await expectLedgerConsistent(ctx, [user]);
  });

  it(`${N} runs of the automatic fixed expenses at once: each due date is recorded once`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const start = addMonths(todayIn(), -3);
    const item = (
      await as.post('/recurring', { account_id: account.id, amount: 50, next_run: start, mode: 'automatic' })
    ).body.data;
    const results = await Promise.all(Array.from({ length: N }, () => as.post('/recurring/run')));
    expect(statuses(results)).toEqual({ 200: N });
    const created = results.reduce((sum, r) => sum + (r.body.data as { created: number }).created, 0);
    const dates = await queryRows<{ date: string }>(
      ctx.database.db,
      sql`select date from transactions where recurring_id = ${item.id} order by date`,
    );
    expect(dates.map((d) => d.date)).toEqual([0, 1, 2, 3].map((m) => addMonths(start, m, item.due_day)));
    expect(created).toBe(4);
    await expectLedgerConsistent(ctx, [user]);
  });

  it('creates, edits, deletes and transfers at once on the same accounts keep the totals equal to the rows', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { opening_balance: 100 });
    const b = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Comida' });
    const today = todayIn();
    const existing = [];
    for (let i = 0; i < N; i++) {
      existing.push(
        (
          await as.post('/transactions', {
            amount: 5 + i,
            date: today,
            type: 'DESPESA',
            accountId: a.id,
            categoryId: food.id,
          })
        ).body.data,
      );
    }
    const work = [
      ...existing.slice(0, N / 2).map((t) => () => as.delete('/transactions', { id: t.id })),
      ...existing.slice(N / 2).map(
        (t, i) => () =>
          as.put('/transactions', {
            id: t.id,
            date: addMonths(today, -1 - (i % 2)),
            type: i % 3 === 0 ? 'RECEITA' : 'DESPESA',
            amount: 7.25,
            accountId: i % 2 === 0 ? b.id : a.id,
            categoryId: i % 2 === 0 ? null : food.id,
          }),
      ),
      ...Array.from(
        { length: N },
        (_, i) => () =>
          as.post('/transactions', {
            amount: 1 + i,
            date: today,
            type: 'DESPESA',
            accountId: i % 2 ? a.id : b.id,
            splits: [{ amount: 0.5, categoryId: food.id }],
          }),
      ),
      ...Array.from(
        { length: N / 2 },
        (_, i) => () =>
          as.post('/transfers', {
            amount: 3,
            date: today,
            fromAccountId: i % 2 ? a.id : b.id,
            toAccountId: i % 2 ? b.id : a.id,
          }),
      ),
    ];
    const results = await Promise.all(work.map((f) => f()));
    expect(results.filter((r) => r.status >= 300)).toEqual([]);
    await expectLedgerConsistent(ctx, [user]);
  });
});
