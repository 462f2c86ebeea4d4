import { bigint, bigserial, index, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per statement that wrote a book's transaction rows, added by triggers on `transactions` (migration 0070):
 * whoever writes (the ledger, another server, SQL run by hand), the book's rows here change. What a server keeps
 * of a book's rows between reads (the rules preview's, rules/candidate-cache.ts) is kept with the count and sum of
 * ids of these rows, read from one index, and read again when they differ (server/features/ledger/rows-version.ts).
 * Rows older than a day are deleted by the undo purge's runs.
 *
 * No key and no foreign key, on purpose: a restore loads the copy's rows while the transactions it loads add their
 * own (a unique id would clash), and the transactions a book's deletion cascades to add rows for a book going away
 * (a key to `books` would refuse them). A deleted book's rows go with the day's purge.
 */
export const ledgerWrites = pgTable(
  'ledger_writes',
  {
    bookId: bigint('book_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** When the statement ran (clock_timestamp(), not the transaction's start): what the purge's day counts from. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_writes_book_idx').on(t.bookId, t.id),
    index('ledger_writes_written_at_idx').on(t.writtenAt),
  ],
);
