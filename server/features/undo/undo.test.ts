import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  UNDO_GONE_MESSAGE,
  UNDO_REFERENCE_GONE_MESSAGE,
  UNDO_TAKEN_MESSAGE,
  UNDO_TOKEN_MESSAGE,
} from '../../../common/contract/undo';
import { queryRows } from '../../db/connect';
import { startUndoPurge } from '../../jobs/undo-purge';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent, snapshot } from '../../trust/world';

const ctx = setupTestApp();

/** Everything a person sees, the month's totals of the list included, and every stored column of the rows. */
async function everything(user: TestUser) {
  const as = actingAs(ctx, user);
  const months = [];
  for (const [from, to] of [
    ['2026-11-01', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
    ['2027-01-01', '2027-01-31'],
  ]) {
    months.push((await as.get('/transactions', { from, to, limit: 200 })).body.data);
  }
  const rows = await queryRows<Record<string, unknown>>(
    ctx.database.db,
    sql`select t.*, (select json_agg(s order by s.id) from transaction_splits s where s.transaction_id = t.id) splits,
               (select json_agg(g.tag_id order by g.tag_id) from transaction_tags g where g.transaction_id = t.id) tags
        from transactions t where t.book_id = ${user.id} order by t.id`,
  );
  return { lists: await snapshot(ctx, user), months, rows };
}

async function world() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const a = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1000 });
  const b = await createAccount(ctx, user, { name: 'Poupança' });
  const card = await createCard(ctx, user, { payment_account_id: a.id });
  const food = await createCategory(ctx, user, { nome: 'Mercado' });
  const home = await createCategory(ctx, user, { nome: 'Casa' });
  const split = await succeeded(
    as.post('/transactions', {
      date: '2026-11-05',
      amount: 250,
      type: 'DESPESA',
      accountId: a.id,
      categoryId: food.id,
      description: 'Compra do mês',
      payeeName: 'Pão de Açúcar',
      tagNames: ['casa', 'mensal'],
      status: 'PENDING',
      splits: [{ amount: 80, categoryId: home.id, description: 'Limpeza' }],
    }),
  );
  const transfer = await succeeded<{ from: { id: number }; to: { id: number } }>(
    as.post('/transfers', { date: '2026-11-06', amount: 100, fromAccountId: a.id, toAccountId: b.id }),
  );
  const purchase = await succeeded(
    as.post('/transactions', {
      date: '2026-11-02',
      amount: 300,
      type: 'DESPESA',
      accountId: card.id,
      categoryId: food.id,
      installments: 3,
    }),
  );
  return { user, as, a, split, transfer, purchase };
}

async function deleteAndUndo(user: TestUser, query: Record<string, unknown>, deletedCount: number) {
  const as = actingAs(ctx, user);
  const before = await everything(user);
  const deleted = await succeeded<{ deleted: number[]; undo: string }>(as.delete('/transactions', query));
  expect(deleted.deleted).toHaveLength(deletedCount);
  expect((await everything(user)).rows).toHaveLength(before.rows.length - deletedCount);
  await expectLedgerConsistent(ctx, [user]);
  expect(await succeeded(as.post('/undo', { token: deleted.undo }))).toEqual({ kind: 'transactions' });
  expect(await everything(user)).toEqual(before);
  await expectLedgerConsistent(ctx, [user]);
  return deleted.undo;
}

/** The budgets of each month as the Orçamentos page asks them, and the stored rows and month marks. */
async function budgetsSeen(user: TestUser) {
  const as = actingAs(ctx, user);
  const months = [];
  for (const month of ['2026-11-01', '2026-12-01', '2027-01-01']) {
    months.push((await as.get('/budgets', { month })).body.data);
  }
  const db = ctx.database.db;
  return {
    months,
    rows: await queryRows(db, sql`select * from budgets where book_id = ${user.id} order by id`),
    marks: await queryRows(db, sql`select * from budget_months where book_id = ${user.id} order by month`),
  };
}

