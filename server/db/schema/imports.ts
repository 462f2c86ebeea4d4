import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { categories } from './categories-tags-payees';
import { bookKey, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * The account a bank statement's imports went to, by the identifiers the statement names (an OFX's BANKID and
 * ACCTID, or a card's number): the next statement of the same account is offered there first. One per person
 * and statement account; the last import decides.
 */
export const statementAccounts = pgTable(
  'statement_accounts',
  {
    id: id(),
    bookId: bookId(),
    /** 'bank|<BANKID>|<ACCTID>' or 'creditCard||<ACCTID>' (server/features/import/statement-accounts.ts). */
    statementKey: text('statement_key').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('statement_accounts_pkey', t),
    uniqueIndex('statement_accounts_user_key').on(t.bookId, t.statementKey),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * "Trazer meus dados": one import of another app's export file, read and written in the background so its page can
 * show how far it got, and find it again after a reload (GET /import/apps/current). The file is not kept.
 */
export const appImports = pgTable(
  'app_imports',
  {
    id: uuid('id').notNull(),
    bookId: bookId(),
    app: text('app').notNull(),
    fileName: text('file_name').notNull(),
    /** 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('running'),
    /** Rows of the file, and rows gone through the import so far (written, matched or skipped). */
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The import's answer once done (ImportResult plus what was created); the reason in Portuguese once failed. */
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    bookKey('app_imports_pkey', t),
    index('app_imports_book_idx').on(t.bookId, t.createdAt),
    // One import at a time in a book: two at once would each dedupe against what the other had not written yet.
    uniqueIndex('app_imports_running_key').on(t.bookId).where(sql`${t.status} = 'running'`),
    check('app_imports_status_check', sql`${t.status} in ('running','done','failed')`),
    check('app_imports_counts_check', sql`${t.total} >= 0 and ${t.done} >= 0`),
  ],
);

/**
 * Which of the person's categories another app's category went to, remembered from their last import of that
 * app: the next preview offers it again. A category deleted takes its memories with it.
 */
export const appImportCategoryMaps = pgTable(
  'app_import_category_maps',
  {
    bookId: bookId(),
    app: text('app').notNull(),
    /** The app's category as 'Pai:Filho' or 'Nome', lower-cased, with its type: 'despesa|alimentação:delivery'. */
    sourceKey: text('source_key').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.app, t.sourceKey] }),
    foreignKey({
      columns: [t.categoryId, t.bookId],
      foreignColumns: [categories.id, categories.bookId],
    }).onDelete('cascade'),
  ],
);
