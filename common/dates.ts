/**
 * Calendar dates travel as ISO 'YYYY-MM-DD' strings and are computed without the server's time zone:
 * "today" and "this month" are always asked of the user's time zone.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days of each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  // The forecast asks it for every day of 300 fixed items: a table rather than a Date each time. Years below 100
  // (which Date.UTC reads as 19xx), months out of 1..12 and fractions go through Date as before.
  if (Number.isInteger(year) && year >= 100 && Number.isInteger(month) && month >= 1 && month <= 12) {
    if (month !== 2) return MONTH_DAYS[month - 1]!;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date in ISO form: '2026-02-28' yes, '2026-02-30' no. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return (
    year >= 1900 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function splitIsoDate(iso: string): { year: number; month: number; day: number } {
  // 'YYYY-MM-DD' read digit by digit: split and map cost the forecast of 300 fixed items a tenth of its time in
  // arrays and strings to collect. Anything else is split as before.
  if (iso.length === 10 && iso.charCodeAt(4) === 45 && iso.charCodeAt(7) === 45) {
    const year = digitsAt(iso, 0, 4);
    const month = digitsAt(iso, 5, 2);
    const day = digitsAt(iso, 8, 2);
    // NaN, when one is not a digit, fails the comparison.
    if (year >= 0 && month >= 0 && day >= 0) return { year, month, day };
  }
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const WALL_CLOCK_PARTS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Built once per time zone and kind of parts: building a formatter costs far more than using one (bank sync reads
 * the day of each of 1,500 timestamps: 300 ms with a formatter each). Time zones are validated before they get
 * here, so the map holds at most the few hundred IANA names.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** Reads the named parts of an instant's wall clock in a time zone ('year', 'hour', ...). */
function wallClock(timeZone: string, now: Date, kind: keyof typeof WALL_CLOCK_PARTS) {
  const key = `${kind} ${timeZone}`;
  let format = wallClockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...WALL_CLOCK_PARTS[kind] });
    wallClockFormats.set(key, format);
  }
  const parts = format.formatToParts(now);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * Today's date in the given time zone, e.g. '2026-11-21' in America/Sao_Paulo at 01:00 UTC is still the 20th. The
 * year has four digits whatever the instant ('0001-01-01', not '1-01-01', which PostgreSQL would read as 2001).
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const get = wallClock(timeZone, now, 'date');
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

/** The time of day in a time zone, 'HH:MM' (24 hours): when a daily job is due. */
export function timeOfDayIn(timeZone: string, now: Date = new Date()): string {
  const get = wallClock(timeZone, now, 'time');
  return `${get('hour')}:${get('minute')}`;
}

export function firstDayOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function lastDayOfMonth(iso: string): string {
  const { year, month } = splitIsoDate(iso);
  return toIsoDate(year, month, daysInMonth(year, month));
}

export function monthRange(iso: string): { from: string; to: string } {
  return { from: firstDayOfMonth(iso), to: lastDayOfMonth(iso) };
}

/**
 * Moves a date by whole months. The day is kept when the target month has it and clamped to the month's
 * last day otherwise (31 Jan + 1 month = 28/29 Feb). preferredDay lets a monthly series keep its day 31.
 */
export function addMonths(iso: string, count: number, preferredDay?: number): string {
  const { year, month, day } = splitIsoDate(iso);
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const wanted = preferredDay ?? day;
  return toIsoDate(targetYear, targetMonth, Math.min(wanted, daysInMonth(targetYear, targetMonth)));
}

