import type { z } from 'zod';
import {
  type IncomeInput,
  type IncomeResponse,
  VARIABLE_INCOME_MESSAGES as M,
  type PriceResponse,
  type PricesPage,
  type priceBody,
  type pricesQuery,
  type TradeInput,
  type TradeResponse,
  type VariableIncomeResponse,
  type VariableIncomeTaxesResponse,
} from '../../../common/contract/variable-income';
import { todayIn } from '../../../common/dates';
import { replayTrades, scaledOf, type TradeSide } from '../../../common/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { deleteIncome, recordIncome } from './incomes';
import { ownedHolding } from './owned';
import {
  type HoldingFigures,
  presentHolding,
  presentIncome,
  presentPrice,
  presentTrade,
  totalsOf,
} from './presenter';
import { recordPrice } from './prices';
import { variableIncomeRepository as repo, type TradeFigures } from './repository';
import { portfolioReturn } from './returns';
import { taxesOfYear } from './taxes';
import { deleteTrade, recordTrade } from './trades';

/** Each holding's units, cost and realized gains from the book's trades (read in holding, date, entry order). */
function figuresByHolding(trades: TradeFigures[]): Map<number, HoldingFigures> {
  const byHolding = new Map<number, TradeFigures[]>();
  for (const trade of trades) {
    const list = byHolding.get(trade.holdingId);
    if (list) list.push(trade);
    else byHolding.set(trade.holdingId, [trade]);
  }
  const out = new Map<number, HoldingFigures>();
  for (const [holdingId, list] of byHolding) {
    const replay = replayTrades(
      list.map((t) => ({
        side: t.side as TradeSide,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amountCents),
      })),
    );
    const realizedGainCents = replay.steps.reduce((sum, s) => sum + (s.gainCents ?? 0n), 0n);
    out.set(holdingId, { held: replay.held, realizedGainCents, trades: list.length });
  }
  return out;
}

const NO_TRADES: HoldingFigures = { held: { quantity: 0n, costCents: 0n }, realizedGainCents: 0n, trades: 0 };

export function createVariableIncomeService(db: Db) {
  const service = {
    /** The book's holdings with what they are worth today, and their sums. */
    async list(user: AuthUser): Promise<VariableIncomeResponse> {
      const today = todayIn(user.timeZone);
      const [rows, trades, incomes] = await Promise.all([
        repo.list(db, user.bookId, today),
        repo.tradeFigures(db, user.bookId),
        repo.incomeFlows(db, user.bookId),
      ]);
      const figures = figuresByHolding(trades);
      const holdings = rows.map((row) => presentHolding(row, figures.get(row.id) ?? NO_TRADES));
      const totals = totalsOf(holdings);
      return { holdings, totals, returns: portfolioReturn(trades, incomes, totals, today) };
    },

    async trades(user: AuthUser, holdingId: number): Promise<TradeResponse[]> {
      const holding = await ownedHolding(db, user, holdingId);
      return (await repo.trades(db, user.bookId, holding.id)).map((row) => presentTrade(row, holding));
    },

    async addTrade(user: AuthUser, input: TradeInput): Promise<TradeResponse> {
      const id = await db.transaction((tx) => recordTrade(tx, user, input));
      const trade = await repo.trade(db, user.bookId, id);
      const holding = trade && (await repo.holding(db, user.bookId, trade.holdingId));
      if (!trade || !holding) throw notFound(M.tradeNotFound);
      return presentTrade(trade, holding);
    },

    async deleteTrade(user: AuthUser, id: number): Promise<void> {
      await db.transaction((tx) => deleteTrade(tx, user, id));
    },

    /** Deletes a holding without trades (its prices and incomes with it; the incomes' ledger rows stay). */
    async deleteHolding(user: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const holding = await ownedHolding(tx, user, id, true);
        if ((await repo.tradeCount(tx, user.bookId, holding.id)) > 0) throw conflict(M.holdingHasTrades);
        await repo.deleteHolding(tx, user.bookId, holding.id);
      });
    },

    /** Sets the price of a day; a price already typed for that day is replaced. */
    async setPrice(user: AuthUser, input: z.output<typeof priceBody>): Promise<PriceResponse> {
      return presentPrice(await db.transaction((tx) => recordPrice(tx, user, input)));
    },

    async prices(user: AuthUser, query: z.output<typeof pricesQuery>): Promise<PricesPage> {
      const holding = await ownedHolding(db, user, query.holdingId);
      // One more than the page: whether an older page exists, without counting.
      const rows = await repo.prices(db, user.bookId, holding.id, query.limit + 1, query.cursor);
      const items = rows.slice(0, query.limit).map(presentPrice);
      return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.date ?? null) : null };
    },

    async deletePrice(user: AuthUser, id: number): Promise<void> {
      const row = await repo.price(db, user.bookId, id);
      if (!row) throw notFound(M.priceNotFound);
      await repo.deletePrice(db, user.bookId, id);
    },

    /** The tax summary of a year (default this year): common/variable-income-taxes.ts over the book's sales. */
    async taxes(user: AuthUser, year: number | undefined): Promise<VariableIncomeTaxesResponse> {
      const today = todayIn(user.timeZone);
      return taxesOfYear(db, user.bookId, year ?? Number(today.slice(0, 4)), today);
    },

    async incomes(user: AuthUser, holdingId: number): Promise<IncomeResponse[]> {
      const holding = await ownedHolding(db, user, holdingId);
      return (await repo.incomes(db, user.bookId, holding.id)).map((row) =>
        presentIncome(row, holding.ticker),
      );
    },

    async addIncome(user: AuthUser, input: IncomeInput): Promise<IncomeResponse> {
      const id = await db.transaction((tx) => recordIncome(tx, user, input));
      const [row] = await repo.incomes(db, user.bookId, input.holdingId, id);
      const holding = await ownedHolding(db, user, input.holdingId);
      if (!row) throw notFound(M.incomeNotFound);
      return presentIncome(row, holding.ticker);
    },

    async deleteIncome(user: AuthUser, id: number): Promise<void> {
      await db.transaction((tx) => deleteIncome(tx, user, id));
    },
  };
  return service;
}
