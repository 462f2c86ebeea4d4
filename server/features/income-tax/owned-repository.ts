// The reads of the declaration's bens e direitos (owned.ts): what was held at 31/12 of the year before and of the
// year, each a grouped statement whatever the number of rows.
import { sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '../../../common/currencies';
import { type Executor, queryRows } from '../../db/connect';

export interface AccountBalanceRow {
  id: number;
  name: string;
  type: 'checking' | 'savings' | 'investment';
  /** ISO 4217: previous and current are in hundredths of it (owned.ts converts them). */
  currency: string;
  previous: number | string;
  current: number | string;
}

export interface PositionCostRow {
  name: string;
  product: string;
  account: string;
  previous: number | string;
  current: number | string;
}

export interface AssetCostRow {
  name: string;
  kind: 'imovel' | 'veiculo' | 'outro';
  previous: number | string;
  current: number | string;
}

export interface TradeRow {
  holding_id: number;
  ticker: string;
  name: string | null;
  kind: string;
  account: string;
  side: 'compra' | 'venda' | 'desdobro' | 'grupamento';
  traded_on: string;
  quantity: string;
  amount_cents: number | string;
}

export const ownedRepository = {
  /**
   * Checking, savings and investment accounts' balances at the end of the year before and of the year (month
   * totals); an investment account's is its ledger, of which its positions and holdings take their part (owned.ts).
   */
  accountBalances(db: Executor, bookId: number, year: number): Promise<AccountBalanceRow[]> {
    return queryRows<AccountBalanceRow>(
      db,
      sql`select a.id, a.name, a.type, a.currency,
                 a.opening_balance + coalesce(sum(t.income - t.expense)
                   filter (where t.month <= ${`${year - 1}-12-01`}::date), 0) as previous,
                 a.opening_balance + coalesce(sum(t.income - t.expense)
                   filter (where t.month <= ${`${year}-12-01`}::date), 0) as current
          from accounts a
          left join account_month_totals t on t.account_id = a.id and t.book_id = a.book_id
          where a.book_id = ${bookId} and a.type in ('checking', 'savings', 'investment')
          group by a.id, a.book_id order by lower(a.name), a.id`,
    );
  },

  /** Fixed-income positions held at either end, at what was applied. */
  positionCosts(db: Executor, bookId: number, year: number): Promise<PositionCostRow[]> {
    const held = (end: string) =>
      sql`case when p.applied_on <= ${end} and (p.redeemed_on is null or p.redeemed_on > ${end})
               then p.applied_cents else 0 end`;
    return queryRows<PositionCostRow>(
      db,
      sql`select p.name, p.product, a.name as account,
                 ${held(`${year - 1}-12-31`)} as previous, ${held(`${year}-12-31`)} as current
          from fixed_income_positions p
          join accounts a on a.id = p.account_id and a.book_id = p.book_id
          where p.book_id = ${bookId} and p.applied_on <= ${`${year}-12-31`}
            and (p.redeemed_on is null or p.redeemed_on > ${`${year - 1}-12-31`})
          order by p.applied_on, p.id`,
    );
  },

  /** Bens held at either end, at what was paid. */
  assetCosts(db: Executor, bookId: number, year: number): Promise<AssetCostRow[]> {
    const held = (end: string) =>
      sql`case when acquired_on <= ${end} and (sold_on is null or sold_on > ${end}) then acquired_cents else 0 end`;
    return queryRows<AssetCostRow>(
      db,
      sql`select name, kind, ${held(`${year - 1}-12-31`)} as previous, ${held(`${year}-12-31`)} as current
          from assets
          where book_id = ${bookId} and acquired_on <= ${`${year}-12-31`}
            and (sold_on is null or sold_on > ${`${year - 1}-12-31`})
          order by acquired_on, id`,
    );
  },

  /**
   * Every trade of holdings in reais up to the year's end, in the order the holdings' cost is replayed (those held
   * abroad are at cost in reais by each acquisition's PTAX: foreign-applications.ts).
   */
  tradesThrough(db: Executor, bookId: number, year: number): Promise<TradeRow[]> {
    return queryRows<TradeRow>(
      db,
      sql`select t.holding_id, h.ticker, h.name, h.kind, a.name as account, t.side, t.traded_on::text as traded_on,
                 t.quantity::text as quantity, t.amount_cents
          from variable_income_trades t
          join variable_income_holdings h on h.id = t.holding_id and h.book_id = t.book_id
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          where t.book_id = ${bookId} and t.traded_on <= ${`${year}-12-31`} and a.currency = ${HOME_CURRENCY}
          order by t.holding_id, t.traded_on, t.id`,
    );
  },
};
