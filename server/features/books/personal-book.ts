import type { Executor } from '../../db/connect';
import { bookMembers, books } from '../../db/schema';

/** The name a person's personal book is given (migration 0028 gave the same to every person's). */
export const PERSONAL_BOOK_NAME = 'Pessoal';

/**
 * Makes a new person's personal book, with the person's own id (books draw from the users' sequence, so that id is
 * free), and makes them its dono. Call it in the transaction that inserts the person: a person never exists
 * without their book.
 */
export async function createPersonalBook(tx: Executor, userId: number): Promise<void> {
  await tx.insert(books).values({ id: userId, name: PERSONAL_BOOK_NAME, personalUserId: userId });
  await tx.insert(bookMembers).values({ bookId: userId, userId, role: 'dono' });
}
