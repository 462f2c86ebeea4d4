// The reads of the declaration's rendimentos of investments: fixed income redeemed and proventos received in the year.
import { sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
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
      sql`select i.kind, sum(i.gross_cents - i.withheld_cents) as net
          from variable_income_incomes i
          join variable_income_holdings h on h.id = i.holding_id and h.book_id = i.book_id
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          where i.book_id = ${bookId} and i.paid_on between ${from} and ${to} and a.currency = ${HOME_CURRENCY}
          group by i.kind order by i.kind`,
    );
  },
};
