// The reads of Lei 14.754/2023's yearly computation: the trades and incomes of holdings kept in investment accounts
// in another currency (foreign-applications.ts), each a statement whatever the number of rows (the book's limits of
// trades and incomes bound them).
import { sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
import { FIRST_YEAR } from '../../../common/foreign-applications-tax';
import { type Executor, queryRows } from '../../db/connect';

/** What names a holding abroad on the page, and its currency. */
export interface ForeignHoldingColumns {
  holding_id: number | string;
  ticker: string;
  name: string | null;
  kind: string;
  account: string;
  currency: string;
}

export interface ForeignTradeRow extends ForeignHoldingColumns {
  side: 'compra' | 'venda' | 'desdobro' | 'grupamento';
  traded_on: string;
  quantity: string;
  /** Hundredths of the currency: a compra's paid with fees, a venda's received net of them. */
  amount_cents: number | string;
}

export interface ForeignIncomeRow extends ForeignHoldingColumns {
  kind_of_income: 'dividendo' | 'jcp' | 'rendimento';
  paid_on: string;
  gross_cents: number | string;
  withheld_cents: number | string;
}

const HOLDING_COLUMNS = sql`h.id as holding_id, h.ticker, h.name, h.kind, a.name as account, a.currency`;
const ABROAD = sql`join variable_income_holdings h on h.id = x.holding_id and h.book_id = x.book_id
  join accounts a on a.id = h.account_id and a.book_id = h.book_id and a.currency <> ${HOME_CURRENCY}`;

export const foreignApplicationsRepository = {
  /** Every trade of a holding abroad up to the year's end (those before the law make the opening cost). */
  tradesThrough(db: Executor, bookId: number, year: number): Promise<ForeignTradeRow[]> {
    return queryRows<ForeignTradeRow>(
      db,
      sql`select ${HOLDING_COLUMNS}, x.side, x.traded_on::text as traded_on, x.quantity::text as quantity,
                 x.amount_cents
          from variable_income_trades x ${ABROAD}
          where x.book_id = ${bookId} and x.traded_on <= ${`${year}-12-31`}
          order by x.traded_on, x.id`,
    );
  },

  /** The incomes of holdings abroad from the law's first year to the year's end. */
  incomesThrough(db: Executor, bookId: number, year: number): Promise<ForeignIncomeRow[]> {
    return queryRows<ForeignIncomeRow>(
      db,
      sql`select ${HOLDING_COLUMNS}, x.kind as kind_of_income, x.paid_on::text as paid_on, x.gross_cents,
                 x.withheld_cents
          from variable_income_incomes x ${ABROAD}
          where x.book_id = ${bookId} and x.paid_on between ${`${FIRST_YEAR}-01-01`} and ${`${year}-12-31`}
          order by x.paid_on, x.id`,
    );
  },
};
