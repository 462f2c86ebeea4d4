import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOK_MESSAGES, MAX_BOOKS_PER_PERSON, type ReceivedInvitation } from '../../../common/contract/books';
import {
  actingAs,
  confirmEmailThroughMail,
  createSharedBook,
  createUser,
  succeeded,
  type TestUser,
  type UserOptions,
} from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** A person who opened the confirmation link sign-up mailed them: the invitations to their address are theirs. */
async function provenUser(options: UserOptions): Promise<TestUser> {
  const user = await createUser(ctx, options);
  await confirmEmailThroughMail(ctx, user);
  return user;
}

const received = async (person: TestUser) => {
  const res = await actingAs(ctx, person).get('/books/invitations/received');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ReceivedInvitation[];
};

/** `owner` invites `email` into the book; answers the invitation's id and the link's token (from the e-mail). */
async function invite(owner: TestUser, bookId: number, email: string, role: 'editor' | 'leitor' = 'editor') {
  const sent = await succeeded<{ invitation: { id: number }; link: string }>(
    actingAs(ctx, owner).post('/books/invitations', { bookId, email, role }),
  );
  return { id: sent.invitation.id, token: new URL(sent.link).searchParams.get('token')! };
}

const expire = (id: number) =>
  ctx.database.db.execute(
    sql`update book_invitations set expires_at = now() - interval '1 second' where id = ${id}`,
  );

const waitingOf = async (owner: TestUser, bookId: number) =>
  (
    (await actingAs(ctx, owner).get('/books/members', { bookId })).body.data.invitations as Array<{
      email: string;
    }>
  ).map((i) => i.email);

