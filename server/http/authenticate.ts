import type { FastifyInstance } from 'fastify';
import {
  BOOK_GONE_REASON,
  BOOK_HEADER,
  BOOK_MESSAGES,
  type BookAction,
  type BookRole,
  can,
  READ_ONLY_REASON,
} from '../../common/contract/books';
import { badRequest, forbidden, HttpError, unauthorized } from './errors';

/** Whether the person an access token names still exists (tokens outlive their person). */
export interface LivePeopleCheck {
  exists(userId: number): Promise<boolean>;
}

/** A person's role in a book, or null when they are not in it (given by app.ts: the books feature reads it). */
export interface BookMembershipCheck {
  roleOf(bookId: number, userId: number): Promise<BookRole | null>;
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
  }
}
export const PERSON_LEVEL = { bookAccess: 'person' } as const;
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
 * The one authentication hook of the protected scope: a valid bearer access token of a living person or 401; then
 * the book the request acts in, and the person's right to do it there. This hook is the only owner of that check:
 * the routes and repositories scope every row by `request.user.bookId` and never look at the header themselves.
 * The checks of the person and of the membership are given by the caller (app.ts passes the auth and books
 * features' checks) rather than imported: the http layer depends on no feature.
 *
 * A request without BOOK_HEADER, or naming the person's personal book (its id is the person's own: sign-up and
 * migration 0028 make it so), acts there without a database read. Another book is checked on every request, with
 * no memory between them: a member removed is refused at their next request, whatever tokens they hold. A book
 * the person is not in is answered as absent (404, reason 'book_gone', so the web app goes back to the personal
 * book).
 */
export function requireAuthentication(
  app: FastifyInstance,
  people: LivePeopleCheck,
  books: BookMembershipCheck,
): void {
  app.decorateRequest('user', undefined as never);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Não autenticado', 'missing_token');
    const claims = await app.deps.signer.verify(token);
    if (!claims) throw unauthorized(undefined, 'invalid_token');
    if (!(await people.exists(claims.userId))) {
      throw unauthorized(undefined, 'unknown_user');
    }
    const personal = {
      id: claims.userId,
      bookId: claims.userId,
      role: 'dono' as const,
      timeZone: claims.timeZone,
    };
    const access = request.routeOptions.config?.bookAccess;
    if (access === 'person') {
      request.user = personal;
      return;
    }
    const bookId = chosenBook(request.headers[BOOK_HEADER]);
    if (bookId === undefined || bookId === claims.userId) {
      request.user = personal;
      return;
    }
    const role = await books.roleOf(bookId, claims.userId);
    if (!role) throw new HttpError(404, BOOK_MESSAGES.gone, BOOK_GONE_REASON);
    // A write refused for want of writing says so (the web app shows the book as read only), whatever else the
    // route needs; then what only some writers do.
    const writes = !READ_METHODS.has(request.method) && access !== 'read';
    if (writes && !can(role, 'write')) throw forbidden(BOOK_MESSAGES.readOnly, READ_ONLY_REASON);
    if (access !== undefined && !can(role, access)) throw forbidden(BOOK_MESSAGES.ownerOnly);
    request.user = { ...personal, bookId, role };
  });
}
