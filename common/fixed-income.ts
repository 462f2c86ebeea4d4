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
 * from the application (included) to the date asked (excluded). Each series keeps the precision its own rulebook
 * names (docs/PRODUCT.md, Investments, says the same in words):
 * - % do CDI (CDB, LCI, LCA, RDB): B3's "Caderno de Fórmulas — CDBs, DIs, DPGE, LAM, LC, LF, … e RDB" (Cetip, now
 *   B3; its "Metodologia de cálculo acumulado" of the DI-CETIP Over): TDIk = (1 + DIk)^(1/252) − 1 rounded to 8
 *   places (the SGS series 12 publishes it so); each day's factor 1 + TDIk × p/100 taken with its 16 places,
 *   unrounded; the product of the daily factors truncated to 16 places after each day; the accumulated "Fator DI"
 *   rounded to 8 places once, at the end; the value the principal times it, truncated to the cent. (Rounding each
 *   day's factor to 8 places, as Grana did, lost a cent in a few hundred days: a CDB at 117% over 800 days.)
 * - CDI + spread: that Fator DI (p = 100) times the spread's factor (1 + spread)^(du/252) rounded to 9 places, the
 *   product rounded to 8.
 * - Selic (Tesouro Selic, the LFT): the Tesouro Nacional's "Metodologia de Cálculo dos Títulos Públicos Federais
 *   Ofertados nos Leilões Primários" (STN), its table of precision for the LFT: the accumulated Selic factor
 *   rounded to 16 places (A-16), the VNA truncated to 6 places of a value near R$ 15.000,00 (so no rounding of the
 *   factor to 8 places: the VNA keeps ten significant digits), the financial value truncated to the cent. The
 *   product of the daily factors 1 + Selic_k is rounded to 16 places after each day, as the VNA is formed day by
 *   day; a spread (ágio or deságio) multiplies it by (1 + spread)^(du/252) rounded to 9 places.
 * - Prefixado: (1 + rate)^(du/252), rounded to 9 places, then 8.
 * - IPCA + rate (the NTN-B): the inflation as the Tesouro updates the VNA, by month from each 15th to the next, the
 *   period from the 15th of a month taking that month's IPCA, pro rata of calendar days in a period partly held
 *   (dcp/dct, truncated to 14 places as the STN's table says of the "fator pró-rata"); times (1 + rate)^(du/252).
 * A day whose rate is not known stops the accrual there: the value is the last computable one, and says from which
 * day a rate is missing; no value is ever made from a rate not published.
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
 * How a principal is worth a walk's factor, by its series' rule (the module's comment): the cents of a principal,
 * truncated. Built once per date, applied to the whole and to each part split off.
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

/** Where a walk is at a date asked: the index's factor, the business days counted and where it stopped. */
interface WalkState {
  /** The factor as a number: an index's growth, the IPCA's factor. */
  factor: number;
  /** A daily series' accumulated factor exactly, its 16 places in limbs (Limbs); null for the others. */
  exact: Limbs | null;
  businessDays: number;
  to: string;
  missing: Valuation['missing'];
}

/**
 * A daily index's factor at each date asked (in order, after `start`): its daily factors multiplied over the
 * business days from `start` (included) to the date (excluded), in one pass, kept to 16 places exactly (the DI's
 * truncated after each day as B3's formulas say, the Selic's rounded as the STN's). A business day without its
 * rate ends the walk, and every later date is worth what the walk reached. The rates are read from the series laid
 * on the business days once per series read (dailyCalendar), so a walk is arithmetic over arrays: the net worth
 * values 50 positions at 61 month ends, a list 500 positions of 16 years (two million days).
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
  const rates = calendar && inSeries ? calendar.rates : null;
  // p/100 with 6 places as an integer (p has at most 4 places, the column's numeric(9,4)): 110% is 1.100000.
  const percent = indexing.kind === 'cdi' ? Math.round(indexing.percent * 1e4) : 1_000_000;
  // The DI's product is truncated at the 16th place (B3); the Selic's rounded there (STN, "A-16").
  const half = series === 'selic' ? HALF_14 : 0;
  // The factor × 10^16 in limbs (Limbs), held in plain locals (no closure captures them: V8 keeps captured ones in
  // a heap context, and the walk is the hot path).
  let f2 = 100;
  let f1 = 0;
  let f0 = 0;
  let at = from;
  let missing: Valuation['missing'] = null;
  const states: WalkState[] = [];
  for (const date of asked) {
    if (!rates) {
      if (first < date) missing = { series, date: first };
      states.push({ factor: 1, exact: [f2, f1, f0], businessDays: 0, to: missing?.date ?? date, missing });
      continue;
    }
    const end = firstIndexAtOrAfter(days, date);
    for (; missing === null && at < end; at++) {
      const rate = rates[at] as number;
      if (Number.isNaN(rate)) {
        missing = { series, date: days[at] as string };
        break;
      }
      // F × (1 + term / 10^14) kept to 16 places: F + floor((F × term + half) / 10^14). `term` is TDIk × p/100 as an
      // integer of 14 places (TDIk's 8 places times p/100's 6), so each day's factor is exact as B3 takes it ("16
      // casas sem arredondamento": it has no more than 14). With F = f2·10^14 + f1·10^7 + f0 and term = t1·10^7 +
      // t0, F × term = c3·10^21 + c2·10^14 + c1·10^7 + c0, and the quotient is c3·10^7 + c2 + floor(r1 / 10^7).
      const term = rate * percent;
      if (term >= MAX_TERM || f2 >= MAX_F2) {
        [f2, f1, f0] = timesDailyFactorBig([f2, f1, f0], term, half);
        continue;
      }
      const t1 = limbFloor(term);
      const t0 = term - t1 * LIMB;
      const r1 = f1 * t0 + f0 * t1 + limbFloor(f0 * t0 + half);
      let low = f0 + f2 * t0 + f1 * t1 + limbFloor(r1);
      let carry = limbFloor(low);
      low -= carry * LIMB;
      let middle = f1 + f2 * t1 + carry;
      carry = limbFloor(middle);
      middle -= carry * LIMB;
      f2 += carry;
      f1 = middle;
      f0 = low;
    }
    const exact: Limbs = [f2, f1, f0];
    states.push({
      factor: limbsToNumber(exact),
      exact,
      businessDays: at - from,
      to: missing?.date ?? date,
      missing,
    });
  }
  return states;
}

/**
 * An accumulated factor to 16 places as an integer (the factor × 10^16) in three limbs of base 10^7, most
 * significant first: [f2, f1, f0] is f2·10^14 + f1·10^7 + f0. The 16-place product needs about 70 bits a day;
 * BigInt took 1 s for two million days (a list of 500 positions of 16 years), these doubles about 50 ms.
 */
type Limbs = [number, number, number];
const LIMB = 1e7;
/** Half of 10^14 (a day's term's unit): added before flooring, it rounds half up. */
const HALF_14 = 5e13;
/**
 * The doubles' walk is exact while a day's term stays under 10^13 (a rate of 1% a day at 1000% of it) and the
 * factor under 10^4; past either (a typing slip), the day is multiplied in BigInt.
 */
const MAX_TERM = 1e13;
const MAX_F2 = 1e6;

/**
 * floor(x / 10^7) of an integer x under 2^53, exactly: a product by 10^-7 (half the time of a division, and the
 * walk's cost is these) is off by at most one, which the exact remainder puts right.
 */
function limbFloor(x: number): number {
  const k = Math.floor(x * 1e-7);
  const r = x - k * LIMB;
  return r < 0 ? k - 1 : r >= LIMB ? k + 1 : k;
}

function timesDailyFactorBig(f: Limbs, term: number, half: number): Limbs {
  const ONE = 100_000_000_000_000n;
  const next = limbsToBigInt(f) + (limbsToBigInt(f) * BigInt(term) + BigInt(half)) / ONE;
  const limb = 10_000_000n;
  return [Number(next / (limb * limb)), Number((next / limb) % limb), Number(next % limb)];
}

function limbsToNumber(f: Limbs): number {
  return (f[0] * 1e14 + f[1] * 1e7 + f[2]) / 1e16;
}

function limbsToBigInt(f: Limbs): bigint {
  return BigInt(f[0]) * 100_000_000_000_000n + BigInt(f[1]) * 10_000_000n + BigInt(f[2]);
}

/** A 16-place factor rounded (half up) to 8 places, as an integer (the factor × 10^8): B3's final Fator DI. */
function round16To8(f: Limbs): number {
  // F / 10^8 = f2·10^6 + f1 / 10 + f0 / 10^8.
  const below = (f[1] % 10) * LIMB + f[2];
  return f[0] * 1e6 + Math.floor(f[1] / 10) + (below >= 5e7 ? 1 : 0);
}

interface DailyCalendar {
  /**
   * The business days from the series' first one to the first after its last: that last day has no rate, so a
   * walk past the series stops there.
   */
  days: string[];
  /** Each day's rate as an integer of 8 places (B3's TDIk × 10^8); NaN on a business day the series lacks. */
  rates: Float64Array;
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
      // A percentage of 6 places (the SGS's) is TDIk of 8; a typed one with more is rounded there, as B3 rounds TDIk.
      rates[i] = percent === undefined ? Number.NaN : roundTo(percent * 1e6, 0);
    });
    calendar = { days, rates };
    calendarCache.set(values, calendar);
  }
  return calendar;
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

/** A spread's factor over `du` business days as an integer of 9 places (the factor × 10^9). */
function spreadFactor9(spread: number, du: number): number {
  return Math.round(yearlyFactor({ kind: 'cdi_mais', spread }, du) * 1e9);
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

/**
 * Applied cents times a factor of 8 places given as an integer (the factor × 10^8), truncated to the cent, in
 * integers (no binary drift): in doubles while the product and the checks below stay exact integers (up to 2^52:
 * R$ 45 milhões at a factor of 1), in BigInt above (a BigInt product for each of the net worth's 3,000 values was a
 * tenth of its time).
 */
function timesScaled8(appliedCents: number, scaled: number): number {
  const product = appliedCents * scaled;
  if (product < 0 || product > EXACT_LIMIT) return Number((BigInt(appliedCents) * BigInt(scaled)) / SCALE);
  // The quotient of two exact integers, floored, then put right where the division rounded across an integer.
  let cents = Math.floor(product / 1e8);
  if (cents * 1e8 > product) cents--;
  else if ((cents + 1) * 1e8 <= product) cents++;
  return cents;
}
const SCALE = 100_000_000n;
const SCALE_9 = 1_000_000_000n;
const HALF_9 = 500_000_000n;
const SCALE_25 = 10n ** 25n;
const EXACT_LIMIT = 2 ** 52;
