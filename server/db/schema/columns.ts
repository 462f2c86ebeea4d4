import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../../../common/search';

// The column builders every area's tables share, none naming a table (owner-columns.ts holds the two that do).

/** A person's row's own id (the tables without a book: people, their sign-in tokens), its primary key. */
export const personRowId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/**
 * A book's row's id: unique by its sequence, but the primary key is (id, book_id) with `bookKey`, as every key of a
 * book's table holds book_id (docs/SCALE.md: the tables shard by book, and a shard keeps only keys it can check).
 */
export const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The primary key of a book's table with an id of its own: (id, book_id). It is also what other tables' foreign
 * keys point at, (x_id, book_id), so a row can only name a row of its own book.
 */
export const bookKey = (name: string, t: { id: AnyPgColumn; bookId: AnyPgColumn }) =>
  primaryKey({ name, columns: [t.id, t.bookId] });

export const cents = (name: string) => bigint(name, { mode: 'number' });
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accent- and case-folding for search, in SQL. lower() alone does not fold accented capitals under the C
 * locale PGlite uses, so the table lists both cases (common/search.ts folds the typed text the same way).
 */
export const folded = (column: string) =>
  sql.raw(`translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`);
