import { describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import { actingAs, createUser, inBook, joinBook, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

interface Book {
  id: number;
  name: string;
  personal: boolean;
  role: string;
  members: number;
}

// Issue 74 point 16: a couple starts from the book one of them already keeps, not from an empty shared one.
describe('the personal book shared with a partner', () => {
  it('an editor invited to it lists it as "Pessoal de <owner>", not as their own, and reads and writes its rows', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const asAna = actingAs(ctx, ana);
    const account = await succeeded(asAna.post('/accounts', { name: 'Nubank', type: 'checking' }));

    await joinBook(ctx, ana, bia, ana.id, 'editor');

    const biaBooks = (await actingAs(ctx, bia).get('/books')).body.data as Book[];
    expect(biaBooks.map((b) => [b.id, b.name, b.personal, b.role, b.members])).toEqual([
      [bia.id, 'Pessoal', true, 'dono', 1],
      [ana.id, 'Pessoal de Ana', false, 'editor', 2],
    ]);
    const anaBooks = (await asAna.get('/books')).body.data as Book[];
    expect(anaBooks.map((b) => [b.id, b.name, b.personal, b.role, b.members])).toEqual([
      [ana.id, 'Pessoal', true, 'dono', 2],
    ]);

    // A transfer from Bia's own book offers Ana's by the same name.
    const transferBooks = await succeeded<Array<{ name: string }>>(
      actingAs(ctx, bia).get('/transfers/books'),
    );
    expect(transferBooks.map((b) => b.name)).toEqual(['Pessoal de Ana']);

    const biaInAna = actingAs(ctx, inBook(bia, ana.id));
    await succeeded(
      biaInAna.post('/transactions', {
        amount: 80,
        description: 'Feira',
        date: '2026-11-20',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    const seenByAna = (await asAna.get('/transactions', { limit: 50 })).body.data.items as Array<{
      description: string;
    }>;
    expect(seenByAna.map((t) => t.description)).toEqual(['Feira']);

    const members = await succeeded<{ members: Array<{ name: string; role: string }> }>(
      asAna.get('/books/members', { bookId: ana.id }),
    );
    expect(members.members.map((m) => [m.name, m.role])).toEqual([
      ['Ana', 'dono'],
      ['Bia', 'editor'],
    ]);

    // The book stays Ana's: not renamed, not deleted, by her or by Bia, and it keeps one dono.
    const rename = await asAna.put('/books', { id: ana.id, name: 'Nosso' });
    expect([rename.status, rename.body.error?.message]).toEqual([409, BOOK_MESSAGES.personalBook]);
    expect((await asAna.delete('/books', { id: ana.id })).status).toBe(409);
    expect((await actingAs(ctx, bia).put('/books', { id: ana.id, name: 'Nosso' })).status).toBe(403);
    expect((await actingAs(ctx, bia).delete('/books', { id: ana.id })).status).toBe(403);
    const promote = await asAna.put('/books/members', { bookId: ana.id, userId: bia.id, role: 'dono' });
    expect([promote.status, promote.body.error?.message]).toEqual([409, BOOK_MESSAGES.personalBookOwner]);
    const anaLeaves = await asAna.delete('/books/members', { bookId: ana.id, userId: ana.id });
    expect(anaLeaves.status).toBe(409);
  });

  it('a leitor reads it only; the owner changes roles and removes people; a member may leave', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const caio = await createUser(ctx, { name: 'Caio' });
    const asAna = actingAs(ctx, ana);
    const account = await succeeded(asAna.post('/accounts', { name: 'Itaú', type: 'checking' }));
    await joinBook(ctx, ana, bia, ana.id, 'leitor');
    await joinBook(ctx, ana, caio, ana.id, 'editor');

    const biaInAna = actingAs(ctx, inBook(bia, ana.id));
    expect((await biaInAna.get('/accounts')).body.data).toEqual([expect.objectContaining({ name: 'Itaú' })]);
    const write = await biaInAna.post('/transactions', {
      amount: 10,
      description: 'x',
      date: '2026-11-20',
      type: 'DESPESA',
      accountId: account.id,
    });
    expect([write.status, write.body.error?.message]).toEqual([403, BOOK_MESSAGES.readOnly]);

    await succeeded(asAna.put('/books/members', { bookId: ana.id, userId: bia.id, role: 'editor' }));
    expect(
      ((await actingAs(ctx, bia).get('/books')).body.data as Book[]).find((b) => b.id === ana.id)?.role,
    ).toBe('editor');
    await succeeded(asAna.delete('/books/members', { bookId: ana.id, userId: bia.id }));
    expect((await biaInAna.get('/accounts')).status).toBe(404);
    await succeeded(actingAs(ctx, caio).delete('/books/members', { bookId: ana.id, userId: caio.id }));
    expect(((await asAna.get('/books')).body.data as Book[])[0]).toMatchObject({
      personal: true,
      members: 1,
    });
  });

  it('once Bia joins, Ana in her own book records who paid, divides, settles and sees who changed a row', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const asAna = actingAs(ctx, ana);
    const account = await succeeded(asAna.post('/accounts', { name: 'Conta da casa', type: 'checking' }));
    const expense = (as: typeof asAna, description: string, amount: number) =>
      succeeded<{ id: number; paid_by: number | null; paid_by_name: string | null }>(
        as.post('/transactions', {
          amount,
          description,
          date: '2026-11-10',
          type: 'DESPESA',
          accountId: account.id,
        }),
      );
    // Alone in it, her book divides nothing: no payer, and the acerto is refused.
    const alone = await expense(asAna, 'Antes de Bia', 50);
    expect([alone.paid_by, alone.paid_by_name]).toEqual([null, null]);

    await joinBook(ctx, ana, bia, ana.id, 'editor');
    const market = await expense(asAna, 'Mercado', 200);
    expect([market.paid_by, market.paid_by_name]).toEqual([ana.id, 'Ana']);
    await succeeded(asAna.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }));

    const november = { from: '2026-11-01', to: '2026-11-30' };
    const settlement = await succeeded<{
      payments: Array<{ fromName: string; toName: string; amount: number }>;
    }>(asAna.get('/settlement', november));
    expect(settlement.payments).toEqual([
      expect.objectContaining({ fromName: 'Bia', toName: 'Ana', amount: 100 }),
    ]);
    const acerto = await asAna.post('/settlements', {
      fromUserId: bia.id,
      toUserId: ana.id,
      amount: 100,
      date: '2026-11-20',
    });
    expect(acerto.status).toBe(201);

    // Bia changes Ana's row: Ana sees who did it.
    const asBiaInAna = actingAs(ctx, inBook(bia, ana.id));
    await succeeded(
      asBiaInAna.put('/transactions', {
        id: market.id,
        amount: 210,
        description: 'Mercado',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    const history = await succeeded<{
      events: Array<{ by: string | null; changes: Array<{ field: string }> }>;
    }>(asAna.get('/transactions/history', { id: market.id }));
    // Newest first: Bia's change of the amount, then Ana's division.
    expect(history.events.map((e) => e.by)).toEqual(['Bia', 'Ana']);
  });
});
