// What the list (GET /variable-income) reads and works out of every trade and income of the book, in pieces with a
// turn of the event loop before each. The heaviest book holds 20,000 trades and 20,000 incomes: read at once, the
// trades alone held PGlite (which runs on this thread) and the event loop about 240 ms, and their replay, the
// incomes and the return's flows added as much again in the same turn; no other person's request ran meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import { scaledOf, type TradeSide } from '../../../common/variable-income';
import type { Executor } from '../../db/connect';
import type { HoldingFigures } from './presenter';
import { type IncomeFlow, variableIncomeRepository as repo, type TradeFigures } from './repository';

/** Rows per query: a page of 1,000 trades is a twentieth of the heaviest book's. */
const PAGE_ROWS = 1000;
/** Trades replayed per turn (BigInt arithmetic: a few milliseconds a thousand). */
export const TRADES_PER_TURN = 2000;

/**
 * Every row of a list read a page at a time, each page past the last row of the one before, with a turn before
 * each. The pages are separate statements: a trade recorded meanwhile may be missing from the figures, as if the
 * list had been read a moment earlier, and the next read shows it.
 */
export async function inPages<Row>(
  page: (after: Row | null, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: Row | null = null, full = true; full; ) {
    await nextTurn();
    const read = await page(after, PAGE_ROWS);
    full = read.length === PAGE_ROWS;
    after = read.at(-1) ?? after;
    for (const row of read) rows.push(row);
  }
  return rows;
}

/** The book's trades in the order the arithmetic applies them (holding, date, entry). */
export function tradeFigures(db: Executor, bookId: number): Promise<TradeFigures[]> {
  return inPages((after, limit) => repo.tradeFiguresPage(db, bookId, after, limit));
}

/** The book's incomes as the return counts them. */
export function incomeFlows(db: Executor, bookId: number): Promise<IncomeFlow[]> {
  return inPages((after, limit) => repo.incomeFlowsPage(db, bookId, after, limit));
}

/**
 * Each holding's units, cost and realized gains from the book's trades (in holding, date, entry order), with a turn
 * once TRADES_PER_TURN trades have been replayed since the last one (a holding's trades are replayed together).
 */
export async function figuresByHolding(
  trades: TradeFigures[],
  kindOf: ReadonlyMap<number, string>,
): Promise<Map<number, HoldingFigures>> {
  const out = new Map<number, HoldingFigures>();
  let sinceTurn = 0;
  for (let start = 0; start < trades.length; ) {
    const holdingId = (trades[start] as TradeFigures).holdingId;
    let end = start;
    while (end < trades.length && (trades[end] as TradeFigures).holdingId === holdingId) end++;
    if (sinceTurn >= TRADES_PER_TURN) {
      await nextTurn();
      sinceTurn = 0;
    }
    const list = trades.slice(start, end);
    const kind = kindOf.get(holdingId) ?? '';
    const replay = replayTrades(
      list.map((t) => ({
        side: t.side as TradeSide,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amountCents),
        date: dayTradeDate(kind, t.tradedOn),
      })),
    );
    const realizedGainCents = replay.steps.reduce((sum, s) => sum + (s.gainCents ?? 0n), 0n);
    out.set(holdingId, { held: replay.held, realizedGainCents, trades: list.length });
    sinceTurn += list.length;
    start = end;
  }
  return out;
}

/** The net incomes (cents) each holding paid: integers summed exactly. */
export function incomesByHolding(incomes: IncomeFlow[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const income of incomes) out.set(income.holdingId, (out.get(income.holdingId) ?? 0) + income.netCents);
  return out;
}
