import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import {
  type IncomeResponse,
  VARIABLE_INCOME_MESSAGES as M,
  type PriceResponse,
  type PricesPage,
  type TradeResponse,
  type VariableIncomeResponse,
} from '../../../common/contract/variable-income';
import type {
  holdingClassBody,
  IncomeInput,
  priceBody,
  pricesQuery,
  TradeInput,
} from '../../../common/contract/variable-income-requests';
import type { VariableIncomeTaxesResponse } from '../../../common/contract/variable-income-taxes';
import { HOME_CURRENCY } from '../../../common/currencies';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { actedBy, ledgerTransaction } from '../ledger/public';
import { setFundClass } from './fund-class';
import { deleteIncome, recordIncome } from './incomes';
import { figuresByHolding, incomeFlows, incomesByHolding, tradeFigures } from './list-reads';
import { ownedHolding } from './owned';
import {
  type HoldingFigures,
  presentHolding,
  presentIncome,
  presentPrice,
  presentTrade,
  totalsOf,
  tradesWithDayTrades,
} from './presenter';
import { recordPrice } from './prices';
import { variableIncomeRepository as repo } from './repository';
import { portfolioReturn } from './returns';
import { taxesOfYear } from './taxes';
import { deleteTrade, recordTrade } from './trades';

const NO_TRADES: HoldingFigures = { held: { quantity: 0n, costCents: 0n }, realizedGainCents: 0n, trades: 0 };

export function createVariableIncomeService(db: Db) {
  const service = {
    /** The book's holdings with what they are worth today, and their sums. */
    async list(user: AuthUser): Promise<VariableIncomeResponse> {
      const today = todayIn(user.timeZone);
      // One read after another, in pages with turns between them (list-reads.ts): no piece holds the event loop long.
      const rows = await repo.list(db, user.bookId, today);
      const trades = await tradeFigures(db, user.bookId);
      const incomes = await incomeFlows(db, user.bookId);
      const figures = await figuresByHolding(trades, new Map(rows.map((r) => [r.id, r.kind])));
      const paid = incomesByHolding(incomes);
      const holdings = rows.map((row) =>
        presentHolding(row, figures.get(row.id) ?? NO_TRADES, paid.get(row.id) ?? 0),
      );
      // The totals and the return are in reais: holdings in another currency are left out of both, and counted.
      const inReais = new Set(holdings.filter((h) => h.currency === HOME_CURRENCY).map((h) => h.id));
      const totals = totalsOf(holdings.filter((h) => inReais.has(h.id)));
      // The return's flows (every trade and income) and their XIRR in a turn of their own.
      await nextTurn();
      const returns = portfolioReturn(
        trades.filter((t) => inReais.has(t.holdingId)),
        incomes.filter((i) => inReais.has(i.holdingId)),
        totals,
        today,
      );
      return { holdings, totals, returns, otherCurrencies: holdings.length - inReais.size };
    },

    async trades(user: AuthUser, holdingId: number): Promise<TradeResponse[]> {
      const holding = await ownedHolding(db, user, holdingId);
      return tradesWithDayTrades(holding, await repo.trades(db, user.bookId, holding.id));
    },

    async addTrade(user: AuthUser, input: TradeInput): Promise<TradeResponse> {
      const id = await ledgerTransaction(db, actedBy(user, 'investments'), (tx) =>
        recordTrade(tx, user, input),
      );
      const trade = await repo.trade(db, user.bookId, id);
      const holding = trade && (await repo.holding(db, user.bookId, trade.holdingId));
      if (!trade || !holding) throw notFound(M.tradeNotFound);
      // Its day trade is the day's: the holding's trades replayed, as its gain was.
      const listed = tradesWithDayTrades(holding, await repo.trades(db, user.bookId, holding.id));
      return listed.find((t) => t.id === id) ?? presentTrade(trade, holding);
    },

    async deleteTrade(user: AuthUser, id: number): Promise<void> {
      await ledgerTransaction(db, actedBy(user, 'investments'), (tx) => deleteTrade(tx, user, id));
    },

    /** Deletes a holding without trades (its prices and incomes with it; the incomes' ledger rows stay). */
    /** A fundo's tax class (its come-cotas on the Imposto de Renda page): fund-class.ts. */
    setFundClass: (user: AuthUser, input: z.output<typeof holdingClassBody>) => setFundClass(db, user, input),

    async deleteHolding(user: AuthUser, id: number): Promise<void> {
      await ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
        const holding = await ownedHolding(tx, user, id, true);
        if ((await repo.tradeCount(tx, user.bookId, holding.id)) > 0) throw conflict(M.holdingHasTrades);
        await repo.deleteHolding(tx, user.bookId, holding.id);
      });
    },

    /** Sets the price of a day; a price already typed for that day is replaced. */
    async setPrice(user: AuthUser, input: z.output<typeof priceBody>): Promise<PriceResponse> {
      return presentPrice(
        await ledgerTransaction(db, actedBy(user, 'investments'), (tx) => recordPrice(tx, user, input)),
      );
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
      const id = await ledgerTransaction(db, actedBy(user, 'investments'), (tx) =>
        recordIncome(tx, user, input),
      );
      const [row] = await repo.incomes(db, user.bookId, input.holdingId, id);
      const holding = await ownedHolding(db, user, input.holdingId);
      if (!row) throw notFound(M.incomeNotFound);
      return presentIncome(row, holding.ticker);
    },

    async deleteIncome(user: AuthUser, id: number): Promise<void> {
      await ledgerTransaction(db, actedBy(user, 'investments'), (tx) => deleteIncome(tx, user, id));
    },
  };
  return service;
}
