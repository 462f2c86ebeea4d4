// The investments' returns: a position's and the portfolio's, money-weighted, beside the CDI and the IPCA.
import type { IndexGrowthFigure, InvestmentReturn } from '../../../common/contract/investments';
import { daysBetween } from '../../../common/dates';
import type { IndexRates, Valuation } from '../../../common/fixed-income';
import { type IndexGrowth, indexGrowth } from '../../../common/fixed-income-value';
import { INDEX_SERIES_FACTS } from '../../../common/index-series';
import { type DatedFlow, moneyWeightedReturn, percentWithTwoDecimals } from '../../../common/xirr';

/** What a return is computed from: what went in, on which day, and the gross value it reached (or was redeemed at). */
export interface HeldPosition {
  appliedCents: number;
  appliedOn: string;
  /** The gross value today (or on the redemption's day), of the day the rates allowed. */
  end: Valuation;
}

function growthFigure(growth: IndexGrowth, from: string): IndexGrowthFigure {
  return {
    // Not one day of the period known: no figure at all rather than a 0% that reads as "the index gave nothing".
    percent: growth.missing && growth.computedTo <= from ? null : percentWithTwoDecimals(growth.growth),
    computedTo: growth.computedTo,
    missing: growth.missing
      ? { ...growth.missing, label: INDEX_SERIES_FACTS[growth.missing.series].label }
      : null,
  };
}

/**
 * The XIRR of the flows (what went in negative, the values reached positive) over the period from `from` to `to`
 * (common/xirr.ts's moneyWeightedReturn: the period's, and a year's from a year on), beside the CDI's and the
 * IPCA's own growth over the same days.
 */
function returnOver(flows: DatedFlow[], from: string, to: string, rates: IndexRates): InvestmentReturn {
  return {
    from,
    to,
    ...moneyWeightedReturn(flows, daysBetween(from, to)),
    cdi: growthFigure(indexGrowth('cdi', from, to, rates), from),
    ipca: growthFigure(indexGrowth('ipca', from, to, rates), from),
  };
}

const flowsOf = (held: HeldPosition): DatedFlow[] => [
  { date: held.appliedOn, amountCents: -held.appliedCents },
  { date: held.end.computedTo, amountCents: held.end.grossCents },
];

/** A position's return from its application to the day its value is of (today, the redemption, a missing rate). */
export function positionReturn(held: HeldPosition, rates: IndexRates): InvestmentReturn {
  return returnOver(flowsOf(held), held.appliedOn, held.end.computedTo, rates);
}

/**
 * The portfolio's: every application in, every value reached (or redeemed) out, from the first application to the
 * latest of those days. Null without positions.
 */
export function portfolioReturn(
  positions: readonly HeldPosition[],
  rates: IndexRates,
): InvestmentReturn | null {
  if (positions.length === 0) return null;
  let from = positions[0]?.appliedOn as string;
  let to = from;
  for (const held of positions) {
    if (held.appliedOn < from) from = held.appliedOn;
    if (held.end.computedTo > to) to = held.end.computedTo;
  }
  return returnOver(positions.flatMap(flowsOf), from, to, rates);
}
