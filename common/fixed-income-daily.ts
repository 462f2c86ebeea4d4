import { businessDayList, businessDayOnOrAfter, firstIndexAtOrAfter } from './business-days';
import { addDays } from './dates';
import type { Indexing, Valuation, WalkState } from './fixed-income';
import {
  HALF_14,
  LIMB,
  type Limbs,
  limbFloor,
  limbsToNumber,
  MAX_F2,
  MAX_TERM,
  timesDailyFactorBig,
} from './fixed-income-exact';
import { type IndexSeries, roundTo, type SeriesValues } from './index-series';

/**
 * A daily index's factor at each date asked (in order, after `start`): its daily factors multiplied over the
 * business days from `start` (included) to the date (excluded), in one pass, kept to 16 places exactly (the DI's
 * truncated after each day as B3's formulas say, the Selic's rounded as the STN's). A business day without its
 * rate ends the walk, and every later date is worth what the walk reached. The rates are read from the series laid
 * on the business days once per series read (dailyCalendar), so a walk is arithmetic over arrays: the net worth
 * values 50 positions at 61 month ends, a list 500 positions of 16 years (two million days).
 */
export function dailyWalk(
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
