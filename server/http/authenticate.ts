import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PERSONAL_TOKEN_PREFIX,
  TOKEN_MESSAGES,
  TOKEN_REQUESTS_PER_MINUTE,
  type TokenScope,
} from '../../common/contract/api-tokens';
import {
  BOOK_GONE_REASON,
  BOOK_HEADER,
  BOOK_MESSAGES,
  type BookAction,
  type BookRole,
  can,
  READ_ONLY_REASON,
} from '../../common/contract/books';
import type { AuthUser } from '../auth-user';
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from './errors';
import { createFailureLimiter } from './failure-limiter';
import { addressAllowed } from './token-addresses';

/** Whether the person an access token names still exists (tokens outlive their person). */
export interface LivePeopleCheck {
  exists(userId: number): Promise<boolean>;
}

/** A person's role in a book, or null when they are not in it (given by app.ts: the books feature reads it). */
export interface BookMembershipCheck {
  roleOf(bookId: number, userId: number): Promise<BookRole | null>;
}

/** A personal access token as the hook needs it: whose, and what it was given. */
export interface PersonalTokenGrant {
  id: number;
  userId: number;
  timeZone: string;
  scope: TokenScope;
  bookIds: readonly number[];
  /** IPs and CIDR ranges; empty: any address. */
  allowedAddresses: readonly string[];
  lastUsedAt: Date | null;
}

/** Personal access tokens (given by app.ts: the api-tokens feature reads them), looked up by their secret. */
export interface PersonalTokenCheck {
  /** The token whose secret this is, unexpired and of a living person, or null. */
  find(secret: string): Promise<PersonalTokenGrant | null>;
  /** Notes the token's use (when and from where), at most once a minute per token: not a write per request. */
  used(grant: PersonalTokenGrant, address: string): Promise<void>;
  /** Requests one token may make per minute (TOKEN_REQUESTS_PER_MINUTE unless configured). */
  requestsPerMinute?: number;
}

/**
 * How a route stands towards the current book (a route's `config.bookAccess`): the action it needs there, from the
 * table of abilities (common/contract/books.ts `can`). Unset: an ordinary route of the book, 'read' with GET and
 * 'write' otherwise.
 * - person: the person's own, not a book's (their profile, password, reminders, the books they take part in);
 *   the book header is not read.
 * - read: a POST that only reads (a preview), open to a leitor.
 * - manageBook: what only those who run the book do (its credentials at the bank aggregator, replacing its data by
 *   a restore).
 */
export type BookAccess = 'person' | BookAction;
declare module 'fastify' {
  interface FastifyContextConfig {
    bookAccess?: BookAccess;
    /** The person's own that a personal access token may not even read (onlyThePersonMay). */
    sessionOnly?: boolean;
  }
}
export const PERSON_LEVEL = { bookAccess: 'person' } as const;
export const SESSION_ONLY = { bookAccess: 'person', sessionOnly: true } as const;
export const READS_ONLY = { bookAccess: 'read' } as const;
export const OWNERS_ONLY = { bookAccess: 'manageBook' } as const;

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The book a request names in BOOK_HEADER: undefined when none, a 400 when it is not an id. */
function chosenBook(header: string | string[] | undefined): number | undefined {
  if (header === undefined || header === '') return undefined;
  const id = typeof header === 'string' && /^[1-9][0-9]{0,15}$/.test(header.trim()) ? Number(header) : NaN;
  if (!Number.isSafeInteger(id)) throw badRequest(BOOK_MESSAGES.badHeader, 'bad_book');
  return id;
}

/**
 * What a personal access token never reads nor does, whatever its scope: the one list of it (PRODUCT.md says the
 * same in "Tokens de acesso"). A token that leaks must not lock its owner out, widen its own reach, nor tell what
 * lies past its books. So a token:
 * - reaches only the books it was given: any other is absent (404), in BOOK_HEADER (the hook below) and on the
 *   person's routes that name a book (GET /books lists only its books, GET /books/members of another is absent:
 *   the books' routes ask `reachesBook`);
 * - reads nothing of the person's that is about no book of its own (the SESSION_ONLY routes, whatever their
 *   method: the tokens themselves, the invitations the person received to other books);
 * - changes nothing of the person (password, e-mail, profile, reminders, tokens, books and their members and
 *   invitations: every non-GET of a PERSON_LEVEL route);
 * - runs no book (its bank credentials, a restore, members, leaving: the routes that need manageBook,
 *   manageMembers or leave, whatever their method);
 * - writes only with scope escrita (tokenHolder).
 * Reading the rest of the person's own (GET /me, the books list) stays open: a tool needs to know whose it is and
 * which books it reaches.
 */
function onlyThePersonMay(
  method: string,
  config: { bookAccess?: BookAccess; sessionOnly?: boolean },
): boolean {
  if (config.sessionOnly) return true;
  const access = config.bookAccess;
  if (access === 'person') return !READ_METHODS.has(method);
  return access === 'manageBook' || access === 'manageMembers' || access === 'leave';
}

/** Whether the request may name this book: a session any (the membership is checked apart), a token its own. */
export function reachesBook(user: AuthUser, bookId: number): boolean {
  return user.token === undefined || user.token.bookIds.includes(bookId);
}

