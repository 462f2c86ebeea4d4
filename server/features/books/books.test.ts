import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOK_HEADER, BOOK_MESSAGES, MAX_BOOKS_PER_PERSON } from '../../../common/contract/books';
import { CHANGED_MEANWHILE_MESSAGE } from '../../../common/contract/transactions';
import { queryRows } from '../../db/connect';
import {
  actingAs,
  createUser,
  inBook,
  invitationMailedTo,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

interface Book {
  id: number;
  name: string;
  personal: boolean;
  role: string;
  members: number;
}

async function sharedBook(owner: TestUser, name = 'Casa'): Promise<Book> {
  const res = await actingAs(ctx, owner).post('/books', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Book;
}

const join = (owner: TestUser, guest: TestUser, book: Book, role: 'editor' | 'leitor') =>
  joinBook(ctx, owner, guest, book.id, role);

describe('books: shared finances, members and invitations', () => {
  it('a shared book is listed after the personal one, starts with the starter categories, and keeps its rows apart', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const casa = await sharedBook(ana);
    expect(casa).toMatchObject({ name: 'Casa', personal: false, role: 'dono', members: 1 });
    const books = (await actingAs(ctx, ana).get('/books')).body.data as Book[];
    expect(books.map((b) => [b.name, b.personal, b.role])).toEqual([
      ['Pessoal', true, 'dono'],
      ['Casa', false, 'dono'],
    ]);
    expect(books[0]!.id).toBe(ana.id);

    const inCasa = actingAs(ctx, inBook(ana, casa.id));
    const categories = (await inCasa.get('/categories')).body.data as Array<{ name: string }>;
    expect(categories.map((c) => c.name)).toContain('Mercado');
    const account = await succeeded(inCasa.post('/accounts', { name: 'Conta da casa', type: 'checking' }));
    await succeeded(
      inCasa.post('/transactions', {
        amount: 250.4,
        description: 'Feira',
        date: '2026-11-20',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    const casaAccounts = (await inCasa.get('/accounts')).body.data as Array<{
      name: string;
      balance: number;
    }>;
    expect(casaAccounts).toEqual([expect.objectContaining({ name: 'Conta da casa', balance: -250.4 })]);
    // Ana's personal book holds none of it, and its ids behave there as absent.
    const personal = actingAs(ctx, ana);
    expect((await personal.get('/accounts')).body.data).toEqual([]);
    expect((await personal.get('/transactions', { limit: 50 })).body.data.items).toEqual([]);
    const elsewhere = await personal.put('/accounts', { id: account.id, name: 'Outra', type: 'checking' });
    expect(elsewhere.status).toBe(404);
  });

  it('an invitation goes by e-mail, works once, for the invited address only, until it expires', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const caio = await createUser(ctx, { name: 'Caio' });
    const casa = await sharedBook(ana);
    const sent = await actingAs(ctx, ana).post('/books/invitations', {
      bookId: casa.id,
      email: bia.email.toUpperCase(),
      role: 'editor',
    });
    expect(sent.status).toBe(201);
    const { link, token } = invitationMailedTo(ctx, bia.email);
    expect(sent.body.data.link).toBe(link);
    expect(link).toMatch(/\/convite\?token=/);
    expect(sent.body.data.invitation).toMatchObject({ email: bia.email.toLowerCase(), role: 'editor' });

    // Someone else holding the link: refused, with the address it is for.
    const other = await actingAs(ctx, caio).post('/books/invitations/accept', { token });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(BOOK_MESSAGES.invitationOtherAddress(bia.email.toLowerCase()));

    const preview = await succeeded<{ bookName: string; invitedBy: string; role: string }>(
      actingAs(ctx, bia).post('/books/invitations/preview', { token }),
    );
    expect(preview).toMatchObject({ bookName: 'Casa', invitedBy: 'Ana', role: 'editor' });
    const joined = await succeeded<Book>(actingAs(ctx, bia).post('/books/invitations/accept', { token }));
    expect(joined).toMatchObject({ id: casa.id, name: 'Casa', role: 'editor', members: 2 });
    const again = await actingAs(ctx, bia).post('/books/invitations/accept', { token });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toBe(BOOK_MESSAGES.invitationInvalid);

    // Expired: the link stops working at its time.
    await succeeded(
      actingAs(ctx, ana).post('/books/invitations', { bookId: casa.id, email: caio.email, role: 'leitor' }),
    );
    const late = invitationMailedTo(ctx, caio.email);
    await ctx.database.db.execute(
      sql`update book_invitations set expires_at = now() - interval '1 second' where book_id = ${casa.id}`,
    );
    const expired = await actingAs(ctx, caio).post('/books/invitations/accept', { token: late.token });
    expect(expired.status).toBe(410);
    // Inviting the address again renews the invitation: a new link (with the role given now), the old one void.
    const first = await succeeded<{ link: string; emailed: boolean }>(
      actingAs(ctx, ana).post('/books/invitations', { bookId: casa.id, email: caio.email, role: 'leitor' }),
    );
    expect(first.emailed).toBe(true);
    const renewed = await succeeded<{ link: string; invitation: { role: string } }>(
      actingAs(ctx, ana).post('/books/invitations', { bookId: casa.id, email: caio.email, role: 'editor' }),
    );
    expect(renewed.link).not.toBe(first.link);
    const tokenOf = (link: string) => new URL(link).searchParams.get('token');
    expect(
      (await actingAs(ctx, caio).post('/books/invitations/preview', { token: tokenOf(first.link) })).status,
    ).toBe(410);
    expect(
      (
        await succeeded<{ role: string }>(
          actingAs(ctx, caio).post('/books/invitations/preview', { token: tokenOf(renewed.link) }),
        )
      ).role,
    ).toBe('editor');

    const members = (await actingAs(ctx, ana).get('/books/members', { bookId: casa.id })).body.data;
    expect(members.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Ana', 'dono'],
      ['Bia', 'editor'],
    ]);
    expect(members.invitations.map((i: { email: string }) => i.email)).toEqual([caio.email.toLowerCase()]);
    // An editor sees the members, not the invitations, and cannot invite.
    const asBia = (await actingAs(ctx, bia).get('/books/members', { bookId: casa.id })).body.data;
    expect(asBia.invitations).toEqual([]);
    const biaInvites = await actingAs(ctx, bia).post('/books/invitations', {
      bookId: casa.id,
      email: 'outra@teste.grana',
      role: 'leitor',
    });
    expect(biaInvites.status).toBe(403);
    expect(biaInvites.body.error.message).toBe(BOOK_MESSAGES.ownerOnly);
  });

  it("an editor's rows are the book's: both members read them; the book never leaks into a personal book", async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const casa = await sharedBook(ana);
    await join(ana, bia, casa, 'editor');
    const biaInCasa = actingAs(ctx, inBook(bia, casa.id));
    const account = await succeeded(biaInCasa.post('/accounts', { name: 'Conjunta', type: 'checking' }));
    await succeeded(
      biaInCasa.post('/transactions', {
        amount: 89.9,
        description: 'Internet',
        date: '2026-11-15',
        type: 'DESPESA',
        accountId: account.id,
      }),
    );
    const seenByAna = (await actingAs(ctx, inBook(ana, casa.id)).get('/transactions', { limit: 10 })).body
      .data;
    expect(
      seenByAna.items.map((t: { description: string; amount: number }) => [t.description, t.amount]),
    ).toEqual([['Internet', 89.9]]);
    expect((await actingAs(ctx, bia).get('/transactions', { limit: 10 })).body.data.items).toEqual([]);
  });

  it('two members saving the same row: the second is refused and the first change stays', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const casa = await sharedBook(ana);
    await join(ana, bia, casa, 'editor');
    const anaIn = actingAs(ctx, inBook(ana, casa.id));
    const biaIn = actingAs(ctx, inBook(bia, casa.id));
    const account = await succeeded(anaIn.post('/accounts', { name: 'Conta', type: 'checking' }));
    const row = { date: '2026-11-10', type: 'DESPESA', accountId: account.id };
    await succeeded(anaIn.post('/transactions', { ...row, amount: 100, description: 'Mercado' }));
    // Both open the row as it is now.
    const [opened] = (await biaIn.get('/transactions', { limit: 5 })).body.data.items as Array<{
      id: number;
      updated_at: string;
    }>;
    const edit = (amount: number, description: string) => ({
      ...row,
      id: opened!.id,
      amount,
      description,
      updated_at: opened!.updated_at,
    });
    await succeeded(anaIn.put('/transactions', edit(120, 'Mercado do mês')));
    const late = await biaIn.put('/transactions', edit(90, 'Feira'));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CHANGED_MEANWHILE_MESSAGE);
    const [now] = (await biaIn.get('/transactions', { limit: 5 })).body.data.items;
    expect([now.description, now.amount]).toEqual(['Mercado do mês', 120]);

    // Two saves of one version at the same moment: one wins, the other is told.
    const answers = await Promise.all([
      anaIn.put('/transactions', { ...edit(130, 'A'), updated_at: now.updated_at }),
      biaIn.put('/transactions', { ...edit(140, 'B'), updated_at: now.updated_at }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // Without a version (an older app), the save goes through as before.
    await succeeded(biaIn.put('/transactions', { ...edit(150, 'Sem versão'), updated_at: undefined }));
  });

  it('a leitor reads and is refused every write in Portuguese, with nothing changed', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const leo = await createUser(ctx, { name: 'Leo' });
    const casa = await sharedBook(ana);
    await succeeded(
      actingAs(ctx, inBook(ana, casa.id)).post('/accounts', { name: 'Conta', type: 'checking' }),
    );
    await join(ana, leo, casa, 'leitor');
    const leoInCasa = actingAs(ctx, inBook(leo, casa.id));
    expect((await leoInCasa.get('/accounts')).body.data.map((a: { name: string }) => a.name)).toEqual([
      'Conta',
    ]);
    const write = await leoInCasa.post('/accounts', { name: 'Minha', type: 'checking' });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe(BOOK_MESSAGES.readOnly);
    expect((await leoInCasa.get('/accounts')).body.data).toHaveLength(1);
    // What is the person's own still works while the current book is read-only for them.
    expect((await leoInCasa.post('/books', { name: 'Meu outro' })).status).toBe(201);
    // The statement's preview only reads.
    const [account] = (await leoInCasa.get('/accounts')).body.data as Array<{ id: number }>;
    const preview = await leoInCasa.post('/transactions/import-hints', { accountId: account!.id, rows: [] });
    expect(preview.status, JSON.stringify(preview.body)).toBeLessThan(300);
  });

  it('a removed member is refused at the next request, whatever token they hold', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const casa = await sharedBook(ana);
    await join(ana, bia, casa, 'editor');
    const biaInCasa = actingAs(ctx, inBook(bia, casa.id));
    expect((await biaInCasa.get('/accounts')).status).toBe(200);
    await succeeded(actingAs(ctx, ana).delete('/books/members', { bookId: casa.id, userId: bia.id }));
    const after = await biaInCasa.get('/accounts');
    expect(after.status).toBe(404);
    expect(after.body.error).toEqual({ message: BOOK_MESSAGES.gone, reason: 'book_gone' });
    expect((await actingAs(ctx, bia).get('/books')).body.data.map((b: Book) => b.name)).toEqual(['Pessoal']);
  });

  it('roles: a book keeps a dono; a member may leave; the personal book is never renamed nor deleted', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const casa = await sharedBook(ana);
    await join(ana, bia, casa, 'leitor');
    const asAna = actingAs(ctx, ana);
    const demote = await asAna.put('/books/members', { bookId: casa.id, userId: ana.id, role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe(BOOK_MESSAGES.lastOwner);
    const leave = await asAna.delete('/books/members', { bookId: casa.id, userId: ana.id });
    expect(leave.status).toBe(409);
    const promoted = await succeeded(
      asAna.put('/books/members', { bookId: casa.id, userId: bia.id, role: 'dono' }),
    );
    expect(promoted).toMatchObject({ name: 'Bia', role: 'dono', you: false });
    await succeeded(asAna.delete('/books/members', { bookId: casa.id, userId: ana.id }));
    expect((await asAna.get('/books')).body.data.map((b: Book) => b.name)).toEqual(['Pessoal']);

    // The personal book is shared (personal-book-sharing.test.ts), never renamed nor deleted.
    const personalRename = await asAna.put('/books', { id: ana.id, name: 'Outro' });
    expect(personalRename.status).toBe(409);
    expect(personalRename.body.error.message).toBe(BOOK_MESSAGES.personalBook);
    expect((await asAna.delete('/books', { id: ana.id })).status).toBe(409);
    // Another person's personal book, named in the header, is as absent as any book one is not in.
    const foreign = await actingAs(ctx, inBook(ana, bia.id)).get('/accounts');
    expect(foreign.status).toBe(404);
    expect((await actingAs(ctx, ana).get('/books/members', { bookId: bia.id })).status).toBe(404);
  });

  it('deleting a shared book deletes its rows for everyone and nothing of anyone else', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const bia = await createUser(ctx, { name: 'Bia' });
    const casa = await sharedBook(ana);
    await join(ana, bia, casa, 'editor');
    const inCasa = actingAs(ctx, inBook(ana, casa.id));
    const account = await succeeded(inCasa.post('/accounts', { name: 'Conta', type: 'checking' }));
    for (const amount of [10, 20, 30])
      await succeeded(
        inCasa.post('/transactions', {
          amount,
          description: 'x',
          date: '2026-11-01',
          type: 'DESPESA',
          accountId: account.id,
        }),
      );
    const own = await succeeded(actingAs(ctx, ana).post('/accounts', { name: 'Minha', type: 'checking' }));
    const byBia = await actingAs(ctx, bia).delete('/books', { id: casa.id });
    expect(byBia.status).toBe(403);
    await succeeded(actingAs(ctx, ana).delete('/books', { id: casa.id }));
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select (select count(*) from transactions where book_id = ${casa.id})
               + (select count(*) from accounts where book_id = ${casa.id})
               + (select count(*) from books where id = ${casa.id}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await actingAs(ctx, inBook(bia, casa.id)).get('/accounts')).status).toBe(404);
    expect((await actingAs(ctx, ana).get('/accounts')).body.data.map((a: { id: number }) => a.id)).toEqual([
      own.id,
    ]);
  });

  it('refuses bad input in Portuguese before writing, and bounds the books a person takes part in', async () => {
    const ana = await createUser(ctx, { name: 'Ana' });
    const asAna = actingAs(ctx, ana);
    const noName = await asAna.post('/books', { name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe(BOOK_MESSAGES.nameMissing);
    const badHeader = await call(ctx.app, 'GET', '/api/v1/accounts', {
      token: ana.token,
      headers: { [BOOK_HEADER]: 'casa' },
    });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.error.message).toBe(BOOK_MESSAGES.badHeader);
    const casa = await sharedBook(ana);
    const badRole = await asAna.post('/books/invitations', {
      bookId: casa.id,
      email: 'x@teste.grana',
      role: 'dono',
    });
    expect(badRole.status).toBe(400);
    const badEmail = await asAna.post('/books/invitations', {
      bookId: casa.id,
      email: 'não é e-mail',
      role: 'editor',
    });
    expect(badEmail.status).toBe(400);
    expect((await asAna.post('/books/invitations/accept', { token: 'inventado' })).status).toBe(410);

    for (let n = 2; n < MAX_BOOKS_PER_PERSON; n++) await sharedBook(ana, `Livro ${n}`);
    const over = await asAna.post('/books', { name: 'Mais um' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(BOOK_MESSAGES.tooManyBooks);
    expect((await asAna.get('/books')).body.data).toHaveLength(MAX_BOOKS_PER_PERSON);
  });
});
