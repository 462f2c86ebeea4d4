import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { foreignCurrencyCheck } from './exchange-rates';
import { bookId } from './owner-columns';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /**
     * ISO 4217 (common/currencies.ts): the account's rows, opening balance and balance are in hundredths of it.
     * Cards stay in reais (a purchase abroad carries its foreign amount on the row).
     */
    currency: text('currency').notNull().default('BRL'),
    openingBalance: cents('opening_balance').notNull().default(0),
    /** A credit card's bill: the day it closes and the day it falls due (1 to 31; null on other accounts). */
    closingDay: integer('closing_day'),
    dueDay: integer('due_day'),
    /** A credit card's limit in cents. */
    creditLimit: cents('credit_limit'),
    /** The account that usually pays a card's bill (checked by the service: the person's own, not a card). */
    paymentAccountId: bigint('payment_account_id', { mode: 'number' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (id, book_id) is what other tables reference, so a row can only point at an account of its own book.
    bookKey('accounts_pkey', t),
    uniqueIndex('accounts_user_name_key').on(t.bookId, sql`lower(${t.name})`),
    check(
      'accounts_type_check',
      sql`${t.type} in ('cash','checking','savings','credit_card','wallet','investment')`,
    ),
    check('accounts_card_days_check', sql`${t.closingDay} between 1 and 31 and ${t.dueDay} between 1 and 31`),
    check('accounts_credit_limit_check', sql`${t.creditLimit} >= 0`),
    check('accounts_currency_check', sql`${t.currency} = 'BRL' or (${foreignCurrencyCheck(t.currency)})`),
    check('accounts_card_currency_check', sql`${t.type} <> 'credit_card' or ${t.currency} = 'BRL'`),
  ],
);
