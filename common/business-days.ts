import { addDays, daysInMonth, isWeekend, splitIsoDate, toIsoDate } from './dates';

/**
 * Brazil's national holidays and business days: the one module that knows them. A business day is a weekday
 * that is not a national holiday. Besides the fixed-date holidays (Lei 662/1949 and later laws), banks close on
 * Carnaval (Monday and Tuesday), Sexta-feira Santa and Corpus Christi, which move with Easter: a salary due on the
 * 5th business day skips them as people expect. Dia da Consciência Negra is national from 2024 (Lei 14.759/2023).
 * State and city holidays are not counted.
 *
 * Two calendars follow from them. The market's (isBusinessDay): the days bank reserves move, ANBIMA's list, on which
 * rates accrue (the du of a rate on 252 days) and daily indexes are published; the year's last weekday is one of them.
 * The banks' counters (isBankBusinessDay): on the year's last business day there is no public bank service
 * (Resolução CMN 4.880/2020, art. 3º, as Resolução 2.596/1999 before it; ANBIMA's list notes it and leaves it out),
 * so a bill, a boleto or a DARF due then is paid the business day before, and a salary on the n-th business day
 * does not land on it. Ash Wednesday and 24/12 open with shorter hours (art. 2º): business days in both calendars.
 */

/** Easter Sunday (Gregorian calendar, the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

const FIXED: ReadonlyArray<[month: number, day: number, name: string, since?: number]> = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal'],
];

const MOVABLE: ReadonlyArray<[daysFromEaster: number, name: string]> = [
  [-48, 'Carnaval'],
  [-47, 'Carnaval'],
  [-2, 'Sexta-feira Santa'],
  [60, 'Corpus Christi'],
];

const byYear = new Map<number, Map<string, string>>();

/** The year's national holidays, date to name. */
export function nationalHolidays(year: number): ReadonlyMap<string, string> {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map();
    for (const [month, day, name, since] of FIXED) {
      if (since === undefined || year >= since) holidays.set(toIsoDate(year, month, day), name);
    }
    const easter = easterSunday(year);
    for (const [offset, name] of MOVABLE) holidays.set(addDays(easter, offset), name);
    byYear.set(year, holidays);
  }
  return holidays;
}

export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && !nationalHolidays(splitIsoDate(date).year).has(date);
}

/** The year's last business day of the market's calendar: the day without public bank service. */
function lastMarketDayOfYear(year: number): string {
  return businessDaysOfYear(year).at(-1) as string;
}

/** A day the banks serve the public: a business day that is not the year's last (see the module's comment). */
export function isBankBusinessDay(date: string): boolean {
  return isBusinessDay(date) && date !== lastMarketDayOfYear(yearOf(date));
}

/** The last day of a month ('YYYY-MM') the banks serve the public: when a bill due "at the month's end" is paid. */
export function lastBankBusinessDayOfMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  let date = toIsoDate(year, monthNumber, daysInMonth(year, monthNumber));
  // Every month has bank business days in its last week: the walk back is a few steps at most.
  while (!isBankBusinessDay(date)) date = addDays(date, -1);
  return date;
}

/** The most business days a month may be asked for (every month has at least 18, December without its last too). */
export const MAX_BUSINESS_DAY = 18;

/** The n-th bank business day of the month of `reference` (1 is the first): a salary's or a bill's day. */
export function nthBusinessDay(reference: string, n: number): string {
  const { year, month } = splitIsoDate(reference);
  let found = 0;
  let last = toIsoDate(year, month, 1);
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = toIsoDate(year, month, day);
    if (!isBankBusinessDay(date)) continue;
    last = date;
    found++;
    if (found === n) return date;
  }
  // n is bounded by MAX_BUSINESS_DAY, which every month reaches; the last business day otherwise.
  return last;
}

const businessDaysByYear = new Map<number, readonly string[]>();

/** The year's business days in order, built once per year: accruals walk them instead of every calendar day. */
export function businessDaysOfYear(year: number): readonly string[] {
  let days = businessDaysByYear.get(year);
  if (!days) {
    const list: string[] = [];
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= daysInMonth(year, month); day++) {
        const date = toIsoDate(year, month, day);
        if (isBusinessDay(date)) list.push(date);
      }
    }
    days = list;
    businessDaysByYear.set(year, days);
  }
  return days;
}

/** An ISO date's year, read from its first four digits (the walks below ask it of every date they are given). */
const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The index of the first of `sorted` on or after `value` (its length when none is): a binary search. */
export function firstIndexAtOrAfter(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The business days from `from` (included) to `to` (excluded), in order, as one array (the years' own, sliced). */
export function businessDayList(from: string, to: string): string[] {
  const out: string[] = [];
  const last = yearOf(to);
  for (let year = yearOf(from); year <= last; year++) {
    const days = businessDaysOfYear(year);
    const end = firstIndexAtOrAfter(days, to);
    for (let i = firstIndexAtOrAfter(days, from); i < end; i++) out.push(days[i] as string);
  }
  return out;
}

/** The first business day on or after `date` (itself when it is one). */
export function businessDayOnOrAfter(date: string): string {
  for (let year = yearOf(date); ; year++) {
    const days = businessDaysOfYear(year);
    const found = days[firstIndexAtOrAfter(days, date)];
    if (found !== undefined) return found;
  }
}

/** The business days from `from` (included) to `to` (excluded), in order: the days a rate accrues on. */
export function* businessDaysFrom(from: string, to: string): Generator<string> {
  const last = yearOf(to);
  for (let year = yearOf(from); year <= last; year++) {
    for (const date of businessDaysOfYear(year)) {
      if (date >= to) return;
      if (date >= from) yield date;
    }
  }
}

/**
 * How many business days from `from` (included) to `to` (excluded): the du of a rate on 252 days a year. Counted
 * by a binary search in each year's list, not day by day: the net worth asks it of every position at 61 dates.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (to <= from) return 0;
  let count = 0;
  const last = yearOf(to);
  for (let year = yearOf(from); year <= last; year++) {
    const days = businessDaysOfYear(year);
    count += firstIndexAtOrAfter(days, to) - firstIndexAtOrAfter(days, from);
  }
  return count;
}
