/**
 * Issue 35's shared-book path: a second person, an editor of the measured person's book, reads that book's rows by
 * naming it in BOOK_HEADER. The server answers the measured person's own requests (no header, or their personal
 * book) without a database read, but checks a member's role in book_members on every request
 * (server/http/authenticate.ts), so the bench measures the same reads both ways. The seeded rows are in the
 * measured person's personal book, so the member is added there: the hook asks only for the membership, whichever
 * book it is. Written in SQL before the server starts (PGlite allows one process per data folder).
 */
import { sql } from 'drizzle-orm';
import { BOOK_HEADER, type BookRole } from '../../common/contract/books';
import { type Database, queryRows } from '../../server/db/connect';
import { hashPassword } from '../../server/features/auth/passwords';
import { createPersonalBook } from '../../server/features/books/public';
import type { BenchUser } from './prepare';

export const BOOK_MEMBER = {
  email: 'membro@grana.local',
  password: 'bench-membro-senha-123',
  /** What a household's second person usually is: writes every finance row, not the book's people. */
  role: 'editor' satisfies BookRole,
} as const;

/** The member: who signs in, and the headers that put each of their requests in the measured person's book. */
export interface BookMember {
  user: BenchUser;
  bookId: number;
  headers: Record<string, string>;
}

/**
 * Signs up the member as sign-up does (a person with their own personal book, empty) and makes them BOOK_MEMBER.role
 * of the owner's personal book, where the owner's rows are.
 */
export async function addBookMember(database: Database, owner: BenchUser): Promise<BookMember> {
  const db = database.db;
  await db.execute(sql`delete from users where lower(email) = ${BOOK_MEMBER.email}`);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, time_zone)
        values ('Pessoa Membro', ${BOOK_MEMBER.email}, ${await hashPassword(BOOK_MEMBER.password)}, ${owner.timeZone})
        returning id`,
  );
  const id = Number(row!.id);
  await createPersonalBook(db, id);
  await db.execute(
    sql`insert into book_members (book_id, user_id, role) values (${owner.id}, ${id}, ${BOOK_MEMBER.role})`,
  );
  return {
    // The account new rows would go to is the book's, not the member's.
    user: { ...owner, id, email: BOOK_MEMBER.email, password: BOOK_MEMBER.password },
    bookId: owner.id,
    headers: { [BOOK_HEADER]: String(owner.id) },
  };
}
