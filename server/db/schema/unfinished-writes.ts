import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookKey, id } from './columns';
import { bookId } from './owner-columns';

/**
 * A write done in several short transactions (an import or a restore on PGlite, whose one session others must be
 * able to use in between), while it is under way. Each step records the ids it added to `transactions` and
 * `payees`, in its own transaction; the last step deletes the row. A row still here when a server starts was cut
 * short (a crash, a kill): the start takes its rows back, so the write is all or nothing for the person.
 */
export const unfinishedWrites = pgTable(
  'unfinished_writes',
  {
    id: id(),
    bookId: bookId(),
    kind: text('kind').notNull(),
    // What the write is known by, for taking back what it did besides adding rows: an import's id (its matches).
    ref: text('ref'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    bookKey('unfinished_writes_pkey', t),
    check('unfinished_writes_kind_check', sql`${t.kind} in ('import','restore')`),
  ],
);

export const unfinishedWriteRanges = pgTable(
  'unfinished_write_ranges',
  {
    writeId: bigint('write_id', { mode: 'number' }).notNull(),
    // The write's book, so that the range shards with its write.
    bookId: bookId(),
    tableName: text('table_name').notNull(),
    firstId: bigint('first_id', { mode: 'number' }).notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.writeId, t.bookId],
      foreignColumns: [unfinishedWrites.id, unfinishedWrites.bookId],
    }).onDelete('cascade'),
    index('unfinished_write_ranges_write_idx').on(t.writeId),
  ],
);
