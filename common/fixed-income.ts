import { businessDayList, businessDaysBetween } from './business-days';
import { addMonths, daysBetween, splitIsoDate, toIsoDate } from './dates';
import { type IndexSeries, roundTo, type SeriesValues } from './index-series';

/**
 * What a fixed-income position is worth on a date, "na curva" (the value its contract accrues, not a market
 * price): the one module that accrues them. Rates accrue on business days (common/business-days.ts), 252 a year,
 * from the application (included) to the date asked (excluded), as B3's formulas for CDBs do:
 * - % do CDI: each day's factor is 1 + TDIk × p, TDIk the day's DI rate as the SGS publishes it (8 places as a
 *   fraction) and the product TDIk × p rounded to 8 places; the factors multiplied.
 * - CDI + spread, Selic (+ spread): the index's daily factors multiplied, times (1 + spread)^(du/252).
 * - Prefixado: (1 + rate)^(du/252).
 * - IPCA + rate: the inflation as the Tesouro updates the NTN-B, by month from each 15th to the next, the period
 *   from the 15th of a month taking that month's IPCA, pro rata of calendar days in a period partly held
 *   (dcp/dct); times (1 + rate)^(du/252).
 * The factor is rounded to 8 places and the value truncated to the cent: a person is never shown a cent the
 * contract did not give. A day whose rate is not known stops the accrual there: the value is the last
 * computable one, and says from which day a rate is missing; no value is ever made from a rate not published.
 */

export type Indexing =
  /** `percent` % do CDI (110 for 110%). */
  | { kind: 'cdi'; percent: number }
  /** CDI + `spread` % a.a. */
  | { kind: 'cdi_mais'; spread: number }
  /** Selic + `spread` % a.a. (the Tesouro Selic: 0). */
  | { kind: 'selic'; spread: number }
  /** IPCA + `rate` % a.a. */
  | { kind: 'ipca'; rate: number }
  /** `rate` % a.a. */
  | { kind: 'prefixado'; rate: number };

export type IndexRates = Partial<Record<IndexSeries, SeriesValues>>;

export interface Valuation {
  /** The date asked. */
  date: string;
  grossCents: number;
  /** The date the value is of: the date asked, or the first day a rate is missing. */
  computedTo: string;
  /** The first day without a published rate, and of which series; null when every rate was known. */
  missing: { series: IndexSeries; date: string } | null;
}

/** The series an indexing reads. */
export function seriesOf(indexing: Indexing): IndexSeries | null {
  switch (indexing.kind) {
    case 'cdi':
    case 'cdi_mais':
      return 'cdi';
    case 'selic':
      return 'selic';
    case 'ipca':
      return 'ipca';
    case 'prefixado':
      return null;
  }
}

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
 */
export function valuesOn(
  appliedCents: number,
  start: string,
  dates: readonly string[],
  indexing: Indexing,
  rates: IndexRates,
): Valuation[] {
  const sorted = [...new Set(dates)].sort();
  const last = sorted[sorted.length - 1] ?? start;
  const series = seriesOf(indexing);
  const daily = indexing.kind === 'cdi' || indexing.kind === 'cdi_mais' || indexing.kind === 'selic';
  const values = series ? rates[series] : undefined;
  const published = daily && values ? publishedDays(values) : null;
  const terms = published ? dailyTerms(published, indexing) : null;

  // Walks the business days once, keeping for each date asked the daily index's factor and the days counted
  // before it; a day without its rate ends the walk, and every later date is worth what the walk reached. The
  // series is read by a cursor moving with the days (its dates in order), not looked up day by day: a list of
  // 500 positions of 16 years is two million days.
  let factor = 1;
  let businessDays = 0;
  let missing: Valuation['missing'] = null;
  const reached = new Map<string, WalkState>();
  let next = 0;
  const keepUpTo = (day: string) => {
    for (; next < sorted.length && (sorted[next] as string) <= day; next++) {
      const asked = sorted[next] as string;
      reached.set(asked, { factor, businessDays, to: missing?.date ?? asked, missing });
    }
  };
  const days = businessDayList(start, last);
  let cursor = published ? firstAtOrAfter(published.days, start) : 0;
  for (const day of days) {
    keepUpTo(day);
    if (daily) {
      // Dates the series has that are not business days (none in the SGS's) are passed over.
      while (published && cursor < published.days.length && (published.days[cursor] as string) < day)
        cursor++;
      if (!published || published.days[cursor] !== day) {
        missing = { series: series as IndexSeries, date: day };
        break;
      }
      factor *= 1 + (terms as Float64Array)[cursor]!;
      cursor++;
    }
    businessDays++;
  }
  keepUpTo(last);

  return sorted.map((asked) => {
    if (asked <= start) return { date: asked, grossCents: appliedCents, computedTo: asked, missing: null };
    const state = reached.get(asked) as WalkState;
    if (indexing.kind !== 'ipca') {
      const total = roundTo(state.factor * yearlyFactor(indexing, state.businessDays), 8);
      return {
        date: asked,
        grossCents: timesFactor(appliedCents, total),
        computedTo: state.to,
        missing: state.missing,
      };
    }
    const inflation = inflationFactor(start, asked, values);
    const to = inflation.missingFrom ?? asked;
    const du = inflation.missingFrom ? businessDaysBetween(start, to) : state.businessDays;
    const total = roundTo(inflation.factor * yearlyFactor(indexing, du), 8);
    const lacking = inflation.missingFrom ? { series: 'ipca' as const, date: inflation.missingFrom } : null;
    return { date: asked, grossCents: timesFactor(appliedCents, total), computedTo: to, missing: lacking };
  });
}