describe('POST /undo after DELETE /budgets', () => {
  it('puts back a budget in its own month, and a month that repeated it back to repeating', async () => {
    const { user, as } = await world();
    const food = await createCategory(ctx, user, { nome: 'Feira' });
    const fun = await createCategory(ctx, user, { nome: 'Lazer' });
    const foodNov = await succeeded(
      as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 300 }),
    );
    await succeeded(
      as.post('/budgets', { categoryId: fun.id, month: '2026-11-01', amount: 100, rollover: true }),
    );
    const before = await budgetsSeen(user);

    // In its own month.
    const own = await succeeded<{ undo: string }>(as.delete('/budgets', { id: foodNov.id }));
    expect((await budgetsSeen(user)).rows).toHaveLength(1);
    expect(await succeeded(as.post('/undo', { token: own.undo }))).toEqual({ kind: 'budget' });
    expect(await budgetsSeen(user)).toEqual(before);

    // In December, which repeats November's list: December gets a list of its own without it; the undo makes
    // December repeat November again.
    const repeated = await succeeded<{ undo: string }>(
      as.delete('/budgets', { id: foodNov.id, month: '2026-12-01' }),
    );
    const after = await budgetsSeen(user);
    expect(after.months[1]).toHaveLength(1);
    expect(after.months[0]).toEqual(before.months[0]);
    await succeeded(as.post('/undo', { token: repeated.undo }));
    expect(await budgetsSeen(user)).toEqual(before);
  });

  it('answers 409 when the category got a new budget in the month since', async () => {
    const { user, as } = await world();
    const food = await createCategory(ctx, user, { nome: 'Feira' });
    const budget = await succeeded(
      as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 300 }),
    );
    const { undo } = await succeeded<{ undo: string }>(as.delete('/budgets', { id: budget.id }));
    await succeeded(as.post('/budgets', { categoryId: food.id, month: '2026-11-01', amount: 250 }));
    const res = await as.post('/undo', { token: undo });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(UNDO_TAKEN_MESSAGE);
    expect((await as.get('/budgets', { month: '2026-11-01' })).body.data).toMatchObject([{ amount: 250 }]);
  });
});

describe('POST /undo after DELETE /recurring', () => {
  it('puts back a fixed expense and links its recorded payments to it again', async () => {
    const { user, as, a } = await world();
    const food = await createCategory(ctx, user, { nome: 'Aluguel' });
    const item = await succeeded(
      as.post('/recurring', {
        account_id: a.id,
        amount: 1200.5,
        due_day: 10,
        description: 'Aluguel',
        category_id: food.id,
      }),
    );
    await succeeded(as.post('/fixed-expenses/confirm', { id: item.id }));
    const before = await everything(user);
    expect(before.rows.filter((r) => Number(r.recurring_id) === item.id)).toHaveLength(1);

    const { undo } = await succeeded<{ undo: string }>(as.delete('/recurring', { id: item.id }));
    expect((await as.get('/recurring')).body.data).toEqual([]);
    expect((await everything(user)).rows.filter((r) => r.recurring_id !== null)).toEqual([]);

    expect(await succeeded(as.post('/undo', { token: undo }))).toEqual({ kind: 'recurring' });
    expect(await everything(user)).toEqual(before);
    await expectLedgerConsistent(ctx, [user]);
    // Paid this month still: a second Pagar is refused as before the deletion.
    expect((await as.post('/fixed-expenses/confirm', { id: item.id })).status).toBe(409);
  });
});

