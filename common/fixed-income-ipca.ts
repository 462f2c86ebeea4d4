import { businessDaysBetween } from './business-days';
import { addMonths, daysBetween, splitIsoDate, toIsoDate } from './dates';
import type { WalkState } from './fixed-income';
import type { SeriesValues } from './index-series';

/** The 15th on or before a date: where its NTN-B period starts. */
function anniversaryOnOrBefore(date: string): string {
  const { year, month, day } = splitIsoDate(date);
  const fifteenth = toIsoDate(year, month, 15);
  return day >= 15 ? fifteenth : addMonths(fifteenth, -1);
}

/** The 15th of the month after a 15th's: where a period ends (the returns walk 500 positions' 16 years of them). */
function nextFifteenth(fifteenth: string): string {
  const year = Number(fifteenth.slice(0, 4));
  const month = Number(fifteenth.slice(5, 7));
  return month === 12 ? toIsoDate(year + 1, 1, 15) : toIsoDate(year, month + 1, 15);
}

/**
 * The IPCA's factor at each date asked (in order, after `start`), period by period (from a 15th to the next, each
 * taking the IPCA of the month it starts in), pro rata of calendar days at both ends, in one pass over the periods.
 * Stops at the first period whose IPCA is unknown: the value is then of the day that period starts (or `start`),
 * its real rate over the business days up to there.
 */
export function inflationWalk(
  start: string,
  asked: readonly string[],
  ipca: SeriesValues | undefined,
): WalkState[] {
  // The factor of the periods walked whole, multiplied in the order a single date's walk would.
  let whole = 1;
  let periodStart = anniversaryOnOrBefore(start);
  let periodEnd = nextFifteenth(periodStart);
  let missingFrom: string | null = null;
  // The business days counted up to the last date answered: each date adds only its own stretch.
  let counted = start;
  let businessDays = 0;
  const periodFactor = (until: string): number | null => {
    const from = periodStart > start ? periodStart : start;
    const percent = ipca?.get(`${periodStart.slice(0, 7)}-01`);
    if (percent === undefined) {
      missingFrom = from;
      return null;
    }
    // A whole period's exponent is 1 (n/n): the month's IPCA itself, without dating its days.
    if (from === periodStart && until === periodEnd) return 1 + percent / 100;
    // The pro rata exponent dcp/dct truncated to 14 places (STN, "fator pró-rata", T-14): an integer quotient of
    // 31 × 10^14 at most, floored exactly (its fraction is a multiple of 1/dct, far from the doubles' ulp).
    const exponent =
      Math.floor((daysBetween(from, until) * 1e14) / daysBetween(periodStart, periodEnd)) / 1e14;
    return (1 + percent / 100) ** exponent;
  };
  return asked.map((to) => {
    while (missingFrom === null && periodEnd <= to) {
      const factor = periodFactor(periodEnd);
      if (factor === null) break;
      whole *= factor;
      periodStart = periodEnd;
      periodEnd = nextFifteenth(periodStart);
    }
    let factor = whole;
    if (missingFrom === null && periodStart < to) {
      const part = periodFactor(to);
      if (part !== null) factor = whole * part;
    }
    const reached: string = missingFrom ?? to;
    if (reached !== counted) {
      businessDays =
        reached > counted
          ? businessDays + businessDaysBetween(counted, reached)
          : businessDaysBetween(start, reached);
      counted = reached;
    }
    return {
      factor,
      exact: null,
      businessDays,
      to: reached,
      missing: missingFrom === null ? null : { series: 'ipca', date: missingFrom },
    };
  });
}
