import { businessDaysBetween, firstIndexAtOrAfter } from './business-days';
import {
  type Indexing,
  type IndexRates,
  seriesOf,
  spreadFactor9,
  type Valuation,
  type WalkState,
  yearlyFactor,
} from './fixed-income';
import { dailyWalk } from './fixed-income-daily';
import { HALF_9, limbsToBigInt, round16To8, SCALE_9, SCALE_25, timesScaled8 } from './fixed-income-exact';
import { inflationWalk } from './fixed-income-ipca';
import { type IndexSeries, roundTo } from './index-series';

/**
 * A fixed-income position's value on dates, and an index's own growth over a period, by the rules of
 * fixed-income.ts: the walk of its series (fixed-income-daily.ts, fixed-income-ipca.ts) and its factor applied.
 */

/** The value on one date. */
export function valueOn(
  appliedCents: number,
  start: string,
  date: string,
  indexing: Indexing,
  rates: IndexRates,
): Valuation {
  return valuesOn(appliedCents, start, [date], indexing, rates)[0] as Valuation;
}

/**
 * The values on several dates in one walk over the business days (the net worth asks a position's value at every
 * month's end): linear in the days from the application to the last date. Dates before the application are
 * worth what was applied.
 *
 * `splitOffCents`: the principals of parts redeemed from this position (a partial redemption makes the part a
 * position of its own, with the same contract). The position is then what remains of the whole: the whole's value
 * (its principal and theirs) less each part's own value, so the rest and the parts always add up to the whole to
 * the cent, as the bank's one note does; valued alone, the rest was its own truncation, a cent under.
 */
export function valuesOn(
  appliedCents: number,
  start: string,
  dates: readonly string[],
  indexing: Indexing,
  rates: IndexRates,
  splitOffCents: readonly number[] = [],
): Valuation[] {
  const sorted = inOrder(dates) ? dates : [...new Set(dates)].sort();
  const series = seriesOf(indexing);
  const values = series ? rates[series] : undefined;
  // The dates after the application: the sorted list's tail.
  let first = firstIndexAtOrAfter(sorted, start);
  if (sorted[first] === start) first++;
  const later = sorted.slice(first);
  const daily = indexing.kind === 'cdi' || indexing.kind === 'cdi_mais' || indexing.kind === 'selic';
  const states = daily
    ? dailyWalk(start, later, series as IndexSeries, values, indexing)
    : indexing.kind === 'ipca'
      ? inflationWalk(start, later, values)
      : later.map((asked) => ({
          factor: 1,
          exact: null,
          businessDays: businessDaysBetween(start, asked),
          to: asked,
          missing: null,
        }));
  const wholeCents = splitOffCents.reduce((sum, cents) => sum + cents, appliedCents);

  return sorted.map((asked, i) => {
    if (i < first) return { date: asked, grossCents: appliedCents, computedTo: asked, missing: null };
    const state = states[i - first] as WalkState;
    const worth = valueOfFactor(indexing, state);
    let grossCents = worth(wholeCents);
    for (const cents of splitOffCents) grossCents -= worth(cents);
    return { date: asked, grossCents, computedTo: state.to, missing: state.missing };
  });
}

/**
 * How a principal is worth a walk's factor, by its series' rule (fixed-income.ts's comment): the cents of a
 * principal, truncated. Built once per date, applied to the whole and to each part split off.
 */
function valueOfFactor(indexing: Indexing, state: WalkState): (cents: number) => number {
  const exact = state.exact;
  if (indexing.kind === 'cdi' && exact) {
    const fatorDi = round16To8(exact);
    return (cents) => timesScaled8(cents, fatorDi);
  }
  if (indexing.kind === 'cdi_mais' && exact) {
    // Fator DI (8 places) × the spread's factor (9 places), rounded to 8: integers, so BigInt (rare positions).
    const spread = BigInt(spreadFactor9(indexing.spread, state.businessDays));
    const product = BigInt(round16To8(exact)) * spread;
    const total = Number((product + HALF_9) / SCALE_9);
    return (cents) => timesScaled8(cents, total);
  }
  if (indexing.kind === 'selic' && exact) {
    // The Selic factor's 16 places (the LFT's VNA keeps them) times the spread's 9, the value truncated to the cent.
    const factor = limbsToBigInt(exact) * BigInt(spreadFactor9(indexing.spread, state.businessDays));
    return (cents) => Number((BigInt(cents) * factor) / SCALE_25);
  }
  const total = roundTo(state.factor * yearlyFactor(indexing, state.businessDays), 8);
  const scaled = Math.round(total * 1e8);
  return (cents) => timesScaled8(cents, scaled);
}

/** What an index itself accrued over a period, as a fraction (0.109 for 10,9%), and where a missing rate stopped it. */
export interface IndexGrowth {
  growth: number;
  /** The day the growth is of: the period's end, or the first day a rate is missing. */
  computedTo: string;
  missing: Valuation['missing'];
}

/**
 * The CDI's or the IPCA's own growth from `from` (included) to `to` (excluded), by the same rules a position
 * accrues them: the CDI's daily factors over the business days (100% do CDI), the IPCA pro rata from each 15th as
 * the Tesouro's NTN-B. What a return is set beside: the same period, the same published rates, never an invented
 * one (a missing day stops it, as it stops a position).
 */
export function indexGrowth(
  series: 'cdi' | 'ipca',
  from: string,
  to: string,
  rates: IndexRates,
): IndexGrowth {
  if (to <= from) return { growth: 0, computedTo: to, missing: null };
  const [state] =
    series === 'cdi'
      ? dailyWalk(from, [to], 'cdi', rates.cdi, { kind: 'cdi', percent: 100 })
      : inflationWalk(from, [to], rates.ipca);
  const reached = state as WalkState;
  return { growth: reached.factor - 1, computedTo: reached.to, missing: reached.missing };
}

/** True when the dates are in ascending order, each once (as the net worth asks them): no copy to sort. */
function inOrder(dates: readonly string[]): boolean {
  for (let i = 1; i < dates.length; i++) if ((dates[i - 1] as string) >= (dates[i] as string)) return false;
  return true;
}
