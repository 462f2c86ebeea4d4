import { type SQL, sql } from 'drizzle-orm';
import type { TransactionOrigin } from '../../../common/contract/transactions';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo, SecondLine } from '../../db/schema';
import { idList, isoText } from './repository';

/**
 * What the export reads of the ledger: the transactions a page at a time, and their split parts, household parts
 * and tag links by page. The backup reads them by id, the spreadsheet and the statements by date.
 */

export interface TransactionRow {
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  transferId: string | null;
  /** A leg of a transfer between two books: the other leg's book (that leg is not in this book's backup). */
  otherBookId: number | null;
  /** A cost written with a transfer (its IOF): that transfer's id. */
  feeOfTransfer: string | null;
  goalId: number | null;
  recurringId: number | null;
  /** The boleto or Pix code it was recorded from (transaction_codes). */
  capturedCode: string | null;
  externalId: string | null;
  syncId: string | null;
  secondLine: SecondLine | null;
  billMonth: string | null;
  installmentGroup: string | null;
  bankText: string | null;
  importId: string | null;
  origin: TransactionOrigin;
  bankDate: string | null;
  matchImportId: string | null;
  matchUndo: MatchUndo | null;
  installmentNumber: number | null;
  installmentCount: number | null;
  splitAmount: number;
  /** A purchase abroad on an account in reais: hundredths of foreignCurrency (null: none). */
  foreignAmount: number | null;
  foreignCurrency: string | null;
  foreignEstimated: boolean;
  createdBy: number | null;
  paidBy: number | null;
  shareMode: string | null;
  createdAt: string;
  /** The other leg's account, for a transfer (the CSV's 'Destino'). */
  partnerAccountId?: number | null;
}

export interface SplitRow {
  transactionId: number;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
}

export interface ShareRow {
  transactionId: number;
  userId: number;
  amount: number;
}

export interface TagLinkRow {
  transactionId: number;
  tagId: number;
}

/**
 * Transactions per page: one page is a few tens of milliseconds of the database, and its rows as JSON (the
 * backup's, with their splits and tags) a turn of the event loop short enough for everybody else's requests.
 */
export const PAGE_ROWS = 1000;

const TRANSACTION_COLUMNS =
  sql.raw(`t.id, t.account_id as "accountId", t.type, t.amount, t.date, t.description,
  t.category_id as "categoryId", t.payee_id as "payeeId", t.status, t.transfer_id as "transferId",
  t.other_book_id as "otherBookId", t.fee_of_transfer::text as "feeOfTransfer", t.goal_id as "goalId", t.recurring_id as "recurringId", t.external_id as "externalId",
  t.sync_id as "syncId", t.second_line as "secondLine",
  t.bill_month as "billMonth", t.installment_group::text as "installmentGroup",
  t.installment_number as "installmentNumber", t.installment_count as "installmentCount",
  t.bank_text as "bankText", t.import_id::text as "importId", t.origin, t.bank_date as "bankDate",
  t.match_import_id::text as "matchImportId", t.match_undo as "matchUndo",
  t.split_amount as "splitAmount", t.foreign_amount as "foreignAmount", t.foreign_currency as "foreignCurrency",
  t.foreign_estimated as "foreignEstimated", t.created_by as "createdBy", t.paid_by as "paidBy", t.share_mode as "shareMode",
  (select c.code_key from transaction_codes c where c.transaction_id = t.id and c.book_id = t.book_id) as "capturedCode",
  ${isoText('t.created_at')} as "createdAt"`);

async function ids(db: Executor, query: SQL): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, query)).map((row) => row.id);
}

export const transactionsExportRepository = {
  /**
   * The ids of the next page of transactions, in the document's order (id), after `after`. The export reads a page
   * of ids, then those rows, a step each: a person's 200,000 ids read at once held PGlite (and so everybody) for a
   * second.
   */
  transactionIdPage(db: Executor, bookId: number, after: number, limit: number): Promise<number[]> {
    return ids(
      db,
      sql`select id from transactions t where t.book_id = ${bookId} and t.id > ${after} order by t.id limit ${limit}`,
    );
  },

  /** The rows of those ids, in id order. */
  transactionsByIds(db: Executor, bookId: number, transactionIds: number[]): Promise<TransactionRow[]> {
    return queryRows<TransactionRow>(
      db,
      sql`select ${TRANSACTION_COLUMNS} from transactions t
          where t.book_id = ${bookId} and t.id = any(${idList(transactionIds)})
          order by t.id`,
    );
  },

  /**
   * The ids of the spreadsheet's next page of rows, by date, after the row `after`: the rows `which` picks (the
   * list's filters, transactions/public.ts listRowsWhere: a transfer once, but for one account's rows its own leg).
   */
  spreadsheetIdPage(
    db: Executor,
    which: SQL,
    after: { date: string; id: number } | null,
    limit: number,
  ): Promise<Array<{ id: number; date: string }>> {
    return queryRows<{ id: number; date: string }>(
      db,
      sql`select id, date::text as date from transactions t where ${which}
            ${after ? sql`and (t.date, t.id) > (${after.date}::date, ${after.id})` : sql``}
          order by t.date, t.id limit ${limit}`,
    );
  },

  /**
   * Transactions for a spreadsheet or a statement, by date, with the account of the transfer's other leg beside
   * them (our import writes both legs back from such a row).
   */
  spreadsheetRowsByIds(db: Executor, bookId: number, transactionIds: number[]): Promise<TransactionRow[]> {
    return queryRows<TransactionRow>(
      db,
      sql`select ${TRANSACTION_COLUMNS},
                 (select p.account_id from transactions p
                  where p.book_id = t.book_id and p.transfer_id = t.transfer_id and p.id <> t.id
                  limit 1) as "partnerAccountId"
          from transactions t
          where t.book_id = ${bookId} and t.id = any(${idList(transactionIds)})
          order by t.date, t.id`,
    );
  },

  splitsOf(db: Executor, bookId: number, transactionIds: number[]): Promise<SplitRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<SplitRow>(
      db,
      sql`select transaction_id as "transactionId", amount, description, category_id as "categoryId",
                 payee_id as "payeeId"
          from transaction_splits
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by id`,
    );
  },

  /** The parts of divided expenses among these transactions. */
  sharesOf(db: Executor, bookId: number, transactionIds: number[]): Promise<ShareRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<ShareRow>(
      db,
      sql`select transaction_id as "transactionId", user_id as "userId", amount
          from transaction_shares
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by transaction_id, user_id`,
    );
  },

  tagLinksOf(db: Executor, bookId: number, transactionIds: number[]): Promise<TagLinkRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<TagLinkRow>(
      db,
      sql`select transaction_id as "transactionId", tag_id as "tagId"
          from transaction_tags
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by transaction_id, tag_id`,
    );
  },
};