describe('POST /undo after DELETE /transactions', () => {
  it('puts back a split transaction with its payee, tags and status, and the month totals', async () => {
    const { user, split } = await world();
    await deleteAndUndo(user, { id: split.id }, 1);
  });

  it('puts back both legs of a transfer', async () => {
    const { user, transfer } = await world();
    await deleteAndUndo(user, { id: transfer.to.id }, 2);
  });

  it('puts back every installment of a purchase, with their bills', async () => {
    const { user, purchase } = await world();
    await deleteAndUndo(user, { id: purchase.id, scope: 'purchase' }, 3);
  });

  it('refuses a token used, unknown, malformed, expired or another person’s, in Portuguese', async () => {
    const { user, as, split } = await world();
    const token = await deleteAndUndo(user, { id: split.id }, 1);

    const again = await as.post('/undo', { token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(UNDO_GONE_MESSAGE);
    const unknown = await as.post('/undo', { token: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    const malformed = await as.post('/undo', { token: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(UNDO_TOKEN_MESSAGE);

    const { undo } = await succeeded<{ undo: string }>(as.delete('/transactions', { id: split.id }));
    const stranger = await createUser(ctx);
    const foreign = await actingAs(ctx, stranger).post('/undo', { token: undo });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(UNDO_GONE_MESSAGE);

    await ctx.database.db.execute(
      sql`update deleted_rows set created_at = now() - interval '11 minutes' where token = ${undo}`,
    );
    const expired = await as.post('/undo', { token: undo });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(UNDO_GONE_MESSAGE);
    expect((await as.get('/transactions')).body.data.items.map((t: { id: number }) => t.id)).not.toContain(
      split.id,
    );
    await expectLedgerConsistent(ctx, [user]);
  });

  it('answers 409 when the account was deleted in the meantime, and keeps nothing half done', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const row = await succeeded(
      as.post('/transactions', { date: '2026-11-05', amount: 10, type: 'DESPESA', accountId: account.id }),
    );
    const { undo } = await succeeded<{ undo: string }>(as.delete('/transactions', { id: row.id }));
    expect((await as.delete('/accounts', { id: account.id })).status).toBeLessThan(300);
    const res = await as.post('/undo', { token: undo });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(UNDO_REFERENCE_GONE_MESSAGE);
    await expectLedgerConsistent(ctx, [user]);
  });
});

describe('the purge of expired undo deletions', () => {
  const kept = async (token: string) =>
    (await queryRows(ctx.database.db, sql`select 1 from deleted_rows where token = ${token}`)).length;

  it("deletes every person's deletions past their window when it runs, and leaves the recent ones to undo", async () => {
    const { user, as, split, transfer, purchase } = await world();
    const stranger = await createUser(ctx);
    const theirs = await createAccount(ctx, stranger);
    const theirTx = await succeeded(
      actingAs(ctx, stranger).post('/transactions', {
        date: '2026-11-05',
        amount: 10,
        type: 'DESPESA',
        accountId: theirs.id,
      }),
    );
    const old = await succeeded<{ undo: string }>(as.delete('/transactions', { id: split.id }));
    const recent = await succeeded<{ undo: string }>(as.delete('/transactions', { id: transfer.to.id }));
    const theirOld = await succeeded<{ undo: string }>(
      actingAs(ctx, stranger).delete('/transactions', { id: theirTx.id }),
    );
    await ctx.database.db.execute(
      sql`update deleted_rows set created_at = now() - interval '11 minutes'
          where token in (${old.undo}, ${theirOld.undo})`,
    );
    // Aged past the window after the deletions, since a person's next deletion also forgets their expired ones.
    expect(await kept(old.undo)).toBe(1);
    expect(await kept(theirOld.undo)).toBe(1);

    // The job runs at its start, then every interval; nobody has to delete anything again for expired rows to go.
    const stop = startUndoPurge(ctx.database.db, ctx.config, ctx.app.log, { everyMs: 200 });
    try {
      await vi.waitFor(async () => expect(await kept(old.undo)).toBe(0), { timeout: 60_000 });
      expect(await kept(theirOld.undo)).toBe(0);
      expect(await kept(recent.undo)).toBe(1);
      const later = await succeeded<{ undo: string }>(
        as.delete('/transactions', { id: purchase.id, scope: 'purchase' }),
      );
      await ctx.database.db.execute(
        sql`update deleted_rows set created_at = now() - interval '11 minutes' where token = ${later.undo}`,
      );
      await vi.waitFor(async () => expect(await kept(later.undo)).toBe(0), { timeout: 60_000 });
    } finally {
      stop();
    }
    expect(await kept(recent.undo)).toBe(1);

    // What is gone answers as gone; the recent deletion is still undone exactly.
    const gone = await as.post('/undo', { token: old.undo });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(UNDO_GONE_MESSAGE);
    expect(await succeeded(as.post('/undo', { token: recent.undo }))).toEqual({ kind: 'transactions' });
    await expectLedgerConsistent(ctx, [user, stranger]);
  });
});
