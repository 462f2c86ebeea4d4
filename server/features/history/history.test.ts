import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_TRANSACTION, type TransactionHistory } from '../../../common/contract/history';
import { TRANSACTION_NOT_FOUND } from '../../../common/contract/transactions';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  succeeded,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** Ana's Casa, shared with Bia (editor) and Caio (leitor), with a joint account, a category and Ana's Mercado. */
async function casa() {
  const ana = await createUser(ctx, { name: 'Ana' });
  const bia = await createUser(ctx, { name: 'Bia' });
  const caio = await createUser(ctx, { name: 'Caio' });
  const book = await createSharedBook(ctx, ana, 'Casa');
  await joinBook(ctx, ana, bia, book, 'editor');
  await joinBook(ctx, ana, caio, book, 'leitor');
  const asAna = actingAs(ctx, inBook(ana, book));
  const asBia = actingAs(ctx, inBook(bia, book));
  const asCaio = actingAs(ctx, inBook(caio, book));
  const joint = await succeeded(asAna.post('/accounts', { name: 'Conjunta', type: 'checking' }));
  const food = await succeeded(asAna.post('/categories', { nome: 'Feira', tipo: 'DESPESA' }));
  const market = await succeeded(
    asAna.post('/transactions', {
      amount: 100,
      description: 'Mercado',
      date: '2026-11-10',
      type: 'DESPESA',
      accountId: joint.id,
    }),
  );
  const edit = (as: typeof asAna, changes: Record<string, unknown>) =>
    succeeded(
      as.put('/transactions', {
        id: market.id,
        amount: 100,
        description: 'Mercado',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: joint.id,
        status: 'CLEARED',
        ...changes,
      }),
    );
  return { ana, bia, book, asAna, asBia, asCaio, market, food, edit };
}

const historyOf = (as: ReturnType<typeof actingAs>, id: number) =>
  succeeded<TransactionHistory>(as.get('/transactions/history', { id }));

describe('who changed what in a shared book transaction', () => {
  it('says who wrote the row, then each change with who made it and the fields before and after, newest first', async () => {
    const { ana, bia, asAna, asBia, asCaio, market, food, edit } = await casa();
    await edit(asBia, { amount: 120.5, categoryId: food.id, tagNames: ['feira'] });
    // Saved as it was: nothing changed, nothing to tell.
    await edit(asBia, { amount: 120.5, categoryId: food.id, tagNames: ['feira'] });
    await succeeded(
      asAna.put('/transactions/share', {
        id: market.id,
        payerId: ana.id,
        mode: 'equal',
        userIds: [ana.id, bia.id],
      }),
    );

    // A leitor reads it too.
    const history = await historyOf(asCaio, market.id);
    expect(history.created).toMatchObject({ by: 'Ana', origin: 'manual' });
    expect(history.events.map((e) => [e.by, e.changes])).toEqual([
      [
        'Ana',
        [
          {
            field: 'Divisão entre pessoas',
            from: 'Não dividida',
            to: 'Em partes iguais: Ana R$ 60,25 · Bia R$ 60,25',
          },
        ],
      ],
      [
        'Bia',
        [
          { field: 'Valor', from: 'R$ 100,00', to: 'R$ 120,50' },
          { field: 'Categoria', from: 'Sem categoria', to: 'Feira' },
          { field: 'Tags', from: '—', to: 'feira' },
        ],
      ],
    ]);
    expect(Date.parse(history.events[0]!.at)).toBeGreaterThanOrEqual(Date.parse(history.events[1]!.at));
  });

  it("'Categorizar' on several rows is a change of each, by whoever did it", async () => {
    const { asBia, asAna, market, food } = await casa();
    await succeeded(
      asBia.put('/transactions/category', { transactions: [{ id: market.id }], categoryId: food.id }),
    );
    expect((await historyOf(asAna, market.id)).events.map((e) => [e.by, e.changes])).toEqual([
      ['Bia', [{ field: 'Categoria', from: 'Sem categoria', to: 'Feira' }]],
    ]);
  });

  it(`keeps the newest ${MAX_EVENTS_PER_TRANSACTION} changes of a row`, async () => {
    const { asBia, market, edit } = await casa();
    for (let i = 1; i <= MAX_EVENTS_PER_TRANSACTION + 2; i++) await edit(asBia, { amount: 100 + i });
    const { events } = await historyOf(asBia, market.id);
    expect(events).toHaveLength(MAX_EVENTS_PER_TRANSACTION);
    expect(events[0]!.changes).toEqual([{ field: 'Valor', from: 'R$ 201,00', to: 'R$ 202,00' }]);
    expect(events.at(-1)!.changes).toEqual([{ field: 'Valor', from: 'R$ 102,00', to: 'R$ 103,00' }]);
  });

  it("another book's row is absent, and a personal book's edits are its owner's alone (no changes kept)", async () => {
    const { market } = await casa();
    const eva = await createUser(ctx, { name: 'Eva' });
    const asEva = actingAs(ctx, eva);
    const elsewhere = await asEva.get('/transactions/history', { id: market.id });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(TRANSACTION_NOT_FOUND);

    const account = await createAccount(ctx, eva);
    const own = await succeeded(
      asEva.post('/transactions', {
        amount: 10,
        description: 'Pão',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    await succeeded(
      asEva.put('/transactions', {
        id: own.id,
        amount: 12,
        description: 'Pão',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: account.id,
        status: 'CLEARED',
      }),
    );
    const history = await historyOf(asEva, own.id);
    expect(history.created.by).toBe('Eva');
    expect(history.events).toEqual([]);
  });
});