interface WalkState {
  factor: number;
  businessDays: number;
  to: string;
  missing: Valuation['missing'];
}

interface Published {
  days: string[];
  /** Each day's rate as a fraction, 8 places (B3's TDIk). */
  rates: Float64Array;
  /** Each day's term of a % do CDI, by the percent: TDIk × p rounded to 8 places, shared by the positions alike. */
  termsByPercent: Map<number, Float64Array>;
}

/** A daily series' dates in order and each day's rate, built once per series read (a list values many positions). */
const publishedCache = new WeakMap<SeriesValues, Published>();
function publishedDays(values: SeriesValues): Published {
  let published = publishedCache.get(values);
  if (!published) {
    const days = [...values.keys()].sort();
    const rates = new Float64Array(days.length);
    days.forEach((day, i) => {
      rates[i] = roundTo((values.get(day) as number) / 100, 8);
    });
    published = { days, rates, termsByPercent: new Map() };
    publishedCache.set(values, published);
  }
  return published;
}

/** Each day's term: % do CDI takes p of the day's rate, rounded to 8 places (B3's TDIk × p); the others the rate. */
function dailyTerms(published: Published, indexing: Indexing): Float64Array {
  if (indexing.kind !== 'cdi') return published.rates;
  let terms = published.termsByPercent.get(indexing.percent);
  if (!terms) {
    terms = published.rates.map((rate) => roundTo((rate * indexing.percent) / 100, 8));
    published.termsByPercent.set(indexing.percent, terms);
  }
  return terms;
}

/** The index of the first of `sorted` on or after `date` (its length when none is). */
function firstAtOrAfter(sorted: readonly string[], date: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The part of the factor a yearly rate gives over `du` business days: the spread, the real or the fixed rate. */
function yearlyFactor(indexing: Indexing, du: number): number {
  const yearly =
    indexing.kind === 'cdi'
      ? 0
      : indexing.kind === 'ipca' || indexing.kind === 'prefixado'
        ? indexing.rate
        : indexing.spread;
  return yearly === 0 ? 1 : roundTo((1 + yearly / 100) ** (du / 252), 9);
}

/** The 15th on or before a date: where its NTN-B period starts. */
function anniversaryOnOrBefore(date: string): string {
  const { year, month, day } = splitIsoDate(date);
  const fifteenth = toIsoDate(year, month, 15);
  return day >= 15 ? fifteenth : addMonths(fifteenth, -1);
}

/**
 * The IPCA's factor from `start` to `to`, period by period (from a 15th to the next, each taking the IPCA of the
 * month it starts in), pro rata of calendar days at both ends. Stops at the first period whose IPCA is unknown.
 */
function inflationFactor(
  start: string,
  to: string,
  ipca: SeriesValues | undefined,
): { factor: number; missingFrom: string | null } {
  let factor = 1;
  for (let periodStart = anniversaryOnOrBefore(start); periodStart < to; ) {
    const periodEnd = addMonths(periodStart, 1);
    const from = periodStart > start ? periodStart : start;
    const until = periodEnd < to ? periodEnd : to;
    const percent = ipca?.get(`${periodStart.slice(0, 7)}-01`);
    if (percent === undefined) return { factor, missingFrom: from };
    factor *= (1 + percent / 100) ** (daysBetween(from, until) / daysBetween(periodStart, periodEnd));
    periodStart = periodEnd;
  }
  return { factor, missingFrom: null };
}

/** Applied cents times a factor of 8 places, truncated to the cent, in integers (no binary drift). */
function timesFactor(appliedCents: number, factor: number): number {
  const scaled = BigInt(Math.round(factor * 1e8));
  return Number((BigInt(appliedCents) * scaled) / 100_000_000n);
}
