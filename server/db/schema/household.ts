import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { bookKey, cents, createdAt, id } from './columns';
import { bookId, userId } from './owner-columns';
import { users } from './people';
import { transactions } from './transactions';

/** A person's part of a shared book's divided expense: what they owe of it, in cents (the parts add up to it). */
export const transactionShares = pgTable(
  'transaction_shares',
  {
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    userId: userId(),
    amount: cents('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.transactionId, t.userId] }),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    check('transaction_shares_amount_check', sql`${t.amount} >= 0`),
    // A person deleted takes their shares with them (the cascade finds them here).
    index('transaction_shares_user_idx').on(t.userId),
  ],
);

/**
 * An acerto: a payment from one person of a shared book to another that settles what one owes. With accounts, it
 * was also written as a transfer between them (transfer_id; deleting the acerto deletes the transfer).
 */
export const bookSettlements = pgTable(
  'book_settlements',
  {
    id: id(),
    bookId: bookId(),
    fromUserId: bigint('from_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: bigint('to_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    transferId: uuid('transfer_id'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('book_settlements_pkey', t),
    index('book_settlements_book_date_idx').on(t.bookId, t.date),
    check('book_settlements_amount_check', sql`${t.amount} > 0`),
    check('book_settlements_people_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);
