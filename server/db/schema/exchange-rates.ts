import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CURRENCY_CODES, HOME_CURRENCY, PTAX_CURRENCIES } from '../../../common/currencies';
import { createdAt } from './columns';
import { bookId } from './owner-columns';

const listed = (column: unknown, codes: readonly string[]) =>
  sql`${column} in (${sql.raw(codes.map((code) => `'${code}'`).join(','))})`;
/** A currency other than the real that Grana knows (common/currencies.ts). */
export const foreignCurrencyCheck = (column: unknown) =>
  listed(
    column,
    CURRENCY_CODES.filter((code) => code !== HOME_CURRENCY),
  );

/**
 * The Banco Central's PTAX (server/features/exchange-rates): reais per unit of a currency at the day's closing
 * bulletin, buy and sell, one row per currency and business day, the same for everyone (no book_id). Written from
 * the decimal text the Olinda service answers, never through a float. Filled by the daily job; only it writes here.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    buy: numeric('buy').notNull(),
    sell: numeric('sell').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.date] }),
    check('exchange_rates_currency_check', listed(t.currency, PTAX_CURRENCIES)),
    check('exchange_rates_positive_check', sql`${t.buy} > 0 and ${t.sell} > 0`),
  ],
);

/**
 * Rates a book typed or imported: for a currency the Banco Central does not quote (the Argentine peso) or a day it
 * has not published. Where both exist the official one is read; a book's own rate only fills a gap.
 */
export const bookExchangeRates = pgTable(
  'book_exchange_rates',
  {
    bookId: bookId(),
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Reais per unit. */
    rate: numeric('rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.currency, t.date] }),
    check('book_exchange_rates_currency_check', foreignCurrencyCheck(t.currency)),
    check('book_exchange_rates_positive_check', sql`${t.rate} > 0`),
  ],
);

/** The PTAX job's claim and last check per currency, as index_rate_fetches is the SGS job's. */
export const exchangeRateFetches = pgTable(
  'exchange_rate_fetches',
  {
    currency: text('currency').primaryKey(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [check('exchange_rate_fetches_currency_check', listed(t.currency, PTAX_CURRENCIES))],
);
