import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import {
  variableIncomeHoldings as holdings,
  variableIncomeIncomes as incomes,
  variableIncomePrices as prices,
  variableIncomeTrades as trades,
} from '../../db/schema';

export type HoldingRow = typeof holdings.$inferSelect;
export type TradeRow = typeof trades.$inferSelect;
export type NewTrade = typeof trades.$inferInsert;
export type PriceRow = typeof prices.$inferSelect;
export type IncomeRow = typeof incomes.$inferSelect;

export interface HoldingListRow extends HoldingRow {
  accountName: string;
  accountCurrency: string;
  /** The latest price on or before the day asked. */
  priceOn: string | null;
  price: string | null;
}

/** Only what the arithmetic needs of a trade (the list reads every trade of the book). */
export type TradeFigures = Pick<
  TradeRow,
  'id' | 'holdingId' | 'side' | 'tradedOn' | 'quantity' | 'amountCents'
>;

/** An income's money as the return counts it. */
export interface IncomeFlow {
  id: number;
  holdingId: number;
  paidOn: string;
  netCents: number;
}

/** The table a count limit is kept on. */
const COUNTED = { holdings, trades, prices, incomes } as const;
export type CountedTable = keyof typeof COUNTED;

/** A trade's gain recomputed: its new figure and ledger row. */
export interface GainUpdate {
  id: number;
  realizedGainCents: number;
  gainTransactionId: number | null;
}

