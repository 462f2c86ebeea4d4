// The investments' returns: a position's and the portfolio's, money-weighted, beside the CDI and the IPCA.
import type { IndexGrowthFigure, InvestmentReturn } from '../../../common/contract/investments';
import { daysBetween } from '../../../common/dates';
import { type IndexGrowth, type IndexRates, indexGrowth, type Valuation } from '../../../common/fixed-income';
import { INDEX_SERIES_FACTS } from '../../../common/index-series';
import { type DatedFlow, xirr } from '../../../common/xirr';

/** What a return is computed from: what went in, on which day, and the gross value it reached (or was redeemed at). */
export interface HeldPosition {
  appliedCents: number;
  appliedOn: string;
  /** The gross value today (or on the redemption's day), of the day the rates allowed. */
  end: Valuation;
}

/** A fraction as the answers carry a percentage: one decimal (0.11834 → 11.8). */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

function growthFigure(growth: IndexGrowth, from: string): IndexGrowthFigure {
  return {
    // Not one day of the period known: no figure at all rather than a 0% that reads as "the index gave nothing".
    percent: growth.missing && growth.computedTo <= from ? null : percent(growth.growth),
    computedTo: growth.computedTo,
    missing: growth.missing
      ? { ...growth.missing, label: INDEX_SERIES_FACTS[growth.missing.series].label }
      : null,
  };
}

/**
 * The XIRR of the flows (what went in negative, the values reached positive) over the period from `from` to `to`,
 * a year and the period, beside the CDI's and the IPCA's own growth over the same days. The period's rate is the
 * year's compounded over its days ((1 + r)^(days/365) − 1, XIRR's own years of 365 days): for one application
 * and its value, exactly the value over what was applied, less one.
 */
function returnOver(flows: DatedFlow[], from: string, to: string, rates: IndexRates): InvestmentReturn {
  const days = daysBetween(from, to);
  // An application of today has no day to make a rate of (XIRR's sum is zero at any rate).
  const annual = days > 0 ? xirr(flows) : null;
  return {
    from,
    to,
    annual: annual === null ? null : percent(annual),
    period: annual === null ? null : percent((1 + annual) ** (days / 365) - 1),
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
