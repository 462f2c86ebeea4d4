// The reads of the declaration's rendimentos of investments: fixed income redeemed and proventos received in the year.
import { sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
import { DIVIDEND_WITHHOLDING_FROM_YEAR, type DividendPaid } from '../../../common/dividend-withholding';
import { type Executor, queryRows } from '../../db/connect';
import { yearBounds } from './repository';

export interface RedemptionRow {
  product: string;
  applied_cents: number | string;
  redeemed_net_cents: number | string;
}

export interface IncomeRow {
  kind: 'dividendo' | 'jcp' | 'rendimento';
  net: number | string;
  withheld: number | string;
}

export const investmentIncomeRepository = {
  redemptions(db: Executor, bookId: number, year: number): Promise<RedemptionRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<RedemptionRow>(
      db,
      sql`select product, applied_cents, redeemed_net_cents from fixed_income_positions
          where book_id = ${bookId} and redeemed_on between ${from} and ${to}`,
    );
  },

  /**
   * Proventos of holdings in reais received in the year, net of what was withheld, by kind (those of holdings abroad
   * are income of Lei 14.754/2023: foreign-applications.ts).
   */
  incomes(db: Executor, bookId: number, year: number): Promise<IncomeRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<IncomeRow>(
      db,
      sql`select i.kind, sum(i.gross_cents - i.withheld_cents) as net, sum(i.withheld_cents) as withheld
          from variable_income_incomes i
          join variable_income_holdings h on h.id = i.holding_id and h.book_id = i.book_id
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          where i.book_id = ${bookId} and i.paid_on between ${from} and ${to} and a.currency = ${HOME_CURRENCY}
          group by i.kind order by i.kind`,
    );
  },

  /**
   * The year's dividends of ações in reais, summed by ticker and month (at most a book's holdings × 12 rows): what
   * common/dividend-withholding.ts takes, from 2026.
   */
  async dividendsByMonth(db: Executor, bookId: number, year: number): Promise<DividendPaid[]> {
    if (year < DIVIDEND_WITHHOLDING_FROM_YEAR) return [];
    const { from, to } = yearBounds(year);
    const rows = await queryRows<{ ticker: string; month: string; gross: number | string }>(
      db,
      sql`select h.ticker, to_char(date_trunc('month', i.paid_on), 'YYYY-MM-DD') as month, sum(i.gross_cents) as gross
          from variable_income_incomes i
          join variable_income_holdings h on h.id = i.holding_id and h.book_id = i.book_id
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          where i.book_id = ${bookId} and i.paid_on between ${from} and ${to} and i.kind = 'dividendo'
            and h.kind = 'acao' and a.currency = ${HOME_CURRENCY}
          group by h.ticker, 2`,
    );
    return rows.map((r) => ({ ticker: r.ticker, date: r.month, grossCents: Number(r.gross) }));
  },
};
