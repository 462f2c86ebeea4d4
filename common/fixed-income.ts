import {
  businessDayList,
  businessDayOnOrAfter,
  businessDaysBetween,
  firstIndexAtOrAfter,
} from './business-days';
import { addDays, addMonths, daysBetween, splitIsoDate, toIsoDate } from './dates';
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
          businessDays: businessDaysBetween(start, asked),
          to: asked,
          missing: null,
        }));

  return sorted.map((asked, i) => {
    if (i < first) return { date: asked, grossCents: appliedCents, computedTo: asked, missing: null };
    const state = states[i - first] as WalkState;
    const total = roundTo(state.factor * yearlyFactor(indexing, state.businessDays), 8);
    return {
      date: asked,
      grossCents: timesFactor(appliedCents, total),
      computedTo: state.to,
      missing: state.missing,
    };
  });
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

/** Where a walk is at a date asked: the index's factor, the business days counted and where it stopped. */
interface WalkState {
  factor: number;
  businessDays: number;
  to: string;
  missing: Valuation['missing'];
}

/**
 * A daily index's factor at each date asked (in order, after `start`): its daily factors multiplied over the
 * business days from `start` (included) to the date (excluded), in one pass. A business day without its rate ends
 * the walk, and every later date is worth what the walk reached. The rates are read from the series laid on the
 * business days once per series read (dailyCalendar), so a walk is arithmetic over arrays: the net worth values 50
 * positions at 61 month ends, a list 500 positions of 16 years (two million days).
 */
function dailyWalk(
  start: string,
  asked: readonly string[],
  series: IndexSeries,
  values: SeriesValues | undefined,
  indexing: Indexing,
): WalkState[] {
  const calendar = values ? dailyCalendar(values) : null;
  const days = calendar?.days ?? [];
  const first = businessDayOnOrAfter(start);
  // The walk starts on the first business day; one outside the series' days has no rate (stops at once).
  const inSeries =
    days.length > 0 && first >= (days[0] as string) && first <= (days[days.length - 1] as string);
  const from = inSeries ? firstIndexAtOrAfter(days, first) : 0;
  const terms = calendar && inSeries ? dailyTerms(calendar, indexing, from) : null;
  let factor = 1;
  let at = from;
  let missing: Valuation['missing'] = null;
  return asked.map((date) => {
    if (!terms) {
      if (first < date) missing = { series, date: first };
      return { factor, businessDays: 0, to: missing?.date ?? date, missing };
    }
    const end = firstIndexAtOrAfter(days, date);
    for (; !missing && at < end; at++) {
      const term = terms[at] as number;
      if (Number.isNaN(term)) {
        missing = { series, date: days[at] as string };
        break;
      }
      factor *= 1 + term;
    }
    return { factor, businessDays: at - from, to: missing?.date ?? date, missing };
  });
}

interface DailyCalendar {
  /**
   * The business days from the series' first one to the first after its last: that last day has no rate, so a
   * walk past the series stops there.
   */
  days: string[];
  /** Each day's rate as a fraction, 8 places (B3's TDIk); NaN on a business day the series lacks. */
  rates: Float64Array;
  /**
   * Each day's term of a % do CDI, by the percent: TDIk × p rounded to 8 places, shared by the positions alike;
   * filled from the day `from` on.
   */
  termsByPercent: Map<number, { terms: Float64Array; from: number }>;
}

/** A daily series on the business days, built once per series read (a list values many positions). */
const calendarCache = new WeakMap<SeriesValues, DailyCalendar>();
function dailyCalendar(values: SeriesValues): DailyCalendar {
  let calendar = calendarCache.get(values);
  if (!calendar) {
    let firstDate = '';
    let lastDate = '';
    for (const date of values.keys()) {
      if (firstDate === '' || date < firstDate) firstDate = date;
      if (date > lastDate) lastDate = date;
    }
    // Dates the series has that are not business days (none in the SGS's) are passed over.
    const days: string[] = [];
    if (firstDate !== '') {
      const after = addDays(lastDate, 1);
      days.push(...businessDayList(firstDate, after), businessDayOnOrAfter(after));
    }
    const rates = new Float64Array(days.length);
    days.forEach((day, i) => {
      const percent = values.get(day);
      rates[i] = percent === undefined ? Number.NaN : roundTo(percent / 100, 8);
    });
    calendar = { days, rates, termsByPercent: new Map() };
    calendarCache.set(values, calendar);
  }
  return calendar;
}

/**
 * Each day's term from the day `from` on: % do CDI takes p of the day's rate, rounded to 8 places (B3's TDIk × p);
 * the others the rate. A percent's terms are computed once, from the earliest day a position at it starts: a list
 * of positions of different percents each pays only for its own days.
 */
function dailyTerms(calendar: DailyCalendar, indexing: Indexing, from: number): Float64Array {
  if (indexing.kind !== 'cdi') return calendar.rates;
  let percent = calendar.termsByPercent.get(indexing.percent);
  if (!percent) {
    percent = { terms: new Float64Array(calendar.days.length), from: calendar.days.length };
    calendar.termsByPercent.set(indexing.percent, percent);
  }
  for (let i = from; i < percent.from; i++) {
    // NaN (a day without its rate) stays NaN.
    percent.terms[i] = roundTo(((calendar.rates[i] as number) * indexing.percent) / 100, 8);
  }
  percent.from = Math.min(percent.from, from);
  return percent.terms;
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
function inflationWalk(start: string, asked: readonly string[], ipca: SeriesValues | undefined): WalkState[] {
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
    return (1 + percent / 100) ** (daysBetween(from, until) / daysBetween(periodStart, periodEnd));
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
      businessDays,
      to: reached,
      missing: missingFrom === null ? null : { series: 'ipca', date: missingFrom },
    };
  });
}

/**
 * Applied cents times a factor of 8 places, truncated to the cent, in integers (no binary drift): in doubles while
 * the product and the checks below stay exact integers (up to 2^52: R$ 45 milhões at a factor of 1), in BigInt
 * above (a BigInt product for each of the net worth's 3,000 values was a tenth of its time).
 */
function timesFactor(appliedCents: number, factor: number): number {
  const scaled = Math.round(factor * 1e8);
  const product = appliedCents * scaled;
  if (product < 0 || product > EXACT_LIMIT) return Number((BigInt(appliedCents) * BigInt(scaled)) / SCALE);
  // The quotient of two exact integers, floored, then put right where the division rounded across an integer.
  let cents = Math.floor(product / 1e8);
  if (cents * 1e8 > product) cents--;
  else if ((cents + 1) * 1e8 <= product) cents++;
  return cents;
}
const SCALE = 100_000_000n;
const EXACT_LIMIT = 2 ** 52;
