import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type BookRole, rolesThatMay } from '../../../common/contract/books';
import { type Executor, queryRows } from '../../db/connect';
import { bookInvitations, bookMembers, books, users } from '../../db/schema';
import { bookLabel, bookNameFor } from './personal-book';

export interface BookRow {
  id: number;
  name: string;
  personal: boolean;
  role: BookRole;
  members: number;
}

export interface MemberRow {
  userId: number;
  name: string;
  email: string;
  role: BookRole;
  /** Monthly income in cents, or null. */
  income: number | null;
}

export type InvitationRow = typeof bookInvitations.$inferSelect & { role: BookRole };

/** An invitation as the person it is addressed to reads it: the book's name and who invited, never the link. */
export interface ReceivedRow {
  id: number;
  bookName: string;
  invitedBy: string | null;
  role: BookRole;
  expiresAt: Date;
}

/** The roles that manage a book's members, from the table of abilities: one PostgreSQL array parameter. */
const MANAGER_ROLES = `{${rolesThatMay('manageMembers').join(',')}}`;

/** The SQL of books, members and invitations; every query names the book (and the person where it matters). */
export const booksRepository = {
  /**
   * The person's role in the book, or null when they are not in it (or it does not exist). Asked on every request
   * in a shared book (the authentication hook), so a prepared statement: parsed and planned once, it takes about a
   * fifth of the time on PGlite (0.5 -> 0.1 ms per call) and two thirds on PostgreSQL.
   */
  async roleOf(db: Executor, bookId: number, userId: number): Promise<BookRole | null> {
    const [row] = await queryRows<{ role: BookRole }>(
      db,
      sql`select role from book_members where book_id = ${bookId} and user_id = ${userId}`,
      { prepared: true },
    );
    return row?.role ?? null;
  },

  /**
   * The books the person takes part in, their personal one first, then by name. `personal` is their own personal
   * book only: another person's, shared with them, is one more shared book to them, under its person's name.
   */
  async booksOf(db: Executor, userId: number, onlyBookId?: number): Promise<BookRow[]> {
    const rows = await queryRows<{
      id: number;
      name: string;
      personal: boolean;
      role: BookRole;
      members: number;
    }>(
      db,
      sql`select * from (
            select b.id, ${bookNameFor(sql`b`, userId)} as name,
                   coalesce(b.personal_user_id = ${userId}, false) as personal, m.role,
                   (select count(*)::int from book_members o where o.book_id = b.id) as members
            from book_members m join books b on b.id = m.book_id
            where m.user_id = ${userId} ${onlyBookId === undefined ? sql`` : sql`and b.id = ${onlyBookId}`}
          ) seen
          order by not personal, lower(name), id`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), members: Number(r.members) }));
  },

  async countBooksOf(db: Executor, userId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from book_members where user_id = ${userId}`,
    );
    return Number(row?.count ?? 0);
  },

  /** Takes the person's row lock: their joins and creations of books run one after the other (the limit's count). */
  async lockPerson(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  },

  async createShared(tx: Executor, name: string, ownerId: number): Promise<number> {
    const [created] = await tx.insert(books).values({ name }).returning({ id: books.id });
    await tx.insert(bookMembers).values({ bookId: created!.id, userId: ownerId, role: 'dono' });
    return created!.id;
  },

  async rename(tx: Executor, bookId: number, name: string): Promise<void> {
    await tx.update(books).set({ name }).where(eq(books.id, bookId));
  },

  async isPersonal(db: Executor, bookId: number): Promise<boolean> {
    const [row] = await db
      .select({ personalUserId: books.personalUserId })
      .from(books)
      .where(eq(books.id, bookId));
    return row?.personalUserId != null;
  },

  async members(db: Executor, bookId: number): Promise<MemberRow[]> {
    const rows = await db
      .select({
        userId: bookMembers.userId,
        name: users.name,
        email: users.email,
        role: bookMembers.role,
        income: bookMembers.income,
      })
      .from(bookMembers)
      .innerJoin(users, eq(users.id, bookMembers.userId))
      .where(eq(bookMembers.bookId, bookId))
      .orderBy(asc(sql`lower(${users.name})`), asc(bookMembers.userId));
    return rows as MemberRow[];
  },

  /** The book's members and its pending invitations, counted under the book's lock by the caller. */
  async countPeople(tx: Executor, bookId: number): Promise<{ members: number; invitations: number }> {
    const [row] = await queryRows<{ members: number; invitations: number }>(
      tx,
      sql`select (select count(*)::int from book_members where book_id = ${bookId}) as members,
                 (select count(*)::int from book_invitations where book_id = ${bookId}) as invitations`,
    );
    return { members: Number(row?.members ?? 0), invitations: Number(row?.invitations ?? 0) };
  },

  async addMember(tx: Executor, bookId: number, userId: number, role: BookRole): Promise<void> {
    await tx.insert(bookMembers).values({ bookId, userId, role });
  },

  async setRole(tx: Executor, bookId: number, userId: number, role: BookRole): Promise<void> {
    await tx
      .update(bookMembers)
      .set({ role })
      .where(and(eq(bookMembers.bookId, bookId), eq(bookMembers.userId, userId)));
  },

  async setIncome(tx: Executor, bookId: number, userId: number, income: number | null): Promise<void> {
    await tx
      .update(bookMembers)
      .set({ income })
      .where(and(eq(bookMembers.bookId, bookId), eq(bookMembers.userId, userId)));
  },

  async removeMember(tx: Executor, bookId: number, userId: number): Promise<void> {
    await tx.delete(bookMembers).where(and(eq(bookMembers.bookId, bookId), eq(bookMembers.userId, userId)));
  },

  /** The members who manage the book's members (its donos): a book keeps at least one. */
  async countManagers(tx: Executor, bookId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from book_members
          where book_id = ${bookId} and role = any(${MANAGER_ROLES}::text[])`,
    );
    return Number(row?.count ?? 0);
  },

  /** Whether a person with this e-mail (lower-cased) is in the book. */
  async hasMemberWithEmail(tx: Executor, bookId: number, email: string): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      tx,
      sql`select exists (select 1 from book_members m join users u on u.id = m.user_id
                         where m.book_id = ${bookId} and lower(u.email) = ${email}) as found`,
    );
    return Boolean(row?.found);
  },

  async invitations(db: Executor, bookId: number): Promise<InvitationRow[]> {
    const rows = await db
      .select()
      .from(bookInvitations)
      .where(eq(bookInvitations.bookId, bookId))
      .orderBy(asc(bookInvitations.createdAt), asc(bookInvitations.id));
    return rows as InvitationRow[];
  },

  async invitation(db: Executor, id: number): Promise<InvitationRow | null> {
    const [row] = await db.select().from(bookInvitations).where(eq(bookInvitations.id, id));
    return (row as InvitationRow | undefined) ?? null;
  },

  /**
   * The invitations waiting for an address (lower-cased), not past their time, the soonest to expire first. Read by
   * the address alone: book_invitations has no index on it, and stays small (an invitation goes when used, cancelled
   * or renewed).
   */
  async invitationsTo(db: Executor, email: string, now: Date, limit: number): Promise<ReceivedRow[]> {
    const rows = await queryRows<{
      id: number;
      book_name: string;
      invited_by: string | null;
      role: BookRole;
      expires_at: Date | string;
    }>(
      db,
      sql`select i.id, ${bookLabel(sql`b`)} as book_name, u.name as invited_by, i.role, i.expires_at
          from book_invitations i
          join books b on b.id = i.book_id
          left join users u on u.id = i.invited_by
          where i.email = ${email} and i.expires_at > ${now}
          order by i.expires_at, i.id
          limit ${limit}`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      bookName: r.book_name,
      invitedBy: r.invited_by,
      role: r.role,
      expiresAt: new Date(r.expires_at),
    }));
  },

  async invitationByHash(db: Executor, tokenHash: string): Promise<InvitationRow | null> {
    const [row] = await db.select().from(bookInvitations).where(eq(bookInvitations.tokenHash, tokenHash));
    return (row as InvitationRow | undefined) ?? null;
  },

  /** Drops the book's invitations past their time: they only wait to be refused. */
  async forgetExpiredInvitations(tx: Executor, bookId: number, now: Date): Promise<void> {
    await tx.execute(sql`delete from book_invitations where book_id = ${bookId} and expires_at <= ${now}`);
  },

  async invitationFor(tx: Executor, bookId: number, email: string): Promise<InvitationRow | null> {
    const [row] = await tx
      .select()
      .from(bookInvitations)
      .where(and(eq(bookInvitations.bookId, bookId), eq(bookInvitations.email, email)));
    return (row as InvitationRow | undefined) ?? null;
  },

  async insertInvitation(tx: Executor, values: typeof bookInvitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await tx.insert(bookInvitations).values(values).returning();
    return row as InvitationRow;
  },

  /** Deletes the invitation; answers whether this call did (a link used twice at once succeeds once). */
  async takeInvitation(tx: Executor, id: number): Promise<boolean> {
    const deleted = await tx
      .delete(bookInvitations)
      .where(eq(bookInvitations.id, id))
      .returning({ id: bookInvitations.id });
    return deleted.length > 0;
  },

  /** The book's name as an invited person reads it (a personal book is its person's: "Pessoal de Ana"). */
  async bookName(db: Executor, bookId: number): Promise<string | null> {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select ${bookLabel(sql`b`)} as name from books b where b.id = ${bookId}`,
    );
    return row?.name ?? null;
  },

  async emailOf(db: Executor, userId: number): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },

  /**
   * The person's e-mail when they proved it (the confirmation link), else null: what the in-app invitations match,
   * since sign-up alone does not prove the address.
   */
  async provenEmailOf(db: Executor, userId: number): Promise<string | null> {
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
    return row?.email ?? null;
  },

  /** How many invitations to the address are still valid, for the person who has yet to prove it. */
  async countInvitationsTo(db: Executor, email: string, now: Date): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from book_invitations where email = ${email} and expires_at > ${now}`,
    );
    return Number(row?.n ?? 0);
  },

  async personName(db: Executor, userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? null;
  },
};
