import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookKey, createdAt, id } from './columns';
import { bookId } from './owner-columns';

/**
 * Comprovantes (server/features/attachments): a photo or PDF kept with a transaction. The bytes live in the
 * attachment store (a folder per book under DATA_DIR) under `key`, a random name nobody can guess; the row says what
 * they are. No foreign key to the transaction: a deleted row's files wait for its Desfazer window (`orphaned_at`,
 * set by the ledger when the row is deleted and cleared when it is put back), and a file the person removed waits
 * for its own (`removed_at`); the undo purge deletes both kinds once the window has passed, and their files.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** What the content is (read from the bytes, never the name): 'image' (stored as JPEG or PNG) or 'pdf'. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes of the stored file and of its thumbnail (0: none, a PDF's); the book's quota counts both. */
    size: bigint('size', { mode: 'number' }).notNull(),
    thumbSize: integer('thumb_size').notNull().default(0),
    /** SHA-256 of the stored file, hex: a restore checks the bytes it brings back against it. */
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    orphanedAt: timestamp('orphaned_at', { withTimezone: true }),
  },
  (t) => [
    bookKey('attachments_pkey', t),
    uniqueIndex('attachments_key_key').on(t.bookId, t.key),
    index('attachments_transaction_idx').on(t.bookId, t.transactionId),
    // The purge reads only what waits for its window.
    index('attachments_waiting_idx')
      .on(sql`coalesce(${t.removedAt}, ${t.orphanedAt})`)
      .where(sql`${t.removedAt} is not null or ${t.orphanedAt} is not null`),
    check('attachments_kind_check', sql`${t.kind} in ('image','pdf')`),
    check('attachments_size_check', sql`${t.size} > 0 and ${t.thumbSize} >= 0`),
  ],
);
