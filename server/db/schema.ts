import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_BUSINESS_DAY } from '../../common/business-days';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../common/card-bills';
import type { RecurringKind, RecurringType } from '../../common/contract/recurring';
import type { RuleCondition } from '../../common/contract/rules';
import type { TransactionOrigin } from '../../common/contract/transactions';
import { INDEX_SERIES } from '../../common/index-series';
import { MAX_MONTH_TOTAL_CENTS } from '../../common/money';
import { FOLD_FROM, FOLD_TO } from '../../common/search';

/**
 * Every table that holds a book's data (a book: the finances one person or a household keeps) carries book_id,
 * and every query filters by it: the data shards by book on a distributed PostgreSQL, and a foreign id never
 * reaches another book's row. Sign-in, tokens and e-mail belong to the person (user_id).
 * Money columns are integer cents (bigint, read as JS numbers: far below 2^53).
 */
/** A person's row's own id (the tables without a book: people, their sign-in tokens), its primary key. */
const personRowId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/**
 * A book's row's id: unique by its sequence, but the primary key is (id, book_id) with `bookKey`, as every key of a
 * book's table holds book_id (docs/SCALE.md: the tables shard by book, and a shard keeps only keys it can check).
 */
const id = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: personRowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** 'Lembretes por e-mail' in Perfil: off until the person turns it on. */
    emailReminders: boolean('email_reminders').notNull().default(false),
    /**
     * When the person proved they read mail at `email` (the sign-up's confirmation link); null until then. Only the
     * in-app invitations wait for it: sign-up never proved the address, so an invitation to it must not go to whoever
     * signs up with it. A trigger (migration 0044) clears it whenever the address changes.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The daily reminder job reads only the people who opted in.
    index('users_email_reminders_idx').on(t.id).where(sql`${t.emailReminders}`),
  ],
);

/** Refresh tokens, stored hashed. A family is one sign-in; every refresh rotates within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Password reset tokens: hashed, single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Links that confirm an address, stored hashed. Each names the address it was sent to: after the person's e-mail
 * changes, a link mailed to the old one confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: personRowId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Books (livros): every finance row belongs to one. Ids come from the users' sequence, so a person's personal book
 * takes the person's id (sign-up inserts it so, and migration 0028 made one per person from their rows) and no
 * other book can take an id a future person's personal book needs.
 */
export const books = pgTable('books', {
  id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('users_id_seq')`),
  name: text('name').notNull(),
  /** The person whose personal book it is; null for a book shared between people. */
  personalUserId: bigint('personal_user_id', { mode: 'number' })
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The column of every row a book holds. */
const bookId = () =>
  bigint('book_id', { mode: 'number' })
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' });

/**
 * The primary key of a book's table with an id of its own: (id, book_id). It is also what other tables' foreign
 * keys point at, (x_id, book_id), so a row can only name a row of its own book.
 */
const bookKey = (name: string, t: { id: AnyPgColumn; bookId: AnyPgColumn }) =>
  primaryKey({ name, columns: [t.id, t.bookId] });

/** Who may use a book, and how: dono (everything, members), editor (every finance row), leitor (reads). */
export const bookMembers = pgTable(
  'book_members',
  {
    bookId: bookId(),
    userId: userId(),
    role: text('role').notNull(),
    /** Monthly income in cents, for dividing a shared expense in proportion to incomes; null: not given. */
    income: bigint('income', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.userId] }),
    index('book_members_user_idx').on(t.userId),
    check('book_members_role_check', sql`${t.role} in ('dono','editor','leitor')`),
  ],
);

/**
 * An invitation into a shared book, sent by e-mail: its link (only the token's hash is kept) works once, until
 * expires_at, for the invited address only. Accepted or cancelled, it is deleted.
 */
export const bookInvitations = pgTable(
  'book_invitations',
  {
    id: id(),
    bookId: bookId(),
    /** Lower-cased, as users.email is compared. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('book_invitations_pkey', t),
    // Unique within the book, as a shard can check; across books a hash of 32 random bytes is unique by itself.
    // Accepting reads by the hash alone: the invited person does not know the book.
    uniqueIndex('book_invitations_hash_key').on(t.bookId, t.tokenHash),
    index('book_invitations_hash_idx').on(t.tokenHash),
    uniqueIndex('book_invitations_book_email_key').on(t.bookId, t.email),
    // 'Convites para você' (and the menu's count on every page) reads a person's invitations by their address.
    index('book_invitations_email_idx').on(t.email),
    check('book_invitations_role_check', sql`${t.role} in ('editor','leitor')`),
  ],
);

const cents = (name: string) => bigint(name, { mode: 'number' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accent- and case-folding for search, in SQL. lower() alone does not fold accented capitals under the C
 * locale PGlite uses, so the table lists both cases (common/search.ts folds the typed text the same way).
 */
const folded = (column: string) => sql.raw(`translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}')`);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
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
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    // A Lucide icon's name and a palette key (CATEGORY_ICONS, CATEGORY_COLORS); the starter set has them.
    icon: text('icon'),
    color: text('color'),
    // One level of subcategories: a child names its parent (same book, same type, itself top-level; the
    // categories' service keeps the last two, under a lock). Reports and budgets roll a child into its parent.
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('categories_pkey', t),
    // No action (checked at the statement's end): deleting a parent and its children in one statement works;
    // deleting a parent alone is refused, and the service says why first.
    foreignKey({
      name: 'categories_parent_fkey',
      columns: [t.parentId, t.bookId],
      foreignColumns: [t.id, t.bookId],
    }),
    index('categories_parent_idx').on(t.bookId, t.parentId).where(sql`${t.parentId} is not null`),
    check('categories_parent_self_check', sql`${t.parentId} <> ${t.id}`),
    // A name is unique among its siblings (same parent; top-level ones share 0), once as income and once as
    // expense ('Outros'): 'Seguros:Automóvel' beside a top-level 'Automóvel' are two categories.
    uniqueIndex('categories_sibling_name_key').on(
      t.bookId,
      t.type,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    check('categories_type_check', sql`${t.type} in ('receita','despesa')`),
    // The contract checks the names against its lists; the database only keeps them short and plain.
    check('categories_icon_check', sql`${t.icon} ~ '^[a-z][a-z-]{0,39}$'`),
    check('categories_color_check', sql`${t.color} ~ '^[a-z]{1,20}$'`),
  ],
);

