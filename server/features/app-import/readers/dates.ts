import type { DayOrderChoice } from '../../../../common/contract/app-import';
import { type DateFormat, isIsoDate, parseDate, toIsoDate } from '../../../../common/dates';

/**
 * Dates as the apps write them. Some write one format (Mobills' dd/mm/aaaa); others write the user's choice
 * (YNAB, QIF, GnuCash), so the order of day and month is decided once for the whole file by its own dates.
 */

/** A date in one format to ISO, or null. Distinct texts are few: each is parsed once. */
export function dateReader(format: DateFormat): (text: string) => string | null {
  const cache = new Map<string, string | null>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit ?? null;
    const parsed = parseDate(text, format);
    if (cache.size < 5000) cache.set(text, parsed);
    return parsed;
  };
}

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

/** The preview's answer ("Dia/mês", "Mês/dia") as the readers' order, and back. */
export const DAY_ORDER_OF_CHOICE: Record<DayOrderChoice, DayOrder> = {
  'dia-mes': 'DD/MM/YYYY',
  'mes-dia': 'MM/DD/YYYY',
};
export const choiceOfDayOrder = (order: DayOrder): DayOrderChoice =>
  order === 'MM/DD/YYYY' ? 'mes-dia' : 'dia-mes';

/** The order alone, for readers whose files do not go through the preview's question. */
export function dayOrderOf(dates: Iterable<string>): DayOrder {
  return dayOrderFound(dates).order;
}

/** The ISO date of a numeric date (with Quicken's apostrophe years) in the order dayOrderOf decided; null when none. */
export function flexibleDate(text: string, order: DayOrder): string | null {
  const parts = dateParts(text);
  if (!parts) return null;
  const [month, day] = parts.iso || order === 'MM/DD/YYYY' ? [parts.a, parts.b] : [parts.b, parts.a];
  const iso = toIsoDate(parts.year, month, day);
  return isIsoDate(iso) ? iso : null;
}
