import { describe, expect, it } from 'vitest';
import {
  CATEGORISE_IDS_MISSING_MESSAGE,
  CATEGORISE_TOO_MANY_MESSAGE,
  CATEGORISE_TRANSFER_MESSAGE,
  MAX_CATEGORISE_IDS,
} from '../../../common/contract/transaction-category';
import {
  actingAs,
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

/** The body's list of rows. */
const rows = (ids: unknown[]) => ids.map((id) => ({ id }));

async function world() {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const transport = await createCategory(ctx, user, { nome: 'Transporte' });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const uber = await createTransaction(ctx, user, account.id, { description: 'UBER *TRIP', amount: 20 });
  const uber2 = await createTransaction(ctx, user, account.id, {
    description: 'UBER *TRIP 2',
    amount: 30,
    categoryId: food.id,
  });
  const ifood = await createTransaction(ctx, user, account.id, { description: 'IFOOD', amount: 45 });
  return { user, account, transport, food, uber, uber2, ifood };
}

/** The category of each row as the list shows it. */
async function categoriesOf(user: TestUser) {
  const page = (await actingAs(ctx, user).get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body
    .data;
  return Object.fromEntries(
    (page.items as { description: string; categoria_name: string | null }[]).map((t) => [
      t.description,
      t.categoria_name,
    ]),
  );
}

/** The month's spending by category, as the reports read it (the month totals must follow the change). */
async function spendingByCategory(user: TestUser) {
  const rows = (
    await actingAs(ctx, user).get('/reports/by-category', { from: '2026-11-01', to: '2026-11-30' })
  ).body.data;
  return rows;
}

describe('PUT /transactions/category (Categorizar)', () => {
  it('gives several rows one category in one change, and Desfazer gives each its own back', async () => {
    const w = await world();
    const as = actingAs(ctx, w.user);
    const answer = await succeeded<{ updated: number; undo: string }>(
      as.put('/transactions/category', {
        transactions: rows([w.uber.id, w.uber2.id, w.ifood.id]),
        categoryId: w.transport.id,
      }),
    );
    expect(answer.updated).toBe(3);
    expect(await categoriesOf(w.user)).toEqual({
      'UBER *TRIP': 'Transporte',
      'UBER *TRIP 2': 'Transporte',
      IFOOD: 'Transporte',
    });
    await expectLedgerConsistent(ctx, [w.user]);

    await succeeded(as.post('/undo', { token: answer.undo }));
    expect(await categoriesOf(w.user)).toEqual({
      'UBER *TRIP': null,
      'UBER *TRIP 2': 'Alimentação',
      IFOOD: null,
    });
    await expectLedgerConsistent(ctx, [w.user]);
  });

  it('takes a row back to "Sem categoria" with a null category', async () => {
    const w = await world();
    await succeeded(
      actingAs(ctx, w.user).put('/transactions/category', {
        transactions: rows([w.uber2.id]),
        categoryId: null,
      }),
    );
    expect((await categoriesOf(w.user))['UBER *TRIP 2']).toBeNull();
  });

  it('refuses bad input in Portuguese, before writing anything', async () => {
    const w = await world();
    const as = actingAs(ctx, w.user);
    const none = await as.put('/transactions/category', {
      transactions: rows([]),
      categoryId: w.transport.id,
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(CATEGORISE_IDS_MISSING_MESSAGE);

    const ids = Array.from({ length: MAX_CATEGORISE_IDS + 1 }, (_, i) => i + 1);
    const many = await as.put('/transactions/category', {
      transactions: rows(ids),
      categoryId: w.transport.id,
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(CATEGORISE_TOO_MANY_MESSAGE);

    const bad = await as.put('/transactions/category', {
      transactions: rows(['x']),
      categoryId: w.transport.id,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Identificador inválido');

    const other = await createAccount(ctx, w.user, { name: 'Poupança' });
    await succeeded(
      as.post('/transfers', {
        fromAccountId: w.account.id,
        toAccountId: other.id,
        amount: 10,
        date: '2026-11-10',
        description: 'Guardar',
      }),
    );
    const legs = (
      await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })
    ).body.data.items.filter((t: { transfer_id: string | null }) => t.transfer_id !== null);
    const transfer = await as.put('/transactions/category', {
      transactions: rows([w.uber.id, legs[0].id]),
      categoryId: w.transport.id,
    });
    expect(transfer.status).toBe(400);
    expect(transfer.body.error.message).toBe(CATEGORISE_TRANSFER_MESSAGE);
    expect((await categoriesOf(w.user))['UBER *TRIP']).toBeNull();
  });

  it("treats another person's rows and categories as absent, and changes none of the rest", async () => {
    const w = await world();
    const stranger = await world();
    const as = actingAs(ctx, w.user);
    const foreignRow = await as.put('/transactions/category', {
      transactions: rows([w.uber.id, stranger.uber.id]),
      categoryId: w.transport.id,
    });
    expect(foreignRow.status).toBe(404);
    expect(foreignRow.body.error.message).toBe('Transação não encontrada');
    const foreignCategory = await as.put('/transactions/category', {
      transactions: rows([w.uber.id]),
      categoryId: stranger.transport.id,
    });
    expect(foreignCategory.status).toBe(404);
    expect((await categoriesOf(w.user))['UBER *TRIP']).toBeNull();
    expect((await categoriesOf(stranger.user))['UBER *TRIP']).toBeNull();

    // A token is its person's: the stranger cannot undo this person's change.
    const { undo } = await succeeded<{ undo: string }>(
      as.put('/transactions/category', { transactions: rows([w.uber.id]), categoryId: w.transport.id }),
    );
    expect((await actingAs(ctx, stranger.user).post('/undo', { token: undo })).status).toBe(404);
    expect((await categoriesOf(w.user))['UBER *TRIP']).toBe('Transporte');
  });

  it('moves the spending between categories in the month totals', async () => {
    const w = await world();
    await succeeded(
      actingAs(ctx, w.user).put('/transactions/category', {
        transactions: rows([w.uber.id, w.uber2.id]),
        categoryId: w.transport.id,
      }),
    );
    const breakdown = await spendingByCategory(w.user);
    expect(JSON.stringify(breakdown)).toContain('Transporte');
    await expectLedgerConsistent(ctx, [w.user]);
  });
});