export const tags = pgTable(
  'tags',
  { id: id(), bookId: bookId(), name: text('name').notNull(), createdAt: createdAt() },
  (t) => [bookKey('tags_pkey', t), uniqueIndex('tags_user_name_key').on(t.bookId, sql`lower(${t.name})`)],
);

export const payees = pgTable(
  'payees',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
    /** A CPF (11 digits) or CNPJ (14, letters allowed since July 2026) without punctuation: common/documents.ts. */
    document: text('document'),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('payees_pkey', t),
    uniqueIndex('payees_user_name_key').on(t.bookId, sql`lower(${t.name})`),
    index('payees_document_idx').on(t.bookId, t.document).where(sql`${t.document} is not null`),
    check('payees_document_check', sql`${t.document} ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`),
  ],
);

/**
 * What undoing a statement line's match puts back (server/features/matching/unmatch.ts): the recorded row's
 * status, bank text and bank id before the match; for a line that paid a fixed item, the item's dates before.
 */
export interface MatchUndo {
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  bankText: string | null;
  externalId: string | null;
  /** The row's aggregator id before the match (absent from matches made before bank sync kept its own column). */
  syncId?: string | null;
  /** The row's own date, when the match gave it the bank's (the person asked for it). */
  date?: string;
  /**
   * Another statement's line of another account made this row (an imported expense or income) one leg of a
   * transfer: its category before, and the leg the line wrote.
   */
  pair?: { categoryId: number | null; leg: number };
  recurring?: { id: number; nextRun: string; lastRun: string | null };
}

/**
 * The bank line of the second way in, matched with a row that already held the same transaction's line from the
 * first (a statement file's row that bank sync then brought, or the reverse; a typed row both matched): the line's
 * own date and text and the import (or sync's write) that matched it. Its id is in the channel's column
 * (external_id for a file, sync_id for the sync). Undoing the match writes the line as a row of its own.
 */
