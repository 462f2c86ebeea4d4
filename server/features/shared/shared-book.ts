import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user';
import { type Executor, queryRows } from '../../db/connect';

/**
 * Whether the request acts in a shared book, where an expense says who paid it, costs are divided, the acerto
 * settles them and each row keeps the history of who changed it: any book but the person's own personal book, and
 * that one too once another person has joined it (a personal book is shared as any other, so a couple can start
 * from one person's history). The web app's rule is the same (web/entities/book/shared-book.ts). One indexed read
 * (book_members' primary key) in the person's own book, none elsewhere.
 */
export async function isSharedBook(db: Executor, user: AuthUser): Promise<boolean> {
  if (user.bookId !== user.id) return true;
  const others = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from book_members where book_id = ${user.bookId} and user_id <> ${user.id} limit 1`,
  );
  return others.length > 0;
}
