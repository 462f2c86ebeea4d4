import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';
import { ledger } from './ledger';

const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The person's month totals, rows of nothing left out (a delete leaves zeros where a rebuild leaves no row). */
async function totalsOf(db: Executor, bookId: number) {
  return {
    accounts: await queryRows(
      db,
      sql`select account_id, month, income, expense,
                 flow_income, flow_expense, flow_income_count, flow_expense_count
          from account_month_totals
          where book_id = ${bookId}
            and (income <> 0 or expense <> 0 or flow_income <> 0 or flow_expense <> 0
                 or flow_income_count <> 0 or flow_expense_count <> 0)
          order by 1, 2`,
    ),
    categories: await queryRows(
      db,
      sql`select category_id, month, type, amount from category_month_totals
          where book_id = ${bookId} and amount <> 0 order by 1, 2, 3`,
    ),
    bills: await queryRows(
      db,
      sql`select account_id, bill_month, type, transfer, amount, rows from card_bill_totals
          where book_id = ${bookId} and (amount <> 0 or rows <> 0) order by 1, 2, 3, 4`,
    ),
  };
}

class RolledBack extends Error {}

/**
 * Fails when the stored month totals differ from what a rebuild from the rows gives. The rebuild runs in a
 * transaction that is rolled back, so the next write path starts from what the previous one left.
 */
