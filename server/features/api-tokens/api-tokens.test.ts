import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_TOKENS_PER_PERSON,
  type PersonalToken,
  type PersonalTokenCreated,
  TOKEN_MESSAGES,
} from '../../../common/contract/api-tokens';
import { BOOK_HEADER, BOOK_MESSAGES } from '../../../common/contract/books';
import { queryRows } from '../../db/connect';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

/** Low enough that the rate limit's test is quick; each other test uses a token well below it. */
const REQUESTS_PER_MINUTE = 25;
const ctx = setupTestApp({ RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });

type TokenInput = {
  name?: string;
  scope?: 'leitura' | 'escrita';
  bookIds?: number[];
  expiresInDays?: number | null;
  allowedAddresses?: string[];
};

/** The person makes a token (their session), by default for their personal book and writing. */
async function makeToken(user: TestUser, input: TokenInput = {}): Promise<PersonalTokenCreated> {
  const res = await actingAs(ctx, user).post('/me/tokens', {
    name: 'Planilha',
    scope: 'escrita',
    bookIds: [user.id],
    expiresInDays: 90,
    ...input,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as PersonalTokenCreated;
}

/** A call with the token as the bearer, in the book named (none: no BOOK_HEADER). */
function withToken(
  secret: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; book?: number; remoteAddress?: string } = {},
) {
  return ctx.app
    .inject({
      method,
      url: `/api/v1${path}`,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(options.book === undefined ? {} : { [BOOK_HEADER]: String(options.book) }),
      },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

const expense = (accountId: number) => ({
  amount: 42.5,
  description: 'Mercado pelo script',
  date: '2026-11-10',
  type: 'DESPESA',
  accountId,
});

describe('personal access tokens: making, listing, storing', () => {
  it('answers the secret once, lists the token without it, and stores only its SHA-256', async () => {
    const user = await createUser(ctx);
    const created = await makeToken(user, { name: 'Minha planilha', scope: 'leitura', expiresInDays: 30 });
    expect(created.secret).toMatch(/^grana_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Minha planilha',
      scope: 'leitura',
      books: [{ id: user.id, name: 'Pessoal' }],
      allowedAddresses: [],
      lastUsedAt: null,
    });
    const days = (Date.parse(created.token.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const listed = await actingAs(ctx, user).get('/me/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([created.token]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret.slice(10));

    const rows = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select * from personal_access_tokens where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(10));
  });

  it('lists the newest first, with the books by name, and says when and from where it was last used', async () => {
    const user = await createUser(ctx);
    const book = await createSharedBook(ctx, user, 'Casa da praia');
    const first = await makeToken(user, { name: 'Primeiro', expiresInDays: null });
    const second = await makeToken(user, { name: 'Segundo', bookIds: [book, user.id] });
    expect((await withToken(first.secret, 'GET', '/accounts')).status).toBe(200);

    const listed = (await actingAs(ctx, user).get('/me/tokens')).body.data as PersonalToken[];
    expect(listed.map((t) => t.name)).toEqual(['Segundo', 'Primeiro']);
    expect(listed[0]?.books).toEqual([
      { id: book, name: 'Casa da praia' },
      { id: user.id, name: 'Pessoal' },
    ]);
    expect(listed[0]?.lastUsedAt).toBeNull();
    expect(listed[1]).toMatchObject({ id: first.token.id, expiresAt: null, lastUsedAddress: '127.0.0.1' });
    expect(Date.now() - Date.parse(listed[1]?.lastUsedAt ?? '')).toBeLessThan(60_000);
    expect(second.token.id).not.toBe(first.token.id);
  });

  it('refuses what is wrong before writing: no name, no book, another person’s book (as absent), a bad address, the 21st', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const as = actingAs(ctx, user);
    const base = { name: 'Script', scope: 'leitura', bookIds: [user.id], expiresInDays: 30 };
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, name: '  ' }, 400, TOKEN_MESSAGES.nameMissing],
      [{ ...base, bookIds: [] }, 400, TOKEN_MESSAGES.booksMissing],
      [{ ...base, bookIds: [user.id, other.id] }, 404, TOKEN_MESSAGES.bookNotYours],
      [{ ...base, allowedAddresses: ['192.168.0.300'] }, 400, TOKEN_MESSAGES.address],
      [{ ...base, allowedAddresses: ['10.0.0.0/33'] }, 400, TOKEN_MESSAGES.address],
      [{ ...base, allowedAddresses: ['casa.example.com'] }, 400, TOKEN_MESSAGES.address],
      [{ ...base, expiresInDays: 7 }, 400, TOKEN_MESSAGES.expiry],
      [{ ...base, scope: 'admin' }, 400, TOKEN_MESSAGES.scope],
    ];
    for (const [body, status, message] of refusals) {
      const res = await as.post('/me/tokens', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await as.get('/me/tokens')).body.data).toEqual([]);

    const ranges = await makeToken(user, {
      allowedAddresses: ['192.168.0.10', '10.0.0.0/8', '2001:db8::/32'],
    });
    expect(ranges.token.allowedAddresses).toEqual(['192.168.0.10', '10.0.0.0/8', '2001:db8::/32']);
    // Two at once when one place is left: the person's lock lets only one pass.
    for (let i = 2; i < MAX_TOKENS_PER_PERSON; i++) await makeToken(user, { name: `Token ${i}` });
    const [a, b] = await Promise.all([as.post('/me/tokens', base), as.post('/me/tokens', base)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const tooMany = await as.post('/me/tokens', base);
    expect([tooMany.status, tooMany.body.error?.message]).toEqual([409, TOKEN_MESSAGES.tooMany]);
    expect((await as.get('/me/tokens')).body.data).toHaveLength(MAX_TOKENS_PER_PERSON);
  });
});

describe('personal access tokens as a bearer', () => {
  it('reads with a leitura token and refuses its writes; an escrita token writes', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Conta do script' });
    const reader = await makeToken(user, { scope: 'leitura' });
    const accounts = await withToken(reader.secret, 'GET', '/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.map((a: { name: string }) => a.name)).toEqual(['Conta do script']);
    expect((await withToken(reader.secret, 'GET', '/me')).body.data.email).toBe(user.email);
    const refused = await withToken(reader.secret, 'POST', '/transactions', { body: expense(account.id) });
    expect([refused.status, refused.body.error.message]).toEqual([403, TOKEN_MESSAGES.readOnly]);

    const writer = await makeToken(user, { scope: 'escrita' });
    const written = await withToken(writer.secret, 'POST', '/transactions', { body: expense(account.id) });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const list = await actingAs(ctx, user).get('/transactions', { from: '2026-11-01', to: '2026-11-30' });
    expect(JSON.stringify(list.body)).toContain('Mercado pelo script');
  });

  it('reaches only its books: another is as absent as a book the person left, and a removal takes its reach', async () => {
    const owner = await createUser(ctx);
    const guest = await createUser(ctx);
    const book = await createSharedBook(ctx, owner, 'Casa');
    await joinBook(ctx, owner, guest, book, 'editor');
    await createAccount(ctx, { ...owner, book }, { name: 'Conta da casa' });
    const onlyHome = await makeToken(guest, { bookIds: [book] });
    const personalOnly = await makeToken(guest);

    const inHome = await withToken(onlyHome.secret, 'GET', '/accounts', { book });
    expect(inHome.status).toBe(200);
    expect(inHome.body.data.map((a: { name: string }) => a.name)).toEqual(['Conta da casa']);
    // Without the header the request is in the personal book, which this token was not given.
    const personal = await withToken(onlyHome.secret, 'GET', '/accounts');
    expect([personal.status, personal.body.error.message]).toEqual([404, BOOK_MESSAGES.gone]);
    const notGiven = await withToken(personalOnly.secret, 'GET', '/accounts', { book });
    expect([notGiven.status, notGiven.body.error.reason]).toEqual([404, 'book_gone']);
    const notMember = await withToken(onlyHome.secret, 'GET', '/accounts', { book: owner.id });
    expect(notMember.body.error).toEqual(notGiven.body.error);

    await call(ctx.app, 'DELETE', `/api/v1/books/members?bookId=${book}&userId=${guest.id}`, {
      token: owner.token,
    }).then((res) => expect(res.status).toBe(200));
    const removed = await withToken(onlyHome.secret, 'GET', '/accounts', { book });
    expect([removed.status, removed.body.error.message]).toEqual([404, BOOK_MESSAGES.gone]);
  });

  it('a token given only book A reads neither book B’s members nor its name: GET /books lists only its books, GET /books/members?bookId= of another book is absent (404)', async () => {
    const owner = await createUser(ctx, { name: 'Dona da Casa' });
    const partner = await createUser(ctx, { name: 'Sócia do Escritório' });
    const home = await createSharedBook(ctx, owner, 'Casa');
    const office = await createSharedBook(ctx, owner, 'Escritório');
    await joinBook(ctx, owner, partner, office, 'editor');
    const onlyHome = await makeToken(owner, { scope: 'leitura', bookIds: [home] });

    const books = await withToken(onlyHome.secret, 'GET', '/books');
    expect(books.status).toBe(200);
    expect(books.body.data.map((b: { name: string }) => b.name)).toEqual(['Casa']);
    const own = await withToken(onlyHome.secret, 'GET', `/books/members?bookId=${home}`);
    expect(own.status).toBe(200);
    expect(own.body.data.members.map((m: { name: string }) => m.name)).toEqual(['Dona da Casa']);

    // The person's session reads both; the token, for a book not its own, what a book one is not in answers.
    expect((await actingAs(ctx, owner).get('/books/members', { bookId: office })).status).toBe(200);
    const strangers = await actingAs(ctx, await createUser(ctx)).get('/books/members', { bookId: office });
    expect(strangers.status).toBe(404);
    for (const bookId of [office, owner.id]) {
      const members = await withToken(onlyHome.secret, 'GET', `/books/members?bookId=${bookId}`);
      expect([members.status, members.body.error], String(bookId)).toEqual([404, strangers.body.error]);
      expect(JSON.stringify(members.body)).not.toContain(partner.email);
    }
  });

  it('a token reads /me/tokens no more than it makes or revokes one, nor the invitations its person received to other books', async () => {
    const owner = await createUser(ctx);
    const person = await createUser(ctx);
    const book = await createSharedBook(ctx, owner, 'Clube');
    // Invitations are shown to a proven address only.
    await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${person.id}`);
    await actingAs(ctx, owner)
      .post('/books/invitations', { bookId: book, email: person.email, role: 'leitor' })
      .then((res) => expect(res.status).toBe(201));
    const token = await makeToken(person, { scope: 'leitura' });
    for (const path of ['/me/tokens', '/books/invitations/received', '/books/invitations/received/waiting']) {
      const res = await withToken(token.secret, 'GET', path);
      expect([res.status, res.body.error?.message], path).toEqual([403, TOKEN_MESSAGES.personOnly]);
      expect(JSON.stringify(res.body), path).not.toContain('Clube');
    }
    // The person's session still reads them.
    expect((await actingAs(ctx, person).get('/me/tokens')).body.data).toHaveLength(1);
    const received = await actingAs(ctx, person).get('/books/invitations/received');
    expect(JSON.stringify(received.body)).toContain('Clube');
  });

  it('an expired token and a revoked one are refused at once as unknown (401)', async () => {
    const user = await createUser(ctx);
    const expiring = await makeToken(user, { expiresInDays: 30 });
    const revoked = await makeToken(user);
    expect((await withToken(expiring.secret, 'GET', '/accounts')).status).toBe(200);
    await ctx.database.db.execute(
      sql`update personal_access_tokens set expires_at = now() - interval '1 second'
          where id = ${expiring.token.id}`,
    );
    const expired = await withToken(expiring.secret, 'GET', '/accounts');
    expect([expired.status, expired.body.error.reason]).toEqual([401, 'invalid_token']);

    expect((await withToken(revoked.secret, 'GET', '/accounts')).status).toBe(200);
    const deleted = await actingAs(ctx, user).delete('/me/tokens', { id: revoked.token.id });
    expect(deleted.status).toBe(200);
    const after = await withToken(revoked.secret, 'GET', '/accounts');
    expect([after.status, after.body.error.reason]).toEqual([401, 'invalid_token']);
    expect(after.body.error.message).toBe(TOKEN_MESSAGES.invalid);
    const unknown = await withToken('grana_pat_nada', 'GET', '/accounts');
    expect(unknown.status).toBe(401);
  });

  it('another person’s token id is not found, and stays theirs', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const theirs = await makeToken(other);
    const res = await actingAs(ctx, user).delete('/me/tokens', { id: theirs.token.id });
    expect([res.status, res.body.error.message]).toEqual([404, TOKEN_MESSAGES.notFound]);
    expect((await withToken(theirs.secret, 'GET', '/accounts')).status).toBe(200);
  });

  it('never does what only the person signed in may, even with escrita', async () => {
    const user = await createUser(ctx);
    const guest = await createUser(ctx);
    const book = await createSharedBook(ctx, user, 'Casa');
    const token = await makeToken(user, { bookIds: [user.id, book] });
    const attempts: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown, number?]> = [
      [
        'change the password',
        'POST',
        '/auth/change-password',
        { senhaAtual: user.password, novaSenha: 'outra-senha-123' },
      ],
      ['change reminders', 'PUT', '/me/reminders', { email_reminders: false }],
      [
        'make a token',
        'POST',
        '/me/tokens',
        { name: 'Outro', scope: 'escrita', bookIds: [user.id], expiresInDays: null },
      ],
      ['revoke a token', 'DELETE', `/me/tokens?id=${token.token.id}`, undefined],
      ['invite a member', 'POST', '/books/invitations', { bookId: book, email: guest.email, role: 'editor' }],
      ['create a book', 'POST', '/books', { name: 'Outro livro' }],
      ['save bank credentials', 'PUT', '/sync/credentials', { client_id: 'id', client_secret: 'segredo' }],
      [
        'save bank credentials of the shared book',
        'PUT',
        '/sync/credentials',
        { client_id: 'id', client_secret: 'segredo' },
        book,
      ],
    ];
    for (const [what, method, path, body, inBook] of attempts) {
      const res = await withToken(token.secret, method, path, { body, book: inBook });
      expect([res.status, res.body.error?.message], what).toEqual([403, TOKEN_MESSAGES.personOnly]);
    }
    // Nothing happened: the password still signs in, and the token still works.
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect((await actingAs(ctx, user).get('/me/tokens')).body.data).toHaveLength(1);
    // Reading the person's own stays open: whose token it is, and the books it may name.
    expect((await withToken(token.secret, 'GET', '/books')).status).toBe(200);
  });

  it('is refused from an address it does not allow, and answered from one it does', async () => {
    const user = await createUser(ctx);
    const office = await makeToken(user, { allowedAddresses: ['10.0.0.0/8'] });
    const refused = await withToken(office.secret, 'GET', '/accounts', { remoteAddress: '127.0.0.1' });
    expect([refused.status, refused.body.error.message]).toEqual([403, TOKEN_MESSAGES.addressRefused]);
    expect(
      (await withToken(office.secret, 'GET', '/accounts', { remoteAddress: '10.20.30.40' })).status,
    ).toBe(200);
    const v6 = await makeToken(user, { allowedAddresses: ['2001:db8::/32', '192.168.0.10'] });
    expect((await withToken(v6.secret, 'GET', '/accounts', { remoteAddress: '2001:db8::1' })).status).toBe(
      200,
    );
    expect((await withToken(v6.secret, 'GET', '/accounts', { remoteAddress: '192.168.0.10' })).status).toBe(
      200,
    );
    expect((await withToken(v6.secret, 'GET', '/accounts', { remoteAddress: '192.168.0.11' })).status).toBe(
      403,
    );
  });

  it('answers 429 past its requests per minute, while another token of the person goes on', async () => {
    const user = await createUser(ctx);
    const busy = await makeToken(user);
    const calm = await makeToken(user);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++) {
      expect((await withToken(busy.secret, 'GET', '/me')).status).toBe(200);
    }
    const limited = await withToken(busy.secret, 'GET', '/me');
    expect([limited.status, limited.body.error.message]).toEqual([429, TOKEN_MESSAGES.tooManyRequests]);
    expect((await withToken(calm.secret, 'GET', '/me')).status).toBe(200);
    // The person's session is not the token: it is not limited by it.
    expect((await actingAs(ctx, user).get('/me')).status).toBe(200);
  });
});
