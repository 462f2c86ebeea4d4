import {
  applyTrade,
  costOfUnits,
  DAY_TRADE_KINDS,
  type DayTradePart,
  divideRounding,
  type Holding,
  NOTHING_HELD,
  type TradeMove,
  type VariableIncomeKind,
} from './variable-income';

/**
 * An asset's trades replayed in order (common/variable-income.ts has the arithmetic of one trade): what is held, each
 * sale's realized gain, and the part of a day's sales that was a day trade. The day trade follows the law:
 * - A day trade is a compra and a venda of the same asset on the same day through the same broker (Lei 9.959/2000,
 *   art. 8º, § 1º, I, a, as written by Lei 12.350/2010; Decreto 9.580/2018, art. 851): here, of one holding (an asset
 *   in one investment account, which is one broker) on one date. Its quantity is the smaller of the day's compras and
 *   vendas.
 * - Its result leaves the stock held before the day out (Lei 9.959/2000, art. 8º, § 1º, II): the day-traded units
 *   cost the day's average purchase price and bring the day's average sale price, fees included on each side. The
 *   compras beyond the day trade join the stock at their own cost; the vendas beyond it sell the stock held before
 *   the day at its average cost (the Receita's rule for the operações comuns).
 * - The day trade's units go to the day's vendas in the order they were entered ("o primeiro negócio de venda com o
 *   primeiro de compra"), each sale's cost shared by its units so the day's cents add up exactly.
 * A day that also has a desdobro or a grupamento is applied trade by trade, as are trades without a date (crypto,
 * fundos): the same-day rule is the B3's. The tax of each part is common/variable-income-taxes.ts's.
 */

/** The date a trade of this kind is replayed with (TradeMove.date): the B3's kinds only. */
export const dayTradeDate = (kind: string, date: string): string | undefined =>
  DAY_TRADE_KINDS.includes(kind as VariableIncomeKind) ? date : undefined;

export interface ReplayStep<T> {
  trade: T;
  /** A venda's realized gain (negative: a loss), its day trade included; null for the other sides. */
  gainCents: bigint | null;
  /** The part of a venda that was a day trade; null when none. */
  dayTrade: DayTradePart | null;
  /** What was held after it (after the whole day, on a day with a day trade). */
  after: Holding;
}

export interface Replay<T> {
  /** What is held after every trade that could be applied. */
  held: Holding;
  /** Each trade applied, in order. */
  steps: Array<ReplayStep<T>>;
  /** The first trade that sells (or groups) more than was held then; the replay stops there. */
  refused: { trade: T; held: bigint } | null;
}

/** `total` shared by `part` of `whole` units, counted cumulatively so the shares of a whole add up to it exactly. */
const shareUpTo = (total: bigint, part: bigint, whole: bigint): bigint =>
  whole === 0n ? 0n : part === whole ? total : divideRounding(total * part, whole);

/**
 * A day's trades with compras and vendas (and nothing else), already checked in order against what was held: each
 * venda's gain and day-trade part, and what is held after the day.
 */
function dayWithDayTrade<T extends TradeMove>(held: Holding, day: readonly T[]) {
  let bought = 0n;
  let paid = 0n;
  let sold = 0n;
  for (const t of day) {
    if (t.side === 'compra') {
      bought += t.quantity;
      paid += t.amountCents;
    } else sold += t.quantity;
  }
  const dayTraded = bought < sold ? bought : sold;
  const dayTradeCost = shareUpTo(paid, dayTraded, bought);
  // Checked in order before: what the day sells beyond its compras was held before it.
  const fromStock = sold - dayTraded;
  const stockCost = costOfUnits(held, fromStock);
  const after: Holding = {
    quantity: held.quantity - fromStock + (bought - dayTraded),
    costCents: held.costCents - stockCost + (paid - dayTradeCost),
  };
  let dayTradedSoFar = 0n;
  let fromStockSoFar = 0n;
  const steps: Array<ReplayStep<T>> = day.map((trade) => {
    if (trade.side !== 'venda') return { trade, gainCents: null, dayTrade: null, after };
    const dayUnits =
      dayTraded - dayTradedSoFar < trade.quantity ? dayTraded - dayTradedSoFar : trade.quantity;
    const stockUnits = trade.quantity - dayUnits;
    const dayCost =
      shareUpTo(dayTradeCost, dayTradedSoFar + dayUnits, dayTraded) -
      shareUpTo(dayTradeCost, dayTradedSoFar, dayTraded);
    const ownStockCost =
      shareUpTo(stockCost, fromStockSoFar + stockUnits, fromStock) -
      shareUpTo(stockCost, fromStockSoFar, fromStock);
    dayTradedSoFar += dayUnits;
    fromStockSoFar += stockUnits;
    const dayProceeds = shareUpTo(trade.amountCents, dayUnits, trade.quantity);
    return {
      trade,
      gainCents: trade.amountCents - dayCost - ownStockCost,
      dayTrade:
        dayUnits === 0n
          ? null
          : { quantity: dayUnits, proceedsCents: dayProceeds, gainCents: dayProceeds - dayCost },
      after,
    };
  });
  return { after, steps };
}

const isDayTrade = (day: readonly TradeMove[]): boolean =>
  day.some((t) => t.side === 'compra') &&
  day.some((t) => t.side === 'venda') &&
  day.every((t) => t.side === 'compra' || t.side === 'venda');

/**
 * Applies an asset's trades in the order given (the caller sorts them by date, then by the order they were
 * entered): what is held at the end, each sale's realized gain and its day-trade part. Linear in the trades. A day
 * is first checked trade by trade: a venda of more than was held at that moment is refused, day trade or not.
 */
export function replayTrades<T extends TradeMove>(trades: readonly T[]): Replay<T> {
  let held = NOTHING_HELD;
  const steps: Replay<T>['steps'] = [];
  for (let start = 0; start < trades.length; ) {
    const date = (trades[start] as T).date;
    let end = start + 1;
    if (date !== undefined) while (end < trades.length && (trades[end] as T).date === date) end++;
    const day = trades.slice(start, end);
    let inOrder = held;
    const dayOrderSteps: Array<ReplayStep<T>> = [];
    for (const trade of day) {
      const step = applyTrade(inOrder, trade);
      if (!step.ok) {
        steps.push(...dayOrderSteps);
        return { held: inOrder, steps, refused: { trade, held: step.held } };
      }
      inOrder = step.after;
      dayOrderSteps.push({ trade, gainCents: step.gainCents, dayTrade: null, after: inOrder });
    }
    if (date !== undefined && isDayTrade(day)) {
      const split = dayWithDayTrade(held, day);
      steps.push(...split.steps);
      held = split.after;
    } else {
      steps.push(...dayOrderSteps);
      held = inOrder;
    }
    start = end;
  }
  return { held, steps, refused: null };
}
