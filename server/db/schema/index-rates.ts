import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { INDEX_SERIES } from '../../../common/index-series';
import { createdAt } from './columns';
import { bookId } from './owner-columns';

/** The index series' names, for their columns' check (common/index-series.ts). */
const seriesCheck = (column: unknown) =>
  sql`${column} in (${sql.raw(INDEX_SERIES.map((name) => `'${name}'`).join(','))})`;

/**
 * Index series (server/features/index-rates): the Banco Central's values (SGS), one row per series and date, the
 * same for everyone (no book_id: public figures every book reads alike). `value` is the percentage exactly as
 * published (numeric, written from the decimal text, never through a float). Filled by the daily job
 * (server/jobs/index-rates.ts); only it writes here.
 */
export const indexRates = pgTable(
  'index_rates',
  {
    series: text('series').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.date] }),
    check('index_rates_series_check', seriesCheck(t.series)),
  ],
);

/**
 * Values a book typed or imported for dates the Banco Central's series lacks (a server that cannot reach the SGS).
 * Where both exist the official one is read: the series is the same for everyone, and a book's own value only
 * fills a gap.
 */
export const bookIndexRates = pgTable(
  'book_index_rates',
  {
    bookId: bookId(),
    series: text('series').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.series, t.date] }),
    check('book_index_rates_series_check', seriesCheck(t.series)),
  ],
);

/**
 * The fetch job's claim and last check per series: any number of API processes run the job, and the conditional
 * upsert of `claimed_until` lets one of them ask the SGS for a series while a check younger than the interval
 * (`checked_at`) spares the others the call. A process that dies while holding a claim frees it when it expires.
 */
export const indexRateFetches = pgTable(
  'index_rate_fetches',
  {
    series: text('series').primaryKey(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [check('index_rate_fetches_series_check', seriesCheck(t.series))],
);