describe('invitations received: the ones addressed to me, answered in the app', () => {
  it('lists only the invitations to my address, still valid, with the book, who invited and the role, never a link', async () => {
    const ana = await provenUser({ name: 'Ana Dona' });
    const bia = await provenUser({ name: 'Bia' });
    const caio = await provenUser({ name: 'Caio' });
    const casa = await createSharedBook(ctx, ana, 'Casa');
    const praia = await createSharedBook(ctx, ana, 'Praia');
    const sitio = await createSharedBook(ctx, ana, 'Sítio');
    expect(await received(bia)).toEqual([]);

    // The address as the dono typed it (capitals) is still Bia's.
    const toBia = await invite(ana, casa, bia.email.toUpperCase(), 'leitor');
    await invite(ana, praia, caio.email);
    const late = await invite(ana, sitio, bia.email);
    await expire(late.id);

    const list = await received(bia);
    expect(list).toEqual([
      {
        id: toBia.id,
        bookName: 'Casa',
        invitedBy: 'Ana Dona',
        role: 'leitor',
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(toBia.token);
    expect((await received(caio)).map((i) => i.bookName)).toEqual(['Praia']);
    expect(await received(ana)).toEqual([]);
  });

  it("accepting from the list follows the link's rules: mine only, in time, once, within the limits", async () => {
    const ana = await provenUser({ name: 'Ana' });
    const bia = await provenUser({ name: 'Bia' });
    const caio = await provenUser({ name: 'Caio' });
    const casa = await createSharedBook(ctx, ana, 'Casa');
    const praia = await createSharedBook(ctx, ana, 'Praia');
    const { id, token } = await invite(ana, casa, bia.email, 'leitor');

    // Someone else naming Bia's invitation: as absent as an id that exists nowhere, and it stays hers.
    const foreign = await actingAs(ctx, caio).post('/books/invitations/received/accept', { id });
    const unknown = await actingAs(ctx, caio).post('/books/invitations/received/accept', { id: 987_654_321 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.error.message).toBe(BOOK_MESSAGES.invitationNotFound);
    // Even the dono who sent it cannot answer it in Bia's place.
    expect((await actingAs(ctx, ana).post('/books/invitations/received/accept', { id })).status).toBe(404);
    expect((await received(bia)).map((i) => i.id)).toEqual([id]);

    const joined = await succeeded(actingAs(ctx, bia).post('/books/invitations/received/accept', { id }));
    expect(joined).toMatchObject({ id: casa, name: 'Casa', role: 'leitor', members: 2 });
    expect(await received(bia)).toEqual([]);
    expect(await waitingOf(ana, casa)).toEqual([]);
    // Once: neither the list nor the e-mail's link takes it again.
    const again = await actingAs(ctx, bia).post('/books/invitations/received/accept', { id });
    expect(again.status).toBe(404);
    expect((await actingAs(ctx, bia).post('/books/invitations/accept', { token })).status).toBe(410);

    // Past its time: refused as the link refuses it.
    const late = await invite(ana, praia, caio.email);
    await expire(late.id);
    const expired = await actingAs(ctx, caio).post('/books/invitations/received/accept', { id: late.id });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(BOOK_MESSAGES.invitationInvalid);
    expect((await actingAs(ctx, caio).get('/books')).body.data).toHaveLength(1);
  });

  it('accepting from the list counts the books a person may take part in', async () => {
    const ana = await provenUser({ name: 'Ana' });
    const bia = await provenUser({ name: 'Bia' });
    const casa = await createSharedBook(ctx, ana, 'Casa');
    const { id } = await invite(ana, casa, bia.email);
    for (let n = 1; n < MAX_BOOKS_PER_PERSON; n++) await createSharedBook(ctx, bia, `Livro ${n}`);
    const over = await actingAs(ctx, bia).post('/books/invitations/received/accept', { id });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(BOOK_MESSAGES.tooManyBooks);
  });

  it('declining takes the invitation away for the dono too, and its link stops working', async () => {
    const ana = await provenUser({ name: 'Ana' });
    const bia = await provenUser({ name: 'Bia' });
    const caio = await provenUser({ name: 'Caio' });
    const casa = await createSharedBook(ctx, ana, 'Casa');
    const { id, token } = await invite(ana, casa, bia.email);
    await invite(ana, casa, caio.email);

    const foreign = await actingAs(ctx, caio).delete('/books/invitations/received', { id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(BOOK_MESSAGES.invitationNotFound);
    expect(await waitingOf(ana, casa)).toEqual([bia.email.toLowerCase(), caio.email.toLowerCase()]);

    expect(await succeeded(actingAs(ctx, bia).delete('/books/invitations/received', { id }))).toEqual({ id });
    expect(await received(bia)).toEqual([]);
    expect(await waitingOf(ana, casa)).toEqual([caio.email.toLowerCase()]);
    expect((await actingAs(ctx, bia).post('/books/invitations/accept', { token })).status).toBe(410);
    expect((await actingAs(ctx, bia).delete('/books/invitations/received', { id })).status).toBe(404);
    expect((await actingAs(ctx, bia).get('/books')).body.data).toHaveLength(1);
  });

  it('refuses a malformed id in Portuguese', async () => {
    const bia = await provenUser({ name: 'Bia' });
    const bad = await actingAs(ctx, bia).post('/books/invitations/received/accept', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/[a-zà-ú]/i);
    expect((await actingAs(ctx, bia).delete('/books/invitations/received', { id: -1 })).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/v1/books/invitations/received')).status).toBe(401);
  });
});

describe("an invitation's link, read without signing in", () => {
  it('says who invites to which book, with which role and address, to anyone holding the link', async () => {
    const ana = await createUser(ctx, { name: 'Ana Dona' });
    const casa = await createSharedBook(ctx, ana, 'Casa da Praia');
    const { id, token } = await invite(ana, casa, 'nova.pessoa@teste.grana', 'leitor');
    const open = await call(ctx.app, 'POST', '/api/v1/books/invitations/link', { body: { token } });
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({
      bookName: 'Casa da Praia',
      invitedBy: 'Ana Dona',
      email: 'nova.pessoa@teste.grana',
      role: 'leitor',
      expiresAt: expect.stringMatching(/^\d{4}-/),
    });

    const made = await call(ctx.app, 'POST', '/api/v1/books/invitations/link', {
      body: { token: 'inventado' },
    });
    expect(made.status).toBe(410);
    expect(made.body.error.message).toBe(BOOK_MESSAGES.invitationInvalid);
    const none = await call(ctx.app, 'POST', '/api/v1/books/invitations/link', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(BOOK_MESSAGES.tokenMissing);
    await expire(id);
    expect((await call(ctx.app, 'POST', '/api/v1/books/invitations/link', { body: { token } })).status).toBe(
      410,
    );
  });
});
