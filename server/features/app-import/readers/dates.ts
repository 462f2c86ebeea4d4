import type { DayOrderChoice } from '../../../../common/contract/app-import';
import { type DateFormat, type DayOrder, parseDate } from '../../../../common/dates';

/**
 * Dates as the apps write them. Some write one format (Mobills' dd/mm/aaaa); others write the user's choice
 * (YNAB, QIF, GnuCash), so the order of day and month is decided once for the whole file by its own dates
 * (common/dates.ts's dayOrderFound) or by the person's answer in the preview.
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

/** The preview's answer ("Dia/mês", "Mês/dia") as the readers' order, and back. */
export const DAY_ORDER_OF_CHOICE: Record<DayOrderChoice, DayOrder> = {
  'dia-mes': 'DD/MM/YYYY',
  'mes-dia': 'MM/DD/YYYY',
};
export const choiceOfDayOrder = (order: DayOrder): DayOrderChoice =>
  order === 'MM/DD/YYYY' ? 'mes-dia' : 'dia-mes';
