import { type SQL, sql } from 'drizzle-orm';
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

/**
 * A book's name as read by anyone but its person (`b` names a row of books): a personal book is "Pessoal de <its
 * person>", since every person's is called "Pessoal" and a partner in it also has their own.
 */
export const bookLabel = (b: SQL) => sql`case when ${b}.personal_user_id is null then ${b}.name
  else 'Pessoal de ' || (select u.name from users u where u.id = ${b}.personal_user_id) end`;

/** The same as `viewer` reads it: their own personal book by its own name. */
export const bookNameFor = (b: SQL, viewer: number) =>
  sql`case when ${b}.personal_user_id = ${viewer} then ${b}.name else ${bookLabel(b)} end`;
