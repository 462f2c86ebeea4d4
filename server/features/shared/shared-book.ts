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

/**
 * isSharedBook when no person asks (the server's own work, as a fixed item paid on its day): a book shared
 * between people, or a personal book someone else has joined. One indexed read.
 */
export async function isSharedBookId(db: Executor, bookId: number): Promise<boolean> {
  const [row] = await queryRows<{ shared: boolean }>(
    db,
    sql`select b.personal_user_id is null
               or exists (select 1 from book_members m where m.book_id = b.id and m.user_id <> b.personal_user_id)
               as shared
        from books b where b.id = ${bookId}`,
  );
  return row?.shared === true;
}