export const variableIncomeRepository = {
  async count(db: Executor, bookId: number, table: CountedTable): Promise<number> {
    const t = COUNTED[table];
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t).where(eq(t.bookId, bookId));
    return Number(row?.count ?? 0);
  },

  /**
   * The book's holdings by account name and ticker, each with its latest price on or before `day` (one index
   * lookup per holding on the (holding_id, priced_on) key). Their incomes are summed from the incomes the list
   * reads for the return anyway (list-reads.ts).
   */
  async list(db: Executor, bookId: number, day: string): Promise<HoldingListRow[]> {
    const rows = await queryRows<{
      id: number;
      book_id: number;
      account_id: number;
      ticker: string;
      name: string | null;
      kind: string;
      fund_class: string | null;
      created_at: Date;
      account_name: string;
      account_currency: string;
      priced_on: string | null;
      price: string | null;
    }>(
      db,
      sql`select h.*, a.name as account_name, a.currency as account_currency, p.priced_on::text as priced_on, p.price::text as price
          from variable_income_holdings h
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          left join lateral (
            select pr.priced_on, pr.price from variable_income_prices pr
            where pr.holding_id = h.id and pr.priced_on <= ${day}
            order by pr.priced_on desc limit 1) p on true
          where h.book_id = ${bookId}
          order by lower(a.name), a.id, h.ticker`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      bookId: Number(r.book_id),
      accountId: Number(r.account_id),
      ticker: r.ticker,
      name: r.name,
      kind: r.kind,
      fundClass: r.fund_class,
      createdAt: r.created_at,
      accountName: r.account_name,
      accountCurrency: r.account_currency,
      priceOn: r.priced_on,
      price: r.price,
    }));
  },

  /**
   * A page of the book's trades (at most MAX_TRADES_PER_BOOK) in the order the arithmetic applies them (holding,
   * date, entry), past the trade `after`: the list reads them a page per turn (list-reads.ts).
   */
  async tradeFiguresPage(
    db: Executor,
    bookId: number,
    after: TradeFigures | null,
    limit: number,
  ): Promise<TradeFigures[]> {
    return db
      .select({
        id: trades.id,
        holdingId: trades.holdingId,
        side: trades.side,
        tradedOn: trades.tradedOn,
        quantity: trades.quantity,
        amountCents: trades.amountCents,
      })
      .from(trades)
      .where(
        and(
          eq(trades.bookId, bookId),
          after === null
            ? undefined
            : sql`(${trades.holdingId}, ${trades.tradedOn}, ${trades.id})
                  > (${after.holdingId}, ${after.tradedOn}::date, ${after.id})`,
        ),
      )
      .orderBy(asc(trades.holdingId), asc(trades.tradedOn), asc(trades.id))
      .limit(limit);
  },

  /**
   * A page of the book's incomes (at most MAX_INCOMES_PER_BOOK) by holding, day and entry, past the income
   * `after` (the incomes' index leads with the book and the holding): their day and net money.
   */
  async incomeFlowsPage(
    db: Executor,
    bookId: number,
    after: IncomeFlow | null,
    limit: number,
  ): Promise<IncomeFlow[]> {
    const rows = await db
      .select({
        id: incomes.id,
        holdingId: incomes.holdingId,
        paidOn: incomes.paidOn,
        netCents: sql<number>`${incomes.grossCents} - ${incomes.withheldCents}`,
      })
      .from(incomes)
      .where(
        and(
          eq(incomes.bookId, bookId),
          after === null
            ? undefined
            : sql`(${incomes.holdingId}, ${incomes.paidOn}, ${incomes.id})
                  > (${after.holdingId}, ${after.paidOn}::date, ${after.id})`,
        ),
      )
      .orderBy(asc(incomes.holdingId), asc(incomes.paidOn), asc(incomes.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, netCents: Number(r.netCents) }));
  },

  async holding(db: Executor, bookId: number, id: number, lock = false): Promise<HoldingRow | undefined> {
    const query = db
      .select()
      .from(holdings)
      .where(and(eq(holdings.id, id), eq(holdings.bookId, bookId)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** The holdings of an account, locked for the caller's transaction (at most MAX_HOLDINGS_PER_BOOK). */
  async holdingsOfAccount(db: Executor, bookId: number, accountId: number): Promise<HoldingRow[]> {
    return db
      .select()
      .from(holdings)
      .where(and(eq(holdings.bookId, bookId), eq(holdings.accountId, accountId)))
      .for('update');
  },

  /** Inserts holdings in one statement; answers their rows in the order given. */
  async insertHoldings(db: Executor, values: Array<typeof holdings.$inferInsert>): Promise<HoldingRow[]> {
    if (values.length === 0) return [];
    return db.insert(holdings).values(values).returning();
  },

  async setFundClass(db: Executor, bookId: number, id: number, fundClass: string | null): Promise<void> {
    await db
      .update(holdings)
      .set({ fundClass })
      .where(and(eq(holdings.id, id), eq(holdings.bookId, bookId)));
  },

  async deleteHolding(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(holdings).where(and(eq(holdings.id, id), eq(holdings.bookId, bookId)));
  },

  async tradeCount(db: Executor, bookId: number, holdingId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(trades)
      .where(and(eq(trades.bookId, bookId), eq(trades.holdingId, holdingId)));
    return Number(row?.count ?? 0);
  },

  /** A holding's trades in the order the arithmetic applies them: by date, then as entered. */
  async trades(db: Executor, bookId: number, holdingId: number): Promise<TradeRow[]> {
    return db
      .select()
      .from(trades)
      .where(and(eq(trades.bookId, bookId), eq(trades.holdingId, holdingId)))
      .orderBy(asc(trades.tradedOn), asc(trades.id));
  },

  async trade(db: Executor, bookId: number, id: number): Promise<TradeRow | undefined> {
    const [row] = await db
      .select()
      .from(trades)
      .where(and(eq(trades.id, id), eq(trades.bookId, bookId)));
    return row;
  },

  /** The trades of several holdings, each holding's in the order the arithmetic applies them. */
  async tradesOfHoldings(db: Executor, bookId: number, holdingIds: number[]): Promise<TradeRow[]> {
    if (holdingIds.length === 0) return [];
    return db
      .select()
      .from(trades)
      .where(and(eq(trades.bookId, bookId), inArray(trades.holdingId, holdingIds)))
      .orderBy(asc(trades.holdingId), asc(trades.tradedOn), asc(trades.id));
  },

  /** Inserts trades in one statement; answers their ids in the order given. */
  async insertTrades(db: Executor, values: NewTrade[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await db.insert(trades).values(values).returning({ id: trades.id });
    return rows.map((r) => r.id);
  },

  async deleteTrade(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(trades).where(and(eq(trades.id, id), eq(trades.bookId, bookId)));
  },

  /** Writes recomputed gains, all in one statement. */
  async setGains(db: Executor, bookId: number, updates: GainUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const values = sql.join(
      updates.map(
        (u) => sql`(${u.id}::bigint, ${u.realizedGainCents}::bigint, ${u.gainTransactionId}::bigint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update variable_income_trades t set realized_gain_cents = v.gain, gain_transaction_id = v.row_id
      from (values ${values}) as v(id, gain, row_id)
      where t.id = v.id and t.book_id = ${bookId}`);
  },

  /** The ledger rows (both legs) of a transfer a trade wrote, as they stand. */
  async transferLegs(db: Executor, bookId: number, transferId: string): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from transactions where book_id = ${bookId} and transfer_id = ${transferId}`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Sets or replaces prices of days in one statement (the unique (holding_id, priced_on) key: one row a key). */
  async upsertPrices(
    db: Executor,
    values: Array<{ bookId: number; holdingId: number; pricedOn: string; price: string }>,
  ): Promise<PriceRow[]> {
    if (values.length === 0) return [];
    return db
      .insert(prices)
      .values(values)
      .onConflictDoUpdate({
        target: [prices.bookId, prices.holdingId, prices.pricedOn],
        set: { price: sql`excluded.price` },
      })
      .returning();
  },

  /** The prices of the given holdings on the given days (any of the one on any of the other), in one query. */
  async pricesOn(db: Executor, bookId: number, holdingIds: number[], days: string[]): Promise<PriceRow[]> {
    if (holdingIds.length === 0 || days.length === 0) return [];
    return db
      .select()
      .from(prices)
      .where(
        and(eq(prices.bookId, bookId), inArray(prices.holdingId, holdingIds), inArray(prices.pricedOn, days)),
      );
  },

  /** A page of a holding's prices, newest first, before the `cursor` day when one is given. */
  async prices(
    db: Executor,
    bookId: number,
    holdingId: number,
    limit: number,
    cursor: string | undefined,
  ): Promise<PriceRow[]> {
    return db
      .select()
      .from(prices)
      .where(
        and(
          eq(prices.bookId, bookId),
          eq(prices.holdingId, holdingId),
          cursor === undefined ? undefined : lt(prices.pricedOn, cursor),
        ),
      )
      .orderBy(desc(prices.pricedOn))
      .limit(limit);
  },

  async price(db: Executor, bookId: number, id: number): Promise<PriceRow | undefined> {
    const [row] = await db
      .select()
      .from(prices)
      .where(and(eq(prices.id, id), eq(prices.bookId, bookId)));
    return row;
  },

  async deletePrice(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(prices).where(and(eq(prices.id, id), eq(prices.bookId, bookId)));
  },

  /** Inserts incomes in one statement; answers their ids in the order given. */
  async insertIncomes(db: Executor, values: Array<typeof incomes.$inferInsert>): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await db.insert(incomes).values(values).returning({ id: incomes.id });
    return rows.map((r) => r.id);
  },

  /** The incomes of several holdings, in one query (what the B3 import compares a file's proventos with). */
  async incomesOfHoldings(db: Executor, bookId: number, holdingIds: number[]): Promise<IncomeRow[]> {
    if (holdingIds.length === 0) return [];
    return db
      .select()
      .from(incomes)
      .where(and(eq(incomes.bookId, bookId), inArray(incomes.holdingId, holdingIds)));
  },

  /** A holding's incomes by date (the newest last), with the account their ledger row is in. */
  async incomes(
    db: Executor,
    bookId: number,
    holdingId: number,
    id?: number,
  ): Promise<Array<IncomeRow & { accountId: number | null }>> {
    const rows = await db
      .select({
        income: incomes,
        accountId: sql<number | null>`(select t.account_id from transactions t
          where t.book_id = ${incomes.bookId} and t.id = ${incomes.transactionId})`,
      })
      .from(incomes)
      .where(
        and(
          eq(incomes.bookId, bookId),
          eq(incomes.holdingId, holdingId),
          id === undefined ? undefined : eq(incomes.id, id),
        ),
      )
      .orderBy(asc(incomes.paidOn), asc(incomes.id));
    return rows.map((r) => ({ ...r.income, accountId: r.accountId === null ? null : Number(r.accountId) }));
  },

  async income(db: Executor, bookId: number, id: number): Promise<IncomeRow | undefined> {
    const [row] = await db
      .select()
      .from(incomes)
      .where(and(eq(incomes.id, id), eq(incomes.bookId, bookId)));
    return row;
  },

  async deleteIncome(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(incomes).where(and(eq(incomes.id, id), eq(incomes.bookId, bookId)));
  },
};
