import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../common/card-bills';
import type { TransactionOrigin } from '../../../common/contract/transactions';
import { accounts } from './accounts';
import { categories, payees, tags } from './categories-tags-payees';
import { bookKey, cents, createdAt, folded, id, updatedAt } from './columns';
import { foreignCurrencyCheck } from './exchange-rates';
import { bookId } from './owner-columns';

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
  /**
   * The row's figures before the match gave it the bank's: a typed purchase abroad estimated at the PTAX takes the
   * bill's reais and amount abroad, a row in reais the line's amount abroad (server/features/ledger/match-figures.ts).
   * In cents, as the columns.
   */
  figures?: MatchFigures;
}

/** A row's amount and amount abroad, as the columns hold them (transactions.amount, foreign_*). */
export interface MatchFigures {
  amount: number;
  foreignAmount: number | null;
  foreignCurrency: string | null;
  foreignEstimated: boolean;
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
    /**
     * A cost of a transfer written with it (the IOF of money sent abroad): the transfer_id of the transfer it was of.
     * The row is an ordinary expense (it counts in Despesas); deleting the transfer deletes it, and its undo puts it
     * back.
     */
    feeOfTransfer: uuid('fee_of_transfer'),
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
     * A purchase or payment in another currency on an account in reais (a card used abroad): the amount in
     * hundredths of that currency. `amount` is what the account is charged in reais; `foreign_estimated` says it
     * was worked at the day's rate until the bill's own figure replaces it (common/foreign-purchases.ts). A typed
     * purchase's IOF line that Grana worked (no amount abroad of its own) is estimated too, until the bill's IOF
     * line replaces it (matching/iof-estimates.ts).
     */
    foreignAmount: cents('foreign_amount'),
    foreignCurrency: text('foreign_currency'),
    foreignEstimated: boolean('foreign_estimated').notNull().default(false),
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
    check(
      'transactions_foreign_check',
      sql`(${t.foreignAmount} is null and ${t.foreignCurrency} is null)
          or (${t.foreignAmount} > 0 and ${foreignCurrencyCheck(t.foreignCurrency)})`,
    ),
    check('transactions_split_amount_check', sql`${t.splitAmount} between 0 and ${t.amount}`),
    // The split transactions of an account's dates: transaction_lines' split half reads these alone (a handful),
    // where it read every transaction of the dates and joined the book's splits.
    index('transactions_split_lines_idx').on(t.bookId, t.accountId, t.date).where(sql`${t.splitAmount} > 0`),
    // The few rows still estimated, which a statement's lines are weighed against (matching/estimates.ts).
    index('transactions_estimates_idx').on(t.bookId, t.accountId, t.date).where(sql`${t.foreignEstimated}`),
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
    index('transactions_fee_idx').on(t.bookId, t.feeOfTransfer).where(sql`${t.feeOfTransfer} is not null`),
    check('transactions_fee_check', sql`${t.feeOfTransfer} is null or ${t.transferId} is null`),
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
 * Money by category, as every total, budget and report counts it: each income or expense once, its split parts
 * under their own categories and the rest under its own; transfers (and goal contributions) left out. A transaction
 * with splits has split_amount > 0 (their sum, each part > 0, kept by the ledger: ledger.ts), which the split half
 * says so that it reads the split transactions alone (transactions_split_lines_idx).
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
  /** A card row's bill when pinned to one (transactions.bill_month): where caixa reads the rows a bill charges. */
  billMonth: text('bill_month'),
}).as(sql`
  select t.book_id, t.id as transaction_id, t.date, t.type, t.account_id, t.category_id, t.payee_id,
         t.amount - t.split_amount as amount, t.bill_month
  from transactions t
  where t.transfer_id is null and t.amount > t.split_amount
  union all
  select s.book_id, s.transaction_id, t.date, t.type, t.account_id, s.category_id,
         coalesce(s.payee_id, t.payee_id) as payee_id, s.amount, t.bill_month
  from transaction_splits s
  join transactions t on t.id = s.transaction_id and t.book_id = s.book_id
  where t.transfer_id is null and t.split_amount > 0`);
