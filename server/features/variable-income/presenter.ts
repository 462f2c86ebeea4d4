import type { FundClass } from '../../../common/come-cotas';
import {
  type HoldingResponse,
  INCOME_KIND_LABELS,
  type IncomeKind,
  type IncomeResponse,
  type PriceResponse,
  TRADE_SIDE_LABELS,
  type TradeResponse,
  VARIABLE_INCOME_KIND_LABELS,
  type VariableIncomeKind,
  type VariableIncomeTotals,
} from '../../../common/contract/variable-income';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import {
  averagePrice,
  type DayTradePart,
  decimalText,
  type Holding,
  scaledOf,
  type TradeSide,
  valueCents,
} from '../../../common/variable-income';
import type { HoldingListRow, HoldingRow, IncomeRow, PriceRow, TradeRow } from './repository';

/** Cents held as BigInt (sums of a holding's trades) to reais on the wire. */
const reais = (value: bigint) => centsToReais(Number(value));

/** A decimal column ('32.15000000', or '32.15' from a text cast) as the answers write it. */
const decimal = (column: string) => decimalText(scaledOf(column));

/** What the trades of a holding add up to (computed by common/variable-income.ts replayTrades). */
export interface HoldingFigures {
  held: Holding;
  realizedGainCents: bigint;
  trades: number;
}

/** A holding of the list: its row, what its trades add up to, and the net incomes it paid (cents). */
export function presentHolding(
  row: HoldingListRow,
  figures: HoldingFigures,
  incomesCents: number,
): HoldingResponse {
  const { held } = figures;
  const price =
    row.price === null || row.priceOn === null ? null : { date: row.priceOn, value: decimal(row.price) };
  // Nothing held is worth nothing, priced or not; units without a price have no known value.
  const value =
    held.quantity === 0n ? 0n : price === null ? null : valueCents(held.quantity, scaledOf(price.value));
  const average = averagePrice(held);
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    currency: row.accountCurrency,
    ticker: row.ticker,
    name: row.name,
    kind: row.kind as VariableIncomeKind,
    kindLabel: VARIABLE_INCOME_KIND_LABELS[row.kind as VariableIncomeKind],
    fundClass: row.fundClass as FundClass | null,
    quantity: decimalText(held.quantity),
    averagePrice: average === null ? null : decimalText(average),
    cost: reais(held.costCents),
    price,
    value: value === null ? null : reais(value),
    unrealizedGain: value === null ? null : reais(value - held.costCents),
    incomes: centsToReais(incomesCents),
    realizedGain: reais(figures.realizedGainCents),
    trades: figures.trades,
  };
}

/**
 * The sums of the holdings, in cents: the cost of them all (the "Custo" above the holdings is the sum of the costs
 * they show: left out for those without a price, it read R$ 0,00 above holdings that showed theirs), their value
 * (those without a price at their cost, as Patrimônio counts them), the unrealized gain of those whose value is known.
 */
export function totalsOf(holdings: HoldingResponse[]): VariableIncomeTotals {
  const valued = holdings.filter((h) => h.value !== null);
  const sum = (list: HoldingResponse[], pick: (h: HoldingResponse) => number) =>
    centsToReais(sumCents(list.map((h) => reaisToCents(pick(h)))));
  return {
    cost: sum(holdings, (h) => h.cost),
    value: sum(holdings, (h) => h.value ?? h.cost),
    unrealizedGain: sum(valued, (h) => h.unrealizedGain ?? 0),
    pricedCost: sum(valued, (h) => h.cost),
    incomes: sum(holdings, (h) => h.incomes),
    realizedGain: sum(holdings, (h) => h.realizedGain),
    unpriced: holdings.length - valued.length,
  };
}

export function presentTrade(
  row: TradeRow,
  holding: HoldingRow,
  dayTrade: DayTradePart | null = null,
): TradeResponse {
  const side = row.side as TradeSide;
  return {
    id: row.id,
    holdingId: holding.id,
    accountId: holding.accountId,
    ticker: holding.ticker,
    side,
    sideLabel: TRADE_SIDE_LABELS[side],
    date: row.tradedOn,
    quantity: decimal(row.quantity),
    price: row.price === null ? null : decimal(row.price),
    fees: centsToReais(row.feesCents),
    amount: centsToReais(row.amountCents),
    cashAccountId: row.cashAccountId,
    realizedGain: row.realizedGainCents === null ? null : centsToReais(row.realizedGainCents),
    dayTrade:
      dayTrade === null
        ? null
        : { quantity: decimalText(dayTrade.quantity), gain: reais(dayTrade.gainCents) },
  };
}

export function presentPrice(row: PriceRow): PriceResponse {
  return { id: row.id, holdingId: row.holdingId, date: row.pricedOn, value: decimal(row.price) };
}

export function presentIncome(row: IncomeRow & { accountId: number | null }, ticker: string): IncomeResponse {
  const kind = row.kind as IncomeKind;
  return {
    id: row.id,
    holdingId: row.holdingId,
    ticker,
    kind,
    kindLabel: INCOME_KIND_LABELS[kind],
    date: row.paidOn,
    gross: centsToReais(row.grossCents),
    withheld: centsToReais(row.withheldCents),
    net: centsToReais(row.grossCents - row.withheldCents),
    accountId: row.accountId,
  };
}

/**
 * A holding's trades (in date, entry order) as the Operações list shows them, each venda with its day-trade part:
 * replayed as its gain was (common/trade-replay.ts).
 */
export function tradesWithDayTrades(holding: HoldingRow, rows: TradeRow[]): TradeResponse[] {
  const { steps } = replayTrades(
    rows.map((row) => ({
      row,
      side: row.side as TradeSide,
      quantity: scaledOf(row.quantity),
      amountCents: BigInt(row.amountCents),
      date: dayTradeDate(holding.kind, row.tradedOn),
    })),
  );
  const dayTradeOf = new Map(steps.map((s) => [s.trade.row.id, s.dayTrade]));
  return rows.map((row) => presentTrade(row, holding, dayTradeOf.get(row.id) ?? null));
}