/**
 * The one authentication hook of the protected scope: a valid bearer access token of a living person or 401; then
 * the book the request acts in, and the person's right to do it there. This hook is the only owner of that check:
 * the routes and repositories scope every row by `request.user.bookId` and never look at the header themselves.
 * The checks of the person, of the membership and of personal access tokens are given by the caller (app.ts passes
 * the auth, books and api-tokens features' checks) rather than imported: the http layer depends on no feature.
 *
 * A request without BOOK_HEADER, or naming the person's personal book (its id is the person's own: sign-up and
 * migration 0028 make it so), acts there without a database read. Another book is checked on every request, with
 * no memory between them: a member removed is refused at their next request, whatever tokens they hold. A book
 * the person is not in is answered as absent (404, reason 'book_gone', so the web app goes back to the personal
 * book).
 *
 * A bearer that starts with PERSONAL_TOKEN_PREFIX is a personal access token: looked up by its hash (one indexed
 * read), never given to the session's signer, and held to its own rules on top of the person's (tokenHolder):
 * its addresses, its rate, its scope, its books, and what only the person may.
 */
/** What the hook is given (app.ts builds it once, so every scope behind the hook shares one rate per token). */
export interface AuthenticationChecks {
  people: LivePeopleCheck;
  books: BookMembershipCheck;
  tokens: PersonalTokenCheck;
  /**
   * Each token's requests in the last minute, in the process's memory: it bounds the load a tool puts on each server,
   * and counting every request in the database would put a write on the API's busiest path.
   */
  tokenRate: ReturnType<typeof createFailureLimiter>;
}

export function authenticationChecks(
  people: LivePeopleCheck,
  books: BookMembershipCheck,
  tokens: PersonalTokenCheck,
): AuthenticationChecks {
  const tokenRate = createFailureLimiter({
    max: tokens.requestsPerMinute ?? TOKEN_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
  });
  return { people, books, tokens, tokenRate };
}

export function requireAuthentication(
  app: FastifyInstance,
  { people, books, tokens, tokenRate }: AuthenticationChecks,
): void {
  app.decorateRequest('user', undefined as never);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Não autenticado', 'missing_token');
    const access = request.routeOptions.config?.bookAccess;
    const grant = token.startsWith(PERSONAL_TOKEN_PREFIX)
      ? await tokenHolder(request, tokens, tokenRate, token)
      : undefined;
    const personal: AuthUser = grant
      ? {
          id: grant.userId,
          bookId: grant.userId,
          role: 'dono',
          timeZone: grant.timeZone,
          token: { id: grant.id, scope: grant.scope, bookIds: grant.bookIds },
        }
      : await sessionHolder(app, people, token);
    if (access === 'person') {
      request.user = personal;
      return;
    }
    const bookId = chosenBook(request.headers[BOOK_HEADER]);
    // A book the token was not given is as absent as one the person is not in.
    if (!reachesBook(personal, bookId ?? personal.id)) {
      throw new HttpError(404, BOOK_MESSAGES.gone, BOOK_GONE_REASON);
    }
    if (bookId === undefined || bookId === personal.id) {
      request.user = personal;
      return;
    }
    const role = await books.roleOf(bookId, personal.id);
    if (!role) throw new HttpError(404, BOOK_MESSAGES.gone, BOOK_GONE_REASON);
    // A write refused for want of writing says so (the web app shows the book as read only), whatever else the
    // route needs; then what only some writers do.
    const writes = !READ_METHODS.has(request.method) && access !== 'read';
    if (writes && !can(role, 'write')) throw forbidden(BOOK_MESSAGES.readOnly, READ_ONLY_REASON);
    if (access !== undefined && !can(role, access)) throw forbidden(BOOK_MESSAGES.ownerOnly);
    request.user = { ...personal, bookId, role };
  });
}

/** A session's access token (a JWT the auth feature signed) of a person who still exists, in their personal book. */
async function sessionHolder(
  app: FastifyInstance,
  people: LivePeopleCheck,
  token: string,
): Promise<AuthUser> {
  const claims = await app.deps.signer.verify(token);
  if (!claims) throw unauthorized(undefined, 'invalid_token');
  if (!(await people.exists(claims.userId))) {
    throw unauthorized(undefined, 'unknown_user');
  }
  return { id: claims.userId, bookId: claims.userId, role: 'dono', timeZone: claims.timeZone };
}

/**
 * A personal access token's own rules, before the person's: known and unexpired (else 401 as any bad token), used
 * from one of its addresses, within its rate, not doing what only the person may, and writing only when its scope
 * says so. Its books are checked by the caller, with the book the request names.
 */
async function tokenHolder(
  request: FastifyRequest,
  tokens: PersonalTokenCheck,
  rate: ReturnType<typeof createFailureLimiter>,
  secret: string,
): Promise<PersonalTokenGrant> {
  const grant = await tokens.find(secret);
  if (!grant) throw unauthorized(TOKEN_MESSAGES.invalid, 'invalid_token');
  if (grant.allowedAddresses.length > 0 && !addressAllowed(grant.allowedAddresses, request.ip)) {
    throw forbidden(TOKEN_MESSAGES.addressRefused);
  }
  const reserved = await rate.reserve(String(grant.id));
  if (!reserved.ok) throw tooManyRequests(TOKEN_MESSAGES.tooManyRequests, reserved.retryAfterSeconds);
  const config = request.routeOptions.config ?? {};
  if (onlyThePersonMay(request.method, config)) throw forbidden(TOKEN_MESSAGES.personOnly);
  const writes = !READ_METHODS.has(request.method) && config.bookAccess !== 'read';
  if (writes && grant.scope !== 'escrita') throw forbidden(TOKEN_MESSAGES.readOnly);
  await tokens.used(grant, request.ip);
  return grant;
}
