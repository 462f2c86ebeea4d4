import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { bookId } from './owner-columns';

/**
 * What a deletion took away, for its "Desfazer" (server/features/undo): the rows as they were, as JSON, under a
 * random token only their owner can use, for UNDO_WINDOW_MINUTES. The server keeps the rows, so an undo never
 * writes what a client sends; the undo deletes the row, so a token works once.
 */
export const deletedRows = pgTable(
  'deleted_rows',
  {
    token: uuid('token').notNull().defaultRandom(),
    bookId: bookId(),
    kind: text('kind').notNull(),
    rows: jsonb('rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'deleted_rows_pkey', columns: [t.token, t.bookId] }),
    index('deleted_rows_user_idx').on(t.bookId, t.createdAt),
    check(
      'deleted_rows_kind_check',
      sql`${t.kind} in ('transactions','recurring','budget','categories','attachments')`,
    ),
  ],
);
