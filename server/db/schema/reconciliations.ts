import { bigint, date, foreignKey, index, pgTable } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bookKey, cents, createdAt, id } from './columns';
import { bookId } from './owner-columns';

/**
 * A confirmed "Conferir saldo": the bank's balance of an account at the end of a date, which Grana's balance
 * matched; the account's rows dated up to it were marked RECONCILED (server/features/reconcile/).
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The bank's balance in cents, signed as the account's balance is (a card's debt is negative). */
    balance: cents('balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('reconciliations_pkey', t),
    index('reconciliations_account_idx').on(t.bookId, t.accountId, t.date),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
  ],
);