export interface SecondLine {
  channel: 'file' | 'sync';
  date: string;
  text: string;
  importId: string;
}

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    amount: cents('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
    status: text('status').notNull().default('CLEARED'),
    /** Both legs of a transfer (and of a goal contribution) share it. */
    transferId: uuid('transfer_id'),
    /**
     * A transfer between two books (a personal account and a shared book's): the book of the other leg, which
     * has the same transfer_id and names this row's book here. No foreign key: a deleted book leaves this leg
     * standing (the money did move), answered as a transfer with 'outro livro'.
     */
    otherBookId: bigint('other_book_id', { mode: 'number' }),
    goalId: bigint('goal_id', { mode: 'number' }),
    recurringId: bigint('recurring_id', { mode: 'number' }),
    /** The bank's id of a statement file's line the row holds (OFX FITID, Nubank Identificador). */
    externalId: text('external_id'),
    /**
     * The aggregator's id of the bank sync's line the row holds (Pluggy's transaction id). Apart from external_id:
     * one bank transaction may reach a row both ways (a statement imported, then the bank connected), and each
     * way finds its own line again by its own id.
     */
    syncId: text('sync_id'),
    /** The second way in's line matched with a row that held the first's (SecondLine); null when none. */
    secondLine: jsonb('second_line').$type<SecondLine>(),
    /**
     * The card bill ('YYYY-MM') a card row is pinned to: chosen by hand, an installment after the first, an
     * anticipated one, a bill payment. Null: the row belongs to a bill by its date (common/card-bills.ts).
     */
    billMonth: text('bill_month'),
    /** The installments of one purchase share the group; k of n. */
    installmentGroup: uuid('installment_group'),
    installmentNumber: integer('installment_number'),
    installmentCount: integer('installment_count'),
    /** Sum of the split parts; amount - split_amount stays in the transaction's own category. */
    splitAmount: cents('split_amount').notNull().default(0),
    /**
     * The statement's own text of an imported line, when what is stored differs from it (a Pix line shortened to
     * 'Pix enviado', a description a rule renamed): a second import of the file finds the row by it, and a search
     * finds the row by it too.
     */
    bankText: text('bank_text'),
    /** The import that wrote the row ('Ver Transações Importadas' lists one import's rows). */
    importId: uuid('import_id'),
    /** Where the row came from (common/contract/transactions.ts TRANSACTION_ORIGINS). */
    origin: text('origin').$type<TransactionOrigin>().notNull().default('manual'),
    /**
     * A recorded row a statement's line was matched with (server/features/matching): the line's date (its text and
     * id are bank_text and external_id), the import that matched it, and what undoing the match puts back.
     */
    bankDate: date('bank_date', { mode: 'string' }),
    matchImportId: uuid('match_import_id'),
    matchUndo: jsonb('match_undo').$type<MatchUndo>(),
    /**
     * Who typed the row (null: Grana itself, an import, bank sync); a shared book shows it. A person's id with no
     * foreign key, as paid_by: one would make deleting a person scan every book's transactions (neither column is
     * indexed, so that imports write no more indexes); a deleted person's id simply names no one.
     */
    createdBy: bigint('created_by', { mode: 'number' }),
    /**
     * In a shared book: the person who paid the expense (its shares in transaction_shares say who owes what).
     * Null: not said.
     */
    paidBy: bigint('paid_by', { mode: 'number' }),
    /** How its shares were computed (common/contract/household.ts SHARE_MODES); null: not divided. */
    shareMode: text('share_mode'),
    searchText: text('search_text').generatedAlwaysAs(
      folded("description || ' ' || coalesce(bank_text, '')"),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('transactions_pkey', t),
    index('transactions_import_idx').on(t.bookId, t.importId).where(sql`${t.importId} is not null`),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    check('transactions_type_check', sql`${t.type} in ('RECEITA','DESPESA')`),
    check('transactions_origin_check', sql`${t.origin} in ('manual','recurring','import','sync')`),
    check('transactions_share_mode_check', sql`${t.shareMode} in ('equal','parts','income')`),
    // The divided expenses of a book's period (its acerto de contas); imports write none of it.
    index('transactions_shared_idx').on(t.bookId, t.date).where(sql`${t.shareMode} is not null`),
    index('transactions_match_import_idx')
      .on(t.bookId, t.matchImportId)
      .where(sql`${t.matchImportId} is not null`),
    // 'Desfazer combinações' of an import finds the second lines it matched by this.
    index('transactions_second_line_import_idx')
      .on(t.bookId, sql`(${t.secondLine}->>'importId')`)
      .where(sql`${t.secondLine} is not null`),
    check('transactions_other_book_check', sql`${t.otherBookId} is null or ${t.transferId} is not null`),
    check('transactions_status_check', sql`${t.status} in ('CLEARED','PENDING','RECONCILED')`),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    check('transactions_split_amount_check', sql`${t.splitAmount} between 0 and ${t.amount}`),
    check('transactions_bill_month_check', sql`${t.billMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'transactions_installment_check',
      sql`(${t.installmentGroup} is null and ${t.installmentNumber} is null and ${t.installmentCount} is null)
        or (${t.installmentGroup} is not null and ${t.installmentCount} between ${sql.raw(String(MIN_INSTALLMENTS))} and ${sql.raw(String(MAX_INSTALLMENTS))}
          and ${t.installmentNumber} between 1 and ${t.installmentCount})`,
    ),
    // Ascending on purpose: read backwards they give ORDER BY date DESC, id DESC (Drizzle's desc() would add
    // NULLS LAST, which that ORDER BY cannot use).
    index('transactions_user_date_idx').on(t.bookId, t.date, t.id),
    index('transactions_user_account_date_idx').on(t.bookId, t.accountId, t.date, t.id),
    index('transactions_user_category_date_idx').on(t.bookId, t.categoryId, t.date),
    // Both of a leg's lookup equalities (transfer_id = ? and book_id = ?): with the transfer alone, the planner
    // once paired it with a book-wide index it guessed small (the run among 10,000 people of 26/11, 3.9 -> 22.9 ms).
    index('transactions_transfer_idx').on(t.transferId, t.bookId).where(sql`${t.transferId} is not null`),
    index('transactions_goal_idx').on(t.bookId, t.goalId).where(sql`${t.goalId} is not null`),
    index('transactions_bill_idx')
      .on(t.bookId, t.accountId, t.billMonth)
      .where(sql`${t.billMonth} is not null`),
    index('transactions_installment_idx')
      .on(t.bookId, t.installmentGroup)
      .where(sql`${t.installmentGroup} is not null`),
    // Text search (search_text like '%...%'): a trigram GIN index whose first key is the user (btree_gin), so a
    // search reads only the person's matching rows, however many people share the table. The planner puts
    // book_id in this index's condition only when the value is a bigint, as the app's parameters are.
    index('transactions_search_idx').using('gin', t.bookId, t.searchText.op('gin_trgm_ops')),
    // The other half of a search: the rows of the payees whose name matches.
    index('transactions_user_payee_idx').on(t.bookId, t.payeeId).where(sql`${t.payeeId} is not null`),
    // A search that names an amount ('45,90') finds the rows of that amount too.
    index('transactions_user_amount_idx').on(t.bookId, t.amount),
  ],
);

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

/** Parts of a transaction under other categories; the rest of the amount stays in the transaction's own. */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    id: id(),
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    amount: cents('amount').notNull(),
    description: text('description').notNull().default(''),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
  },
  (t) => [
    bookKey('transaction_splits_pkey', t),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    check('transaction_splits_amount_check', sql`${t.amount} > 0`),
    index('transaction_splits_transaction_idx').on(t.transactionId),
    index('transaction_splits_user_category_idx').on(t.bookId, t.categoryId),
  ],
);

export const transactionTags = pgTable(
  'transaction_tags',
  {
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.transactionId, t.tagId] }),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tagId, t.bookId], foreignColumns: [tags.id, tags.bookId] }),
    index('transaction_tags_tag_idx').on(t.tagId),
  ],
);

/**
 * The payment code (POST /capture/code's code_key) a transaction was recorded from: the same boleto or Pix pasted
 * again is recognised as already paid. Written with the transaction, in its database transaction.
 */
export const transactionCodes = pgTable(
  'transaction_codes',
  {
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    codeKey: text('code_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.transactionId] }),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    index('transaction_codes_code_idx').on(t.bookId, t.codeKey),
  ],
);

/** A person's part of a shared book's divided expense: what they owe of it, in cents (the parts add up to it). */
export const transactionShares = pgTable(
  'transaction_shares',
  {
    bookId: bookId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    userId: userId(),
    amount: cents('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.transactionId, t.userId] }),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    check('transaction_shares_amount_check', sql`${t.amount} >= 0`),
    // A person deleted takes their shares with them (the cascade finds them here).
    index('transaction_shares_user_idx').on(t.userId),
  ],
);

/** One change to a field of a transaction, as the person read it then ('Valor', 'R$ 10,00', 'R$ 12,00'). */
export interface TransactionChange {
  field: string;
  from: string;
  to: string;
}

/**
 * Who changed what in a shared book's transaction (its history): each edit by a person, with the fields it changed
 * as they read at the time. Creation is the row's own created_at and created_by. Goes with its transaction.
 */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: id(),
    // The book through its transaction only (the foreign key below): deleting a book deletes its transactions
    // first, and a key of its own would make that look through every book's history.
    bookId: bigint('book_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** The person (no foreign key, as transactions.created_by: a deleted person's id names no one). */
    userId: bigint('user_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<TransactionChange[]>().notNull(),
  },
  (t) => [
    bookKey('transaction_events_pkey', t),
    foreignKey({
      columns: [t.transactionId, t.bookId],
      foreignColumns: [transactions.id, transactions.bookId],
    }).onDelete('cascade'),
    index('transaction_events_transaction_idx').on(t.transactionId, t.id),
  ],
);

/**
 * An acerto: a payment from one person of a shared book to another that settles what one owes. With accounts, it
 * was also written as a transfer between them (transfer_id; deleting the acerto deletes the transfer).
 */
export const bookSettlements = pgTable(
  'book_settlements',
  {
    id: id(),
    bookId: bookId(),
    fromUserId: bigint('from_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: bigint('to_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    transferId: uuid('transfer_id'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('book_settlements_pkey', t),
    index('book_settlements_book_date_idx').on(t.bookId, t.date),
    check('book_settlements_amount_check', sql`${t.amount} > 0`),
    check('book_settlements_people_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/**
 * Money by category, as every total, budget and report counts it: each income or expense once, its split parts
 * under their own categories and the rest under its own; transfers (and goal contributions) left out.
 */
export const transactionLines = pgView('transaction_lines', {
  bookId: bigint('book_id', { mode: 'number' }).notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  type: text('type').notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  categoryId: bigint('category_id', { mode: 'number' }),
  payeeId: bigint('payee_id', { mode: 'number' }),
  amount: cents('amount').notNull(),
}).as(sql`
  select t.book_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.book_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.book_id = s.book_id
  where t.transfer_id is null`);

/** One budget per category and month; rollover is kept per category (every month of it). */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    bookId: bookId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: cents('amount').notNull(),
    rollover: boolean('rollover').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('budgets_pkey', t),
    foreignKey({
      columns: [t.categoryId, t.bookId],
      foreignColumns: [categories.id, categories.bookId],
    }).onDelete('cascade'),
    uniqueIndex('budgets_user_category_month_key').on(t.bookId, t.categoryId, t.month),
    index('budgets_user_month_idx').on(t.bookId, t.month),
    check('budgets_month_check', sql`extract(day from ${t.month}) = 1`),
    check('budgets_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The months whose budget list is their own, even when it is empty. A month with no budget rows and no mark here
 * shows the list of the latest earlier month that has one (budgets repeat until changed); the mark keeps a
 * month whose last budget was deleted empty instead of repeating an earlier month (budgets/repository.ts).
 */
export const budgetMonths = pgTable(
  'budget_months',
  {
    bookId: bookId(),
    month: date('month', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.month] }),
    check('budget_months_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    type: text('type').notNull().default('poupanca'),
    targetAmount: cents('target_amount').notNull(),
    initialAmount: cents('initial_amount').notNull().default(0),
    strategy: text('strategy').notNull().default('linear'),
    accountId: bigint('account_id', { mode: 'number' }),
    categoryId: bigint('category_id', { mode: 'number' }),
    targetDate: date('target_date', { mode: 'string' }),
    plannedMonthlyAmount: cents('planned_monthly_amount'),
    recurringDay: integer('recurring_day'),
    priority: text('priority').notNull().default('media'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('goals_pkey', t),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    index('goals_user_idx').on(t.bookId),
    check('goals_type_check', sql`${t.type} in ('poupanca','quitar_divida')`),
    check('goals_strategy_check', sql`${t.strategy} in ('linear','por_alocacao')`),
    check('goals_priority_check', sql`${t.priority} in ('baixa','media','alta')`),
    check('goals_target_check', sql`${t.targetAmount} > 0`),
    check('goals_recurring_day_check', sql`${t.recurringDay} between 1 and 31`),
  ],
);

/**
 * Rules (regras): when every condition holds, the actions set a category, a payee, tags or a new description.
 * Conditions are a small list checked by the contract (common/contract/rules.ts) and read by common/rules.ts;
 * what the actions set are columns with foreign keys, so a category, payee or tag in use by a rule stays.
 */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    /** The order rules run in, from 1; the first matching rule that sets a field wins. */
    position: integer('position').notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('rules_pkey', t),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    index('rules_user_position_idx').on(t.bookId, t.position),
  ],
);

/** The tags a rule adds. */
export const ruleTags = pgTable(
  'rule_tags',
  {
    bookId: bookId(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.ruleId, t.tagId] }),
    foreignKey({ columns: [t.ruleId, t.bookId], foreignColumns: [rules.id, rules.bookId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tagId, t.bookId], foreignColumns: [tags.id, tags.bookId] }),
    index('rule_tags_tag_idx').on(t.tagId),
  ],
);

/** Fixed monthly expenses (gastos fixos). next_run is the next due date; due_day keeps day 31 across short months. */
export const recurring = pgTable(
  'recurring',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    // The check below keeps it to these two.
    type: text('type').$type<RecurringType>().notNull().default('DESPESA'),
    amount: cents('amount').notNull(),
    description: text('description').notNull().default('Gasto Fixo'),
    categoryId: bigint('category_id', { mode: 'number' }),
    payeeId: bigint('payee_id', { mode: 'number' }),
    intervalUnit: text('interval_unit').notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    nextRun: date('next_run', { mode: 'string' }).notNull(),
    dueDay: integer('due_day').notNull(),
    /** Due on the n-th business day of the month instead (weekends and national holidays skipped). */
    dueBusinessDay: integer('due_business_day'),
    /**
     * 'Valor variável' (luz, água, telefone): a bank line within VARIABLE_AMOUNT_TOLERANCE_PERCENT of the amount
     * pays a due date (server/features/matching/rules.ts); otherwise only the exact amount does.
     */
    variableAmount: boolean('variable_amount').notNull().default(false),
    lastRun: date('last_run', { mode: 'string' }),
    mode: text('mode').notNull().default('manual'),
    notifyDays: integer('notify_days').notNull().default(3),
    /** 'fixo', 'conta' (one due date, done once paid) or 'pix_automatico' (RECURRING_KINDS; the check keeps it). */
    kind: text('kind').$type<RecurringKind>().notNull().default('fixo'),
    /** A Pix Automático's authorised maximum, in cents; null for the other kinds. */
    maxAmount: cents('max_amount'),
    /** The code_key of POST /capture/code the item was made from: the same boleto or Pix pasted again is this bill. */
    capturedCode: text('captured_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('recurring_pkey', t),
    index('recurring_captured_code_idx').on(t.bookId, t.capturedCode),
    check('recurring_kind_check', sql`${t.kind} in ('fixo','conta','pix_automatico')`),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }),
    foreignKey({ columns: [t.categoryId, t.bookId], foreignColumns: [categories.id, categories.bookId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }),
    index('recurring_user_next_run_idx').on(t.bookId, t.nextRun),
    index('recurring_due_automatic_idx').on(t.nextRun).where(sql`${t.mode} = 'automatic'`),
    check('recurring_type_check', sql`${t.type} in ('RECEITA','DESPESA')`),
    check('recurring_mode_check', sql`${t.mode} in ('manual','automatic')`),
    check(
      'recurring_interval_check',
      sql`${t.intervalUnit} = 'month' and ${t.intervalCount} between 1 and 12`,
    ),
    check('recurring_due_day_check', sql`${t.dueDay} between 1 and 31`),
    check(
      'recurring_due_business_day_check',
      sql`${t.dueBusinessDay} between 1 and ${sql.raw(String(MAX_BUSINESS_DAY))}`,
    ),
    check('recurring_notify_days_check', sql`${t.notifyDays} >= 0`),
    check('recurring_amount_check', sql`${t.amount} > 0`),
  ],
);

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
 * A confirmed "Conferir saldo": the bank's balance of an account at the end of a date, which Grana's balance
 * matched; the account's rows dated up to it were marked RECONCILED (server/features/reconcile/).
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The bank's balance in cents, signed as the account's balance is (a card's debt is negative). */
    balance: cents('balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('reconciliations_pkey', t),
    index('reconciliations_account_idx').on(t.bookId, t.accountId, t.date),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * One row per item and due date an e-mail reminder mentioned (or is about to): the first process to insert it
 * sends it, so each is mentioned once however many API processes run the daily job. Deleted again when the
 * e-mail could not be sent, so the next run tries it again.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    userId: userId(),
    /**
     * 'recurring' (a fixed expense or income), 'card_bill' (the card's account id) or 'carne_leao' (the book whose
     * Carnê-Leão DARF falls due).
     */
    itemKind: text('item_kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemKind, t.itemId, t.dueDate] }),
    index('reminder_claims_due_date_idx').on(t.dueDate),
    check('reminder_claims_item_kind_check', sql`${t.itemKind} in ('recurring','card_bill','carne_leao')`),
  ],
);

/** The checks that keep month totals within MAX_MONTH_TOTAL_CENTS; a write that breaks one answers 400. */
export const MONTH_TOTAL_CHECKS = {
  account: 'account_month_totals_bound_check',
  category: 'category_month_totals_bound_check',
} as const;
const MONTH_TOTAL_BOUND = sql.raw(String(MAX_MONTH_TOTAL_CENTS));

/**
 * Monthly totals kept beside the transactions so that balances, trends and reports over years read a few
 * hundred rows instead of every transaction. Maintained by server/features/ledger in the same database
 * transaction as every write, and rebuilt from the transactions when asked.
 */
export const accountMonthTotals = pgTable(
  'account_month_totals',
  {
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** Money in and out of the account, transfers included (they move balances). */
    income: cents('income').notNull().default(0),
    expense: cents('expense').notNull().default(0),
    /**
     * The same without transfers and goal contributions, and how many: the totals the transactions list shows
     * for whole months, read from here instead of summing thousands of rows.
     */
    flowIncome: cents('flow_income').notNull().default(0),
    flowExpense: cents('flow_expense').notNull().default(0),
    flowIncomeCount: integer('flow_income_count').notNull().default(0),
    flowExpenseCount: integer('flow_expense_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.accountId, t.month] }),
    check(
      MONTH_TOTAL_CHECKS.account,
      sql`greatest(abs(${t.income}), abs(${t.expense}), abs(${t.flowIncome}), abs(${t.flowExpense})) <= ${MONTH_TOTAL_BOUND}`,
    ),
  ],
);

export const categoryMonthTotals = pgTable(
  'category_month_totals',
  {
    bookId: bookId(),
    /** 0 for money without a category. */
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    /** As transaction_lines counts it: split parts under their own category, transfers left out. */
    amount: cents('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.month, t.type, t.categoryId] }),
    check(MONTH_TOTAL_CHECKS.category, sql`abs(${t.amount}) <= ${MONTH_TOTAL_BOUND}`),
  ],
);

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

/**
 * Bank sync (server/features/sync): a person's own credentials at an aggregator (Pluggy), one pair per provider.
 * The secret is stored sealed (AES-256-GCM, server/features/shared/secret-box.ts), never in clear; the client id is
 * not a secret (it names the developer account) and is shown back to its owner.
 */
export const syncCredentials = pgTable(
  'sync_credentials',
  {
    id: id(),
    bookId: bookId(),
    provider: text('provider').notNull(),
    clientId: text('client_id').notNull(),
    /** 'v1:<iv>:<tag>:<ciphertext>' (base64url), bound to the person: server/features/shared/secret-box.ts. */
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('sync_credentials_pkey', t),
    uniqueIndex('sync_credentials_user_provider_key').on(t.bookId, t.provider),
    check('sync_credentials_provider_check', sql`${t.provider} in ('pluggy')`),
  ],
);

/**
 * A connection to one bank at the aggregator (Pluggy's item), and its schedule. `claimed_until`/`claim_token` let
 * one run at a time work on it across any number of API processes: a run takes the claim with one conditional
 * UPDATE ... RETURNING, and a claim whose time has passed (its process died) may be taken again.
 */
export const syncConnections = pgTable(
  'sync_connections',
  {
    id: id(),
    bookId: bookId(),
    provider: text('provider').notNull(),
    itemId: text('item_id').notNull(),
    institution: text('institution').notNull(),
    /** The aggregator's state of the connection (ItemStatus in server/features/sync/provider.ts). */
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // Null: not by itself until the person acts (the aggregator refused their credentials).
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    /** Runs that failed in a row since the last that worked: the backoff's count. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('sync_connections_pkey', t),
    uniqueIndex('sync_connections_user_item_key').on(t.bookId, t.provider, t.itemId),
    // The scheduler's question: which connections are due.
    index('sync_connections_due_idx').on(t.nextSyncAt),
    check('sync_connections_provider_check', sql`${t.provider} in ('pluggy')`),
    check(
      'sync_connections_status_check',
      sql`${t.status} in ('ok','updating','login_error','waiting_user_input','outdated')`,
    ),
    check('sync_connections_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * An account or card of a connection as the bank reports it, and the Grana account its lines go to (none until
 * the person links or creates one). A connection whose bank lists investments has one more, of kind 'investment'
 * (the item's investments, which Pluggy gives per item, not per account): the investment account they go into. Deleting the Grana account unlinks it: the migration's foreign key sets only
 * account_id to null (`ON DELETE SET NULL (account_id)`, PostgreSQL 15+), keeping the row and its book_id.
 */
export const syncAccounts = pgTable(
  'sync_accounts',
  {
    id: id(),
    bookId: bookId(),
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: text('number'),
    /** The bank's balance in cents as the bank reports it (a card's: what is owed), and when it was read. */
    balance: cents('balance').notNull(),
    balanceAt: timestamp('balance_at', { withTimezone: true }).notNull().defaultNow(),
    /** A card's limit in cents and its current bill's dates, when the bank gives them. */
    creditLimit: cents('credit_limit'),
    billClosingDate: date('bill_closing_date', { mode: 'string' }),
    billDueDate: date('bill_due_date', { mode: 'string' }),
    accountId: bigint('account_id', { mode: 'number' }),
    /**
     * The last day whose lines were written into the linked account; null until its first run after being linked
     * (which then reads FIRST_SYNC_DAYS back, as a new connection's first run does).
     */
    syncedThrough: date('synced_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('sync_accounts_pkey', t),
    uniqueIndex('sync_accounts_connection_account_key').on(t.bookId, t.connectionId, t.providerAccountId),
    // A Grana account takes the lines of one bank account at most.
    uniqueIndex('sync_accounts_linked_key').on(t.bookId, t.accountId),
    foreignKey({
      columns: [t.connectionId, t.bookId],
      foreignColumns: [syncConnections.id, syncConnections.bookId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'set null',
    ),
    check('sync_accounts_kind_check', sql`${t.kind} in ('bank','card','investment')`),
  ],
);

/** One sync of a connection: when, why, how it ended and what it did. The last SYNC_RUNS_KEPT per connection stay. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: id(),
    bookId: bookId(),
    connectionId: bigint('connection_id', { mode: 'number' }).notNull(),
    /** 'scheduled' (the clock) or 'manual' ('Sincronizar agora'); labels in common/contract/sync.ts. */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Null while it runs; 'ok' or 'failed' once finished. */
    outcome: text('outcome'),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Investments the run wrote as new positions or holdings, and those it found already in Grana and updated. */
    investmentsNew: integer('investments_new').notNull().default(0),
    investmentsUpdated: integer('investments_updated').notNull().default(0),
    /**
     * What the run saw but did not change, for the person, in Portuguese: a quantity the bank gives other than
     * Grana's, a position the bank no longer lists, one whose contract the bank did not give in full.
     */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    /**
     * The writes of the run's lines (one per account with new lines), each the import id its rows and matches
     * carry: 'Desfazer combinações' of the run undoes the matches of each.
     */
    importIds: jsonb('import_ids').$type<string[]>().notNull().default([]),
    /** What went wrong, in Portuguese for the person (never a credential). */
    error: text('error'),
  },
  (t) => [
    bookKey('sync_runs_pkey', t),
    index('sync_runs_connection_idx').on(t.bookId, t.connectionId, t.startedAt),
    foreignKey({
      columns: [t.connectionId, t.bookId],
      foreignColumns: [syncConnections.id, syncConnections.bookId],
    }).onDelete('cascade'),
    check('sync_runs_trigger_check', sql`${t.trigger} in ('scheduled','manual')`),
    check('sync_runs_outcome_check', sql`${t.outcome} in ('ok','failed')`),
  ],
);

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

/**
 * Fixed-income positions (renda fixa): each application of an investment account, with the contract its value
 * accrues by (common/fixed-income.ts, common/poupanca.ts). The ledger holds the money that moved (the application's
 * transfer, a redemption's yield, taxes and transfer back); the position holds what the ledger cannot: the rate,
 * the dates, and so the value on any day.
 */
export const fixedIncomePositions = pgTable(
  'fixed_income_positions',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    product: text('product').notNull(),
    indexing: text('indexing').notNull(),
    /** Percent: of the CDI, or a year's rate; null for the poupança. */
    rate: numeric('rate', { precision: 9, scale: 4 }),
    appliedCents: cents('applied_cents').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    maturityOn: date('maturity_on', { mode: 'string' }),
    /** The application's transfer, when the money came from another account of the book. */
    applicationTransferId: uuid('application_transfer_id'),
    redeemedOn: date('redeemed_on', { mode: 'string' }),
    redeemedNetCents: cents('redeemed_net_cents'),
    /**
     * The aggregator's id of the investment a bank sync brought it from (server/features/sync), null for a
     * position typed; what finds it again on the next sync (one position per investment of the book).
     */
    providerInvestmentId: text('provider_investment_id'),
    /**
     * What the bank last said the position is worth, in cents, and the day it said it (a synced position's). An
     * 'informado' position, whose contract the bank did not give in full, is worth this.
     */
    bankValueCents: cents('bank_value_cents'),
    bankValueOn: date('bank_value_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('fixed_income_positions_pkey', t),
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
    index('fixed_income_positions_book_idx').on(t.bookId, t.accountId),
    uniqueIndex('fixed_income_positions_provider_key').on(t.bookId, t.providerInvestmentId),
    check(
      'fixed_income_positions_bank_value_check',
      sql`(${t.bankValueCents} is null) = (${t.bankValueOn} is null) and (${t.indexing} <> 'informado' or ${t.bankValueCents} is not null)`,
    ),
    check('fixed_income_positions_applied_check', sql`${t.appliedCents} > 0`),
    check('fixed_income_positions_maturity_check', sql`${t.maturityOn} > ${t.appliedOn}`),
    check(
      'fixed_income_positions_indexing_check',
      sql`${t.indexing} in ('cdi','cdi_mais','selic','ipca','prefixado','poupanca','informado')`,
    ),
    check(
      'fixed_income_positions_redeemed_check',
      sql`(${t.redeemedOn} is null) = (${t.redeemedNetCents} is null)`,
    ),
  ],
);

/**
 * Renda variável holdings: an asset (ação, FII, ETF, BDR, fundo, cripto) kept in an investment account, named by its
 * ticker (upper case). Created by its first trade; what is held and its average cost are computed from the trades
 * (common/variable-income.ts), never stored twice.
 */
export const variableIncomeHoldings = pgTable(
  'variable_income_holdings',
  {
    id: id(),
    bookId: bookId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    ticker: text('ticker').notNull(),
    name: text('name'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.accountId, t.bookId], foreignColumns: [accounts.id, accounts.bookId] }).onDelete(
      'cascade',
    ),
    bookKey('variable_income_holdings_pkey', t),
    unique('variable_income_holdings_ticker_key').on(t.bookId, t.accountId, t.ticker),
    check(
      'variable_income_holdings_kind_check',
      sql`${t.kind} in ('acao','fii','etf','bdr','fundo','cripto')`,
    ),
    check('variable_income_holdings_ticker_check', sql`length(${t.ticker}) between 1 and 20`),
  ],
);

/**
 * A holding's trades. Quantities and prices are exact decimals (8 places). `amount_cents` is the money of the trade
 * (paid with fees for a compra, received net of fees for a venda, 0 for a desdobro or grupamento). The ledger holds
 * the money: `transfer_id` the transfer to or from `cash_account_id`, `gain_transaction_id` a venda's realized gain
 * (or loss) row, both without a foreign key as debt_payments (a row the person deleted is simply gone).
 * `realized_gain_cents` is recomputed whenever an earlier trade changes the average cost.
 */
export const variableIncomeTrades = pgTable(
  'variable_income_trades',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 8 }).notNull(),
    price: numeric('price', { precision: 20, scale: 8 }),
    feesCents: cents('fees_cents').notNull().default(0),
    amountCents: cents('amount_cents').notNull(),
    cashAccountId: bigint('cash_account_id', { mode: 'number' }),
    transferId: uuid('transfer_id'),
    gainTransactionId: bigint('gain_transaction_id', { mode: 'number' }),
    realizedGainCents: cents('realized_gain_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_trades_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    index('variable_income_trades_holding_idx').on(t.bookId, t.holdingId, t.tradedOn),
    check('variable_income_trades_side_check', sql`${t.side} in ('compra','venda','desdobro','grupamento')`),
    check('variable_income_trades_quantity_check', sql`${t.quantity} > 0`),
    check(
      'variable_income_trades_price_check',
      sql`(${t.side} in ('compra','venda')) = (${t.price} is not null) and (${t.price} is null or ${t.price} >= 0)`,
    ),
    check('variable_income_trades_fees_check', sql`${t.feesCents} >= 0`),
  ],
);

/** A holding's price on a day, typed or imported: one per day (typing another replaces it). */
export const variableIncomePrices = pgTable(
  'variable_income_prices',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_prices_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    // Also the index of "the latest price on or before a day" (holding_id, priced_on desc).
    unique('variable_income_prices_day_key').on(t.bookId, t.holdingId, t.pricedOn),
    index('variable_income_prices_book_idx').on(t.bookId),
    check('variable_income_prices_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * A holding's incomes (proventos: dividendos, JCP, FII rendimentos): the gross, the tax withheld at the source, and
 * the ledger row of the net amount received (no foreign key, as debt_payments).
 */
export const variableIncomeIncomes = pgTable(
  'variable_income_incomes',
  {
    id: id(),
    bookId: bookId(),
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    grossCents: cents('gross_cents').notNull(),
    withheldCents: cents('withheld_cents').notNull().default(0),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('variable_income_incomes_pkey', t),
    foreignKey({
      columns: [t.holdingId, t.bookId],
      foreignColumns: [variableIncomeHoldings.id, variableIncomeHoldings.bookId],
    }).onDelete('cascade'),
    index('variable_income_incomes_holding_idx').on(t.bookId, t.holdingId, t.paidOn),
    check('variable_income_incomes_kind_check', sql`${t.kind} in ('dividendo','jcp','rendimento')`),
    check('variable_income_incomes_gross_check', sql`${t.grossCents} > 0`),
    check(
      'variable_income_incomes_withheld_check',
      sql`${t.withheldCents} >= 0 and ${t.withheldCents} < ${t.grossCents}`,
    ),
  ],
);

/**
 * Debts (dívidas): loans and financings with their contract; the schedule the contract makes (common/loans.ts)
 * gives the balance owed on any day. The rate is kept as typed (percent, per month or per year).
 */
export const debts = pgTable(
  'debts',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    lender: text('lender'),
    principalCents: cents('principal_cents').notNull(),
    ratePercent: numeric('rate_percent', { precision: 10, scale: 4 }).notNull(),
    ratePeriod: text('rate_period').notNull(),
    installments: integer('installments').notNull(),
    system: text('system').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    firstDueDate: date('first_due_date', { mode: 'string' }).notNull(),
    /**
     * Instalments 1 to this were paid before the debt was entered in Grana: paid, with no expense of the ledger (a
     * financing entered in its eleventh month has ten behind it, paid from accounts whose past Grana may not hold).
     */
    paidBefore: integer('paid_before').notNull().default(0),
    /**
     * The money account its instalments usually leave from (the service checks: not a card, not an investment
     * account): where the forecast places them. Deleting the account leaves the debt without one: the migration's
     * foreign key sets only this column to null (`ON DELETE SET NULL (payment_account_id)`), keeping book_id.
     */
    paymentAccountId: bigint('payment_account_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('debts_pkey', t),
    index('debts_book_idx').on(t.bookId),
    foreignKey({
      columns: [t.paymentAccountId, t.bookId],
      foreignColumns: [accounts.id, accounts.bookId],
    }).onDelete('set null'),
    check('debts_principal_check', sql`${t.principalCents} > 0`),
    check('debts_rate_check', sql`${t.ratePercent} >= 0`),
    check('debts_rate_period_check', sql`${t.ratePeriod} in ('mes','ano')`),
    check('debts_installments_check', sql`${t.installments} between 1 and 600`),
    check('debts_system_check', sql`${t.system} in ('SAC','PRICE')`),
    check('debts_dates_check', sql`${t.firstDueDate} > ${t.contractDate}`),
    check('debts_paid_before_check', sql`${t.paidBefore} between 0 and ${t.installments}`),
  ],
);

/**
 * A debt's prepayments (amortizações extraordinárias). `transaction_id` is the expense that paid it, when one was
 * recorded: no foreign key, so deleting that expense (and undoing the deletion) leaves the contract as it was.
 */
export const debtPrepayments = pgTable(
  'debt_prepayments',
  {
    id: id(),
    bookId: bookId(),
    debtId: bigint('debt_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    mode: text('mode').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('debt_prepayments_pkey', t),
    foreignKey({ columns: [t.debtId, t.bookId], foreignColumns: [debts.id, debts.bookId] }).onDelete(
      'cascade',
    ),
    index('debt_prepayments_debt_idx').on(t.debtId),
    check('debt_prepayments_amount_check', sql`${t.amountCents} > 0`),
    check('debt_prepayments_mode_check', sql`${t.mode} in ('prazo','parcela')`),
  ],
);

/**
 * Instalments recorded as paid: the expense that paid each. No foreign key to the transaction: an instalment whose
 * expense was deleted reads as unpaid, and undoing the deletion (same id) makes it paid again.
 */
export const debtPayments = pgTable(
  'debt_payments',
  {
    bookId: bookId(),
    debtId: bigint('debt_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.debtId, t.number] }),
    foreignKey({ columns: [t.debtId, t.bookId], foreignColumns: [debts.id, debts.bookId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Bens: what a person owns that is not money (imóvel, veículo, outro), worth on a date its latest valuation then or
 * else what was paid; nothing before `acquired_on` nor from `sold_on` on. The sale is both columns or neither.
 */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    acquiredOn: date('acquired_on', { mode: 'string' }).notNull(),
    acquiredCents: cents('acquired_cents').notNull(),
    soldOn: date('sold_on', { mode: 'string' }),
    soldCents: cents('sold_cents'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('assets_pkey', t),
    index('assets_book_idx').on(t.bookId),
    check('assets_kind_check', sql`${t.kind} in ('imovel','veiculo','outro')`),
    check('assets_acquired_check', sql`${t.acquiredCents} > 0`),
    check('assets_sale_check', sql`(${t.soldOn} is null) = (${t.soldCents} is null)`),
    check('assets_sold_check', sql`${t.soldCents} >= 0 and ${t.soldOn} > ${t.acquiredOn}`),
  ],
);

/** A bem's value on a date, as the person typed it: one per bem and date. */
export const assetValuations = pgTable(
  'asset_valuations',
  {
    id: id(),
    bookId: bookId(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    valueCents: cents('value_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('asset_valuations_pkey', t),
    foreignKey({ columns: [t.assetId, t.bookId], foreignColumns: [assets.id, assets.bookId] }).onDelete(
      'cascade',
    ),
    unique('asset_valuations_asset_date_key').on(t.bookId, t.assetId, t.date),
    check('asset_valuations_value_check', sql`${t.valueCents} >= 0`),
  ],
);

/**
 * What a category is in the IRPF declaration (common/income-tax-declaration.ts): a deductible payment's code
 * ('10' médicos) or an income's kind ('carne_leao'). One per category; a category without one is left out of the
 * declaration's figures. The starter set comes mapped.
 */
export const categoryTaxCodes = pgTable(
  'category_tax_codes',
  {
    bookId: bookId(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.categoryId] }),
    foreignKey({
      columns: [t.categoryId, t.bookId],
      foreignColumns: [categories.id, categories.bookId],
    }).onDelete('cascade'),
    check('category_tax_codes_code_check', sql`${t.code} ~ '^([0-9]{2}|[a-z_]{1,20})$'`),
  ],
);

/** What the declaration of a year needs that the rows do not say: the number of dependents. */
export const incomeTaxYears = pgTable(
  'income_tax_years',
  {
    bookId: bookId(),
    year: integer('year').notNull(),
    dependents: integer('dependents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.year] }),
    check('income_tax_years_year_check', sql`${t.year} between 2000 and 2100`),
    check('income_tax_years_dependents_check', sql`${t.dependents} between 0 and 30`),
  ],
);

/**
 * Whom a payee's instrução was for, when not the titular (k: the k-th dependent): the yearly limit of instrução applies
 * per person (common/income-tax-declaration.ts). A payee without a row is the titular's.
 */
export const incomeTaxBeneficiaries = pgTable(
  'income_tax_beneficiaries',
  {
    bookId: bookId(),
    payeeId: bigint('payee_id', { mode: 'number' }).notNull(),
    person: integer('person').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.payeeId] }),
    foreignKey({ columns: [t.payeeId, t.bookId], foreignColumns: [payees.id, payees.bookId] }).onDelete(
      'cascade',
    ),
    check('income_tax_beneficiaries_person_check', sql`${t.person} between 1 and 30`),
  ],
);

/**
 * A person's access token for their own tools (scripts, an assistant's MCP client): only its hash is kept, the token
 * is shown once. It reaches the books in `book_ids` while the person is still a member of each (the authentication
 * hook checks membership on every request), reads only or reads and writes the books' finance rows, and never does
 * what only a signed-in person may (server/features/api-tokens).
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: personRowId(),
    userId: userId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** 'leitura' (GETs and the reads that are POSTs) or 'escrita' (the books' finance rows too). */
    scope: text('scope').notNull(),
    bookIds: bigint('book_ids', { mode: 'number' }).array().notNull(),
    /** Addresses or CIDR ranges the token may be used from; empty: any. */
    allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId),
    check('personal_access_tokens_scope_check', sql`${t.scope} in ('leitura','escrita')`),
  ],
);

/**
 * A book's webhook: an https address told of the book's events, each delivery signed with HMAC-SHA256 under
 * `sealed_secret` (kept sealed like the bank credentials, shown once). Disabled after repeated failures.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    bookId: bookId(),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    events: text('events').array().notNull(),
    /** Deliveries that failed for good in a row since the last that arrived. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('webhooks_pkey', t),
    index('webhooks_book_idx').on(t.bookId),
    check('webhooks_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * An event to deliver to a webhook, and how its tries went: written in the transaction of the change it tells of (an
 * outbox), delivered by a job with retries and backoff; the last ones are the webhook's log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    bookId: bookId(),
    webhookId: bigint('webhook_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' (to try at next_attempt_at), 'delivered', 'failed' (tries exhausted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('webhook_deliveries_pkey', t),
    foreignKey({ columns: [t.webhookId, t.bookId], foreignColumns: [webhooks.id, webhooks.bookId] }).onDelete(
      'cascade',
    ),
    // The job's question, book by book: which books have deliveries due, and each one's oldest (its claim takes
    // every book's first before any book's second: features/webhooks/repository.ts claimDue).
    index('webhook_deliveries_book_due_idx')
      .on(t.bookId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending','delivered','failed')`),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
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
