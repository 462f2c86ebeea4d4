import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { updatedAt } from './columns';
import { bookId } from './owner-columns';

/** A card bill whose dates the bank moved: only such bills have a row; the others follow the card's days. */
export const cardBills = pgTable(
  'card_bills',
  {
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    month: text('month').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.accountId, t.month] }),
    foreignKey({
      columns: [t.accountId, t.bookId],
      foreignColumns: [accounts.id, accounts.bookId],
    }).onDelete('cascade'),
    check('card_bills_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('card_bills_dates_check', sql`${t.closingDate} < ${t.dueDate}`),
  ],
);
