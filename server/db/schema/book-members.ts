import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookKey, createdAt, id } from './columns';
import { bookId, userId } from './owner-columns';
import { users } from './people';

/** Who may use a book, and how: dono (everything, members), editor (every finance row), leitor (reads). */
export const bookMembers = pgTable(
  'book_members',
  {
    bookId: bookId(),
    userId: userId(),
    role: text('role').notNull(),
    /** Monthly income in cents, for dividing a shared expense in proportion to incomes; null: not given. */
    income: bigint('income', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.userId] }),
    index('book_members_user_idx').on(t.userId),
    check('book_members_role_check', sql`${t.role} in ('dono','editor','leitor')`),
  ],
);

/**
 * An invitation into a shared book, sent by e-mail: its link (only the token's hash is kept) works once, until
 * expires_at, for the invited address only. Accepted or cancelled, it is deleted.
 */
export const bookInvitations = pgTable(
  'book_invitations',
  {
    id: id(),
    bookId: bookId(),
    /** Lower-cased, as users.email is compared. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('book_invitations_pkey', t),
    // Unique within the book, as a shard can check; across books a hash of 32 random bytes is unique by itself.
    // Accepting reads by the hash alone: the invited person does not know the book.
    uniqueIndex('book_invitations_hash_key').on(t.bookId, t.tokenHash),
    index('book_invitations_hash_idx').on(t.tokenHash),
    uniqueIndex('book_invitations_book_email_key').on(t.bookId, t.email),
    // 'Convites para você' (and the menu's count on every page) reads a person's invitations by their address.
    index('book_invitations_email_idx').on(t.email),
    check('book_invitations_role_check', sql`${t.role} in ('editor','leitor')`),
  ],
);
