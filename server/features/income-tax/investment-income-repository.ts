// The reads of the declaration's rendimentos of investments: fixed income redeemed and proventos received in the year.
import { sql } from 'drizzle-orm';
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

  /** Proventos received in the year, net of what was withheld, by kind. */
  incomes(db: Executor, bookId: number, year: number): Promise<IncomeRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<IncomeRow>(
      db,
      sql`select kind, sum(gross_cents - withheld_cents) as net from variable_income_incomes
          where book_id = ${bookId} and paid_on between ${from} and ${to} group by kind order by kind`,
    );
  },
};