export function addDays(iso: string, count: number): string {
  const { year, month, day } = splitIsoDate(iso);
  const d = new Date(Date.UTC(year, month - 1, day + count));
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * An ISO date's day number (UTC days since 1970-01-01), from its digits: Date.parse of a built string cost the
 * net worth's 3,000 redemptions a few milliseconds. NaN for a month or day no date has (as Date.parse gives).
 */
function dayNumber(iso: string): number {
  if (iso.length !== 10 || iso[4] !== '-' || iso[7] !== '-') return Number.NaN;
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  if (month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The number written by `count` digits from `at` (NaN when one is not a digit), read without a substring. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Calendar days from a to b (negative when b is earlier): 2026-01-31 -> 2026-03-01 is 29. */
export function daysBetween(a: string, b: string): number {
  return Math.round(dayNumber(b) - dayNumber(a));
}

/** Whole months from a to b, counting partial months as none: 2026-01-15 -> 2026-03-14 is 1. */
export function monthsBetween(a: string, b: string): number {
  const x = splitIsoDate(a);
  const y = splitIsoDate(b);
  let months = (y.year - x.year) * 12 + (y.month - x.month);
  if (y.day < x.day) months -= 1;
  return months;
}

/**
 * An instant ('2026-11-25T17:03:00.000Z') as the clock of a time zone shows it, '25/11/2026 14:03': when a bank
 * sync ran or read a balance.
 */
export function formatInstantBR(instant: string, timeZone: string): string {
  const at = new Date(instant);
  return `${formatDateBR(todayIn(timeZone, at))} ${timeOfDayIn(timeZone, at)}`;
}

/** '2026-11-21' -> '21/11/2026'. */
export function formatDateBR(iso: string): string {
  const m = ISO_DATE.exec(iso.slice(0, 10));
  if (!m) return iso;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * What a date field shows while a person types: the digits grouped as dd/mm/aaaa ('21112026' -> '21/11/2026',
 * '2111' -> '21/11'). A whole date pasted as '2026-11-21' or '1/2/2026' is shown as its dd/mm/aaaa form.
 */
export function maskDateBR(input: string): string {
  const text = input.trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) {
    const iso = parseDate(text);
    if (iso) return formatDateBR(iso);
  }
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Months in Portuguese, lowercase as written inside a sentence: 'janeiro' ... 'dezembro'. */
export const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-11-01' -> 'novembro de 2026'. */
export function formatMonthLabel(iso: string): string {
  const { year, month } = splitIsoDate(iso);
  return `${monthNames[month - 1] ?? ''} de ${year}`;
}

/** The days of the week, Sunday first (weekdayOf's order). */
export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** The day of the week of an ISO date: 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(iso: string): number {
  const { year, month, day } = splitIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Saturday or Sunday. */
export const isWeekend = (iso: string): boolean => {
  const day = weekdayOf(iso);
  return day === 0 || day === 6;
};

/**
 * A day's heading in a list: 'Hoje', 'Ontem', or 'sábado, 21 de novembro' (the year added when it is not
 * today's), in Portuguese whatever the browser's language.
 */
export function formatDayHeading(iso: string, today: string): string {
  if (iso === today) return 'Hoje';
  if (iso === addDays(today, -1)) return 'Ontem';
  const { year, month, day } = splitIsoDate(iso);
  const weekday = WEEKDAY_NAMES[weekdayOf(iso)];
  const sameYear = year === splitIsoDate(today).year;
  return `${weekday}, ${day} de ${monthNames[month - 1] ?? ''}${sameYear ? '' : ` de ${year}`}`;
}

/** '2026-11-01' -> 'nov/26', for chart axes. */
export function formatMonthShort(iso: string): string {
  const { year, month } = splitIsoDate(iso);
  return `${(monthNames[month - 1] ?? '').slice(0, 3)}/${String(year).slice(2)}`;
}

export type DateFormat = 'YYYY-MM-DD' | 'DD/MM/YYYY' | 'MM/DD/YYYY';

/**
 * Reads a date as written in a file or typed by a person. ISO dates are always accepted; otherwise the
 * order of day and month follows the chosen format. Two-digit years get the prefix 20. Answers null for
 * anything that is not a real calendar date.
 */
export function parseDate(input: string, format: DateFormat = 'DD/MM/YYYY'): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (!m) return null;
  const first = Number(m[1]);
  const second = Number(m[2]);
  const yearText = m[3] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (format === 'MM/DD/YYYY') return checked(year, first, second);
  return checked(year, second, first);
}

function checked(year: number, month: number, day: number): string | null {
  const iso = toIsoDate(year, month, day);
  return isIsoDate(iso) ? iso : null;
}

// Numeric dates of a whole file in the order of day and month the file itself shows (another app's export).

/** Day, month and year of a numeric date: '25/12/2026', '12/25'26', '12/25/26', '2026-12-25', '1/ 5'07'. */
function dateParts(
  text: string,
): { a: number; b: number; year: number; apostrophe: boolean; iso: boolean } | null {
  const clean = text.replace(/\s+/g, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  if (iso)
    return { a: Number(iso[2]), b: Number(iso[3]), year: Number(iso[1]), apostrophe: false, iso: true };
  const m = /^(\d{1,2})[/.-](\d{1,2})(['/.-])(\d{2}|\d{4})$/.exec(clean);
  if (!m) return null;
  const yearText = m[4] ?? '';
  let year = Number(yearText);
  // Quicken writes '26 for 2026 and 99 for 1999 (the apostrophe marks years from 2000 in its older files).
  if (yearText.length === 2) year += m[3] === "'" || year < 70 ? 2000 : 1900;
  return { a: Number(m[1]), b: Number(m[2]), year, apostrophe: m[3] === "'", iso: false };
}

export type DayOrder = 'DD/MM/YYYY' | 'MM/DD/YYYY';

/** How a file's order of day and month was found: its dates, its currency, or the person's answer when neither says. */
export interface DayOrderFound {
  order: DayOrder;
  /** False: nothing in the file tells (every date could be both ways): the preview asks the person, whose answer
   * (or day first until then) is `order`. */
  decided: boolean;
}

/**
 * The order of day and month of a file's numeric dates, from the whole file: a first number above 12 says day
 * first, a second number above 12 says month first. With neither (every date could be both), the money says it:
 * amounts in dollars ('$21.05', as US registers write them) or Quicken's apostrophe years mean month first,
 * amounts in reais or with decimal commas day first. With nothing to tell, `chosen` (the person's answer in the
 * preview) or day first, undecided.
 */
export function dayOrderFound(
  dates: Iterable<string>,
  amounts: Iterable<string> = [],
  chosen?: DayOrder,
): DayOrderFound {
  let apostrophe = false;
  let any = false;
  for (const text of dates) {
    const parts = dateParts(text);
    if (!parts || parts.iso) continue;
    any = true;
    if (parts.a > 12) return { order: 'DD/MM/YYYY', decided: true };
    if (parts.b > 12) return { order: 'MM/DD/YYYY', decided: true };
    if (parts.apostrophe) apostrophe = true;
  }
  if (apostrophe) return { order: 'MM/DD/YYYY', decided: true };
  // Nothing to decide when no date is numeric (ISO dates only, or none).
  if (!any) return { order: chosen ?? 'DD/MM/YYYY', decided: true };
  const currency = currencyOrder(amounts);
  if (currency) return { order: currency, decided: true };
  return { order: chosen ?? 'DD/MM/YYYY', decided: false };
}

/** Month first for amounts in dollars, day first for reais or decimal commas; undefined when the amounts do not say. */
function currencyOrder(amounts: Iterable<string>): DayOrder | undefined {
  for (const amount of amounts) {
    if (/R\$/i.test(amount) || /\d,\d{2}\s*$/.test(amount.replace(/[^\d,.\s]/g, ''))) return 'DD/MM/YYYY';
    if (/(^|[^A-Za-z])\$/.test(amount)) return 'MM/DD/YYYY';
  }
  return undefined;
}

/** The order alone, for readers whose files do not go through the preview's question. */
export function dayOrderOf(dates: Iterable<string>): DayOrder {
  return dayOrderFound(dates).order;
}

/** The ISO date of a numeric date (with Quicken's apostrophe years) in the order dayOrderOf decided; null when none. */
export function flexibleDate(text: string, order: DayOrder): string | null {
  const parts = dateParts(text);
  if (!parts) return null;
  const [month, day] = parts.iso || order === 'MM/DD/YYYY' ? [parts.a, parts.b] : [parts.b, parts.a];
  return checked(parts.year, month, day);
}
