import { can } from '../../../common/contract/books';
import type { Executor } from '../../db/connect';
import { type BookRow, booksRepository, type MemberRow } from './repository';

/**
 * The authentication hook's question: a person's role in a book. Asked on every request that names a book other
 * than the personal one, never remembered, so that a removal holds from the next request on (one lookup by the
 * membership's primary key).
 */
export function createBookMembershipCheck(db: Executor) {
  return { roleOf: (bookId: number, userId: number) => booksRepository.roleOf(db, bookId, userId) };
}

/** The books a person takes part in (at most MAX_BOOKS_PER_PERSON), the personal one first: what a job does for them. */
export function booksOfPerson(db: Executor, userId: number): Promise<BookRow[]> {
  return booksRepository.booksOf(db, userId);
}

/** A book's people, by name, with their role and income: whom a shared expense may be divided between. */
export async function membersOf(db: Executor, bookId: number): Promise<MemberRow[]> {
  return (await booksRepository.members(db, bookId)).map((m) => ({ ...m, userId: Number(m.userId) }));
}

/** Whether the book is shared (not someone's personal book). */
export async function isSharedBook(db: Executor, bookId: number): Promise<boolean> {
  return !(await booksRepository.isPersonal(db, bookId));
}

/**
 * A second book one request also acts in (the other leg of a transfer between two books): its name and whether the
 * person writes there (`can(role, 'write')`). Null when they are not in it or it does not exist, so the caller answers as
 * for an unknown id. Asked at each use, never remembered, as the authentication hook's own check.
 */
export async function accessToOtherBook(
  db: Executor,
  bookId: number,
  userId: number,
): Promise<{ name: string; writes: boolean } | null> {
  const [book] = await booksRepository.booksOf(db, userId, bookId);
  return book ? { name: book.name, writes: can(book.role, 'write') } : null;
}
