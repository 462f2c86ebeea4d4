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

/**
 * The order of day and month of a file's numeric dates. A first number above 12 says day first, a second number
 * above 12 says month first; with neither (every date could be both), Quicken's apostrophe years mean month first
 * (its US format), and otherwise day first, as Brazilian apps write.
 */
export function dayOrderOf(dates: Iterable<string>): 'DD/MM/YYYY' | 'MM/DD/YYYY' {
  let apostrophe = false;
  for (const text of dates) {
    const parts = dateParts(text);
    if (!parts || parts.iso) continue;
    if (parts.a > 12) return 'DD/MM/YYYY';
    if (parts.b > 12) return 'MM/DD/YYYY';
    if (parts.apostrophe) apostrophe = true;
  }
  return apostrophe ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** The ISO date of a numeric date (with Quicken's apostrophe years) in the order dayOrderOf decided; null when none. */
export function flexibleDate(text: string, order: 'DD/MM/YYYY' | 'MM/DD/YYYY'): string | null {
  const parts = dateParts(text);
  if (!parts) return null;
  const [month, day] = parts.iso || order === 'MM/DD/YYYY' ? [parts.a, parts.b] : [parts.b, parts.a];
  const iso = toIsoDate(parts.year, month, day);
  return isIsoDate(iso) ? iso : null;
}