async function expectTotalsAsRebuilt(bookId: number, after: string): Promise<void> {
  const db = ctx.database.db;
  const stored = await totalsOf(db, bookId);
  let rebuilt: Awaited<ReturnType<typeof totalsOf>> | undefined;
  await db
    .transaction(async (tx) => {
      await ledger.rebuildTotals(tx, bookId);
      rebuilt = await totalsOf(tx, bookId);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  expect(stored, `month totals after ${after}`).toEqual(rebuilt);
}

async function importCsv(user: TestUser, csv: string, defaultAccountId: number) {
  const form = multipart([
    { name: 'settings', data: JSON.stringify({ defaultAccountId }) },
    { name: 'file', filename: 'extrato.csv', contentType: 'text/csv', data: csv },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/import-csv',
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the ledger', () => {
  it('leaves after every write path the month totals a rebuild gives', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { name: 'Corrente' });
    const b = await createAccount(ctx, user, { name: 'Poupança', type: 'savings' });
    const food = await createCategory(ctx, user, { nome: 'Comida' });
    const health = await createCategory(ctx, user, { nome: 'Saúde' });

    const split = await succeeded<{ id: number }>(
      as.post('/transactions', {
        amount: 100,
        date: '2026-10-10',
        type: 'DESPESA',
        accountId: a.id,
        categoryId: food.id,
        splits: [{ amount: 30, categoryId: health.id }],
      }),
    );
    const income = await succeeded<{ id: number }>(
      as.post('/transactions', { amount: 2500, date: '2026-11-05', type: 'RECEITA', accountId: a.id }),
    );
    await expectTotalsAsRebuilt(user.id, 'creating transactions, one with a split');

    await succeeded(
      as.put('/transactions', {
        id: split.id,
        date: '2026-11-01',
        type: 'DESPESA',
        amount: 120,
        accountId: b.id,
        categoryId: health.id,
      }),
    );
    await succeeded(
      as.put('/transactions', {
        id: income.id,
        date: '2026-12-05',
        type: 'DESPESA',
        amount: 40,
        accountId: a.id,
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'editing (month, account, category, type)');
    await succeeded(
      as.put('/transactions', {
        id: split.id,
        date: '2026-11-01',
        type: 'DESPESA',
        amount: 120,
        accountId: b.id,
        categoryId: health.id,
        splits: [
          { amount: 50, categoryId: food.id },
          { amount: 20, description: 'Sem categoria' },
        ],
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'editing the split parts');

    const transfer = await succeeded<{ from: { id: number }; to: { id: number } }>(
      as.post('/transfers', { amount: 300, date: '2026-11-07', fromAccountId: a.id, toAccountId: b.id }),
    );
    await expectTotalsAsRebuilt(user.id, 'a transfer');
    await succeeded(
      as.put('/transactions', {
        id: transfer.to.id,
        type: 'RECEITA',
        accountId: b.id,
        amount: 350,
        date: '2026-12-01',
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'editing a leg of a transfer');

    await succeeded(as.delete('/transactions', { id: split.id }));
    await succeeded(as.delete('/transactions', { id: transfer.from.id }));
    await expectTotalsAsRebuilt(user.id, 'deleting a split transaction and a transfer');

    const goal = await succeeded<{ id: number }>(as.post('/goals', { name: 'Meta', target_amount: 1000 }));
    await succeeded(
      as.post('/goals/contribute', { id: goal.id, amount: 40, account_id: b.id, source_account_id: a.id }),
    );
    await expectTotalsAsRebuilt(user.id, 'a goal contribution');
    await succeeded(as.delete('/goals', { id: goal.id }));
    await expectTotalsAsRebuilt(user.id, 'deleting a goal with contributions');

    const automatic = await succeeded<{ id: number }>(
      as.post('/recurring', { account_id: a.id, amount: 80, next_run: '2026-09-15', mode: 'automatic' }),
    );
    await succeeded(as.post('/recurring/run'));
    await expectTotalsAsRebuilt(user.id, 'the automatic run of fixed expenses');
    const manual = await succeeded<{ id: number }>(
      as.post('/recurring', { account_id: a.id, amount: 55, next_run: '2026-11-20', mode: 'manual' }),
    );
    await succeeded(as.post('/fixed-expenses/confirm', { id: manual.id }));
    await expectTotalsAsRebuilt(user.id, 'paying a fixed expense (Pagar)');
    await succeeded(as.delete('/recurring', { id: automatic.id }));
    await expectTotalsAsRebuilt(user.id, 'deleting a fixed expense with recorded expenses');

    const card = await createCard(ctx, user, { name: 'Cartão' });
    const purchase = await succeeded<{ id: number; installment_group: string }>(
      as.post('/transactions', {
        amount: 100,
        // Today: its later installments are then always in bills after the open one, to anticipate.
        date: todayIn(),
        type: 'DESPESA',
        accountId: card.id,
        categoryId: food.id,
        installments: 3,
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'a purchase in installments');
    await succeeded(
      as.post('/cards/installments/anticipate', {
        installment_group: purchase.installment_group,
        count: 2,
        discount: 2,
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'anticipating installments with a discount');
    await succeeded(
      as.post('/cards/bills/pay', {
        account_id: card.id,
        month: '2026-12',
        from_account_id: a.id,
        amount: 50,
        date: '2026-12-05',
      }),
    );
    await expectTotalsAsRebuilt(user.id, 'paying a card bill');
    await succeeded(as.delete('/transactions', { id: purchase.id, scope: 'purchase' }));
    await expectTotalsAsRebuilt(user.id, 'deleting a whole purchase');

    const statement = [
      'data;descrição;valor;tipo;destino;categoria',
      '01/11/2026;Salário;5000,00;;;',
      '03/11/2026;Mercado;-90,00;;;Comida',
      '04/11/2026;Reserva;-300,00;transferência;Poupança;',
    ].join('\n');
    const imported = await importCsv(user, statement, a.id);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ inserted: 4, skipped: 0 });
    await expectTotalsAsRebuilt(user.id, 'an import with a transfer');

    // An import that fails after its rows are written (on PGlite, in a step of their own) is taken back.
    // The transfer's legs are the last rows written (staged as the import's rows are): they fail.
    const insertImported = ledger.insertImported.bind(ledger);
    vi.spyOn(ledger, 'insertImported').mockImplementation(async (tx, bookId, rows, tags) => {
      if (rows.some((row) => row.transfer)) throw new Error('falha simulada na transferência');
      return insertImported(tx, bookId, rows, tags);
    });
    const cut = await importCsv(user, statement.replace(/2026/g, '2027'), a.id);
    expect(cut.status).toBe(500);
    vi.restoreAllMocks();
    const left = await queryRows(
      ctx.database.db,
      sql`select id from transactions where book_id = ${user.id} and date >= '2027-01-01'`,
    );
    expect(left).toEqual([]);
    await expectTotalsAsRebuilt(user.id, 'an import cut short');

    const copy = await createUser(ctx);
    const backup = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${user.token}` },
    });
    const restored = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/restore',
      headers: { authorization: `Bearer ${copy.token}`, 'content-type': 'application/json' },
      payload: backup.body,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expectTotalsAsRebuilt(copy.id, 'a restore');
    expect((await totalsOf(ctx.database.db, copy.id)).accounts.length).toBeGreaterThan(3);
    // And the rebuild is itself right: totals and balances as summed from the transactions, another way.
    await expectLedgerConsistent(ctx, [user, copy]);
  });

  it('fails the check when a write leaves the totals behind', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await succeeded(
      actingAs(ctx, user).post('/transactions', {
        amount: 10,
        date: '2026-11-05',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    await ctx.database.db.execute(
      sql`update transactions set amount = amount + 1 where book_id = ${user.id}`,
    );
    await expect(expectTotalsAsRebuilt(user.id, 'a write around the ledger')).rejects.toThrow(
      'month totals after a write around the ledger',
    );
  });
});
