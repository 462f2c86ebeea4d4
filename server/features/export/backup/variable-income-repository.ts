import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { iso } from '../repository';

/**
 * What the backup reads of renda variável (server/features/variable-income), always by book. Quantities and prices
 * as the database prints its numerics ('100.00000000'), money in cents. The links to the ledger and to a cash
 * account are written only while what they name is in the book (no foreign key keeps them): a transfer or a row
 * deleted since, or an account, restores as none, as the app shows it.
 */

export interface HoldingRow {
  id: number;
  accountId: number;
  ticker: string;
  name: string | null;
  kind: string;
  fundClass: string | null;
  createdAt: string;
}

export interface TradeRow {
  id: number;
  holdingId: number;
  side: string;
  date: string;
  quantity: string;
  price: string | null;
  feesCents: number;
  amountCents: number;
  cashAccountId: number | null;
  transferId: string | null;
  gainTransactionId: number | null;
  realizedGainCents: number | null;
  createdAt: string;
}

export interface PriceRow {
  holdingId: number;
  date: string;
  price: string;
  createdAt: string;
}

export interface IncomeRow {
  id: number;
  holdingId: number;
  kind: string;
  date: string;
  grossCents: number;
  withheldCents: number;
  transactionId: number | null;
  createdAt: string;
}

/** The row the bigint `column` names, while it is in the book. */
const whileInBook = (table: string, column: string) =>
  sql.raw(`case when exists (select 1 from ${table} x where x.id = ${column} and x.book_id = r.book_id)
                then ${column} end`);

export const variableIncomeExportRepository = {
  /** The book's holdings (at most MAX_HOLDINGS_PER_BOOK). */
  holdings(db: Executor, bookId: number): Promise<HoldingRow[]> {
    return queryRows<HoldingRow>(
      db,
      sql`select id, account_id as "accountId", ticker, name, kind, fund_class as "fundClass",
                 ${iso('created_at')} as "createdAt"
          from variable_income_holdings where book_id = ${bookId} order by id`,
    );
  },

  /** A page of the book's trades by id, past `after` (the trades' index leads with the book). */
  tradePage(db: Executor, bookId: number, after: number, limit: number): Promise<TradeRow[]> {
    return queryRows<TradeRow>(
      db,
      sql`select r.id, r.holding_id as "holdingId", r.side, r.traded_on::text as date,
                 r.quantity::text as quantity, r.price::text as price, r.fees_cents as "feesCents",
                 r.amount_cents as "amountCents", ${whileInBook('accounts', 'r.cash_account_id')} as "cashAccountId",
                 case when exists (select 1 from transactions t
                                   where t.book_id = r.book_id and t.transfer_id = r.transfer_id
                                     and t.other_book_id is null)
                      then r.transfer_id::text end as "transferId",
                 ${whileInBook('transactions', 'r.gain_transaction_id')} as "gainTransactionId",
                 r.realized_gain_cents as "realizedGainCents", ${iso('r.created_at')} as "createdAt"
          from variable_income_trades r
          where r.book_id = ${bookId} and r.id > ${after}
          order by r.id limit ${limit}`,
    );
  },

  /** A page of the book's incomes by id, past `after`. */
  incomePage(db: Executor, bookId: number, after: number, limit: number): Promise<IncomeRow[]> {
    return queryRows<IncomeRow>(
      db,
      sql`select r.id, r.holding_id as "holdingId", r.kind, r.paid_on::text as date, r.gross_cents as "grossCents",
                 r.withheld_cents as "withheldCents",
                 ${whileInBook('transactions', 'r.transaction_id')} as "transactionId",
                 ${iso('r.created_at')} as "createdAt"
          from variable_income_incomes r
          where r.book_id = ${bookId} and r.id > ${after}
          order by r.id limit ${limit}`,
    );
  },

  /**
   * A page of one holding's prices by date, past `after` (a date; null for the first): the prices' own key leads
   * with the holding, so each page is a range of it, however many prices the book or the others hold.
   */
  pricePage(
    db: Executor,
    bookId: number,
    holdingId: number,
    after: string | null,
    limit: number,
  ): Promise<PriceRow[]> {
    return queryRows<PriceRow>(
      db,
      sql`select holding_id as "holdingId", priced_on::text as date, price::text as price,
                 ${iso('created_at')} as "createdAt"
          from variable_income_prices
          where holding_id = ${holdingId} and book_id = ${bookId}
            and priced_on > coalesce(${after}::date, '-infinity'::date)
          order by priced_on limit ${limit}`,
    );
  },
};
