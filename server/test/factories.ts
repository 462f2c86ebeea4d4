import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { BOOK_HEADER } from '../../common/contract/books';
import { userIdOf } from './access-token';
import type { CallResult, TestContext } from './test-app';
import { call } from './test-app';

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
  refreshCookie: string;
  /** The book the person's calls act in (BOOK_HEADER); none: their personal book. */
  book?: number;
}

/** The same person acting in another book (undefined: their personal one). */
export function inBook<T extends TestUser>(user: T, book: number | undefined): T {
  return { ...user, book };
}

let sequence = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@teste.grana`;
}

export interface UserOptions extends Partial<Pick<TestUser, 'name' | 'email' | 'password'>> {
  /**
   * Keep the starter categories sign-up creates. Off by default: most tests build the categories they talk
   * about and count on no others, so the factory deletes the set after the real sign-up.
   */
  starterCategories?: boolean;
}

/** Registers and signs in a user through the API; overrides pick the name, e-mail or password. */
export async function createUser(ctx: TestContext, overrides: UserOptions = {}): Promise<TestUser> {
  const name = overrides.name ?? 'Maria da Silva';
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'segredo123';
  const registered = await call(ctx.app, 'POST', '/api/v1/auth/register', {
    body: { name, email, password },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const refreshCookie = login.cookies.find((c) => c.name === 'grana_refresh')?.value ?? '';
  const token = (login.body.data as { accessToken: string }).accessToken;
  const id = userIdOf(token);
  if (!overrides.starterCategories) {
    // The app's own database: some tests build an app of their own and pass only it.
    await ctx.app.deps.database.db.execute(sql`delete from categories where book_id = ${id}`);
  }
  return { id, name, email, password, token, refreshCookie };
}

/** Calls as one user: `const as = actingAs(ctx, user); await as.post('/accounts', {...})`. Paths are under /api/v1. */
export function actingAs(ctx: TestContext, user: Pick<TestUser, 'token' | 'book'>) {
  const url = (path: string, query?: Record<string, unknown>) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const s = qs.toString();
    return `/api/v1${path}${s ? `?${s}` : ''}`;
  };
  const headers: Record<string, string> = user.book === undefined ? {} : { [BOOK_HEADER]: String(user.book) };
  const as = { token: user.token, headers };
  return {
    get: (path: string, query?: Record<string, unknown>) => call(ctx.app, 'GET', url(path, query), as),
    post: (path: string, body: unknown = {}) => call(ctx.app, 'POST', url(path), { ...as, body }),
    put: (path: string, body: unknown) => call(ctx.app, 'PUT', url(path), { ...as, body }),
    delete: (path: string, query: Record<string, unknown>) => call(ctx.app, 'DELETE', url(path, query), as),
  };
}

/** The data of a call that must succeed (any 2xx); otherwise fails the test with the answer's body. */
export async function succeeded<T = { id: number }>(result: Promise<CallResult>): Promise<T> {
  const res = await result;
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data as T;
}

async function created(result: Promise<{ status: number; body: any }>) {
  const res = await result;
  if (res.status !== 201) throw new Error(`create failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function createAccount(ctx: TestContext, user: TestUser, overrides: Record<string, unknown> = {}) {
  return created(
    actingAs(ctx, user).post('/accounts', { name: `Conta ${++sequence}`, type: 'checking', ...overrides }),
  );
}

/** A credit card closing on the 3rd, due on the 10th, with a R$ 5.000,00 limit (overrides for the rest). */
export function createCard(ctx: TestContext, user: TestUser, overrides: Record<string, unknown> = {}) {
  return createAccount(ctx, user, {
    name: `Cartão ${++sequence}`,
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
    ...overrides,
  });
}

export function createCategory(ctx: TestContext, user: TestUser, overrides: Record<string, unknown> = {}) {
  return created(
    actingAs(ctx, user).post('/categories', {
      nome: `Categoria ${++sequence}`,
      tipo: 'despesa',
      ...overrides,
    }),
  );
}

export function createTransaction(
  ctx: TestContext,
  user: TestUser,
  accountId: number,
  overrides: Record<string, unknown> = {},
) {
  return created(
    actingAs(ctx, user).post('/transactions', {
      amount: 10,
      description: 'Compra',
      date: '2026-11-10',
      type: 'DESPESA',
      accountId,
      ...overrides,
    }),
  );
}

/** A shared book of `owner`'s (its dono); answers its id. */
export async function createSharedBook(ctx: TestContext, owner: TestUser, name = 'Casa'): Promise<number> {
  return (await created(actingAs(ctx, owner).post('/books', { name }))).id;
}

/**
 * `owner` invites `guest` into the book with `role`, and `guest` accepts through the link the e-mail carried (read
 * from the test app's mail).
 */
export async function joinBook(
  ctx: TestContext,
  owner: TestUser,
  guest: TestUser,
  bookId: number,
  role: 'editor' | 'leitor',
): Promise<void> {
  await created(actingAs(ctx, owner).post('/books/invitations', { bookId, email: guest.email, role }));
  const { token } = invitationMailedTo(ctx, guest.email);
  await succeeded(actingAs(ctx, guest).post('/books/invitations/accept', { token }));
}

/** The newest confirmation link (of the address, since sign-up) the test app mailed to the address, and its token. */
export function verificationMailedTo(ctx: TestContext, email: string): { link: string; token: string } {
  const mail = ctx.sentMail
    .filter((m) => m.kind === 'email-verification' && m.to.toLowerCase() === email.toLowerCase())
    .at(-1);
  if (!mail) throw new Error(`no confirmation link mailed to ${email}`);
  return { link: mail.link, token: new URL(mail.link).searchParams.get('token') ?? '' };
}

/**
 * The person opens the confirmation link sign-up mailed them (the real path, POST /auth/verify-email): their
 * address is proven, so the invitations to it wait in the app (GET /books/invitations/received).
 */
export async function confirmEmailThroughMail(
  ctx: TestContext,
  user: Pick<TestUser, 'email'>,
): Promise<void> {
  const { token } = verificationMailedTo(ctx, user.email);
  await succeeded(call(ctx.app, 'POST', '/api/v1/auth/verify-email', { body: { token } }));
}

/** The newest invitation's link the test app mailed to the address, and its token. */
export function invitationMailedTo(ctx: TestContext, email: string): { link: string; token: string } {
  const mail = ctx.sentMail
    .filter((m) => m.kind === 'book-invitation' && m.to === email.toLowerCase())
    .at(-1);
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return { link: mail.link, token: new URL(mail.link).searchParams.get('token') ?? '' };
}
