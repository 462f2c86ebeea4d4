/** Who may do what in a book, as the books' service and its invitations ask it, and the views they answer. */

import type { FastifyBaseLogger } from 'fastify';
import {
  BOOK_MESSAGES,
  type BookAction,
  type BookRole,
  type BookView,
  can,
  type InvitationView,
} from '../../../common/contract/books';
import type { Database, Db } from '../../db/connect';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { type BookRow, type InvitationRow, booksRepository as repo } from './repository';

/** The person acting on their books: these routes name the book they act on, whatever the current one is. */
export interface Person {
  id: number;
  timeZone: string;
}

export const bookView = (row: BookRow): BookView => ({ ...row });
export const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

export interface BooksDeps {
  database: Pick<Database, 'kind' | 'db'>;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The person's role in the book; 404 when they are not in it. */
export async function memberRole(db: Db, person: Person, bookId: number): Promise<BookRole> {
  const role = await repo.roleOf(db, bookId, person.id);
  if (!role) throw notFound(BOOK_MESSAGES.notFound);
  return role;
}

/**
 * A book where the person may do `action` (a dono's): 404 when not theirs, 403 when their role may not. A personal
 * book is shared like any other (its person invites, changes roles, removes), but stays its person's: renaming or
 * deleting it (`manageBook`) answers 409.
 */
export async function managedBook(db: Db, person: Person, bookId: number, action: BookAction): Promise<void> {
  const role = await memberRole(db, person, bookId);
  if (!can(role, action)) throw forbidden(BOOK_MESSAGES.ownerOnly);
  if (action === 'manageBook' && (await repo.isPersonal(db, bookId)))
    throw conflict(BOOK_MESSAGES.personalBook);
}

export async function bookOf(db: Db, person: Person, bookId: number): Promise<BookView> {
  const [row] = await repo.booksOf(db, person.id, bookId);
  if (!row) throw notFound(BOOK_MESSAGES.notFound);
  return bookView(row);
}
