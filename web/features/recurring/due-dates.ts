import { MAX_BUSINESS_DAY, nthBusinessDay } from '../../../common/business-days';
import type { RecurringType } from '../../../common/contract/recurring';
import {
  addDays,
  addMonths,
  daysInMonth,
  firstDayOfMonth,
  splitIsoDate,
  toIsoDate,
} from '../../../common/dates';

import { itemWords } from './item-words';

/** Today in the browser's zone; the one helper lives in web/lib, re-exported for the recurring pages. */
export { browserToday } from '../../lib/browser-today';

/** The due date a due day gives in today's month, clamped to its last day (31 in November is the 30th). */
export function dueDateForDay(dueDay: number, today: string): string {
  const { year, month } = splitIsoDate(today);
  return toIsoDate(year, month, Math.min(Math.max(1, Math.trunc(dueDay)), daysInMonth(year, month)));
}

/**
 * The due date of a typed rule in the month of `reference`: the due day (clamped) or the n-th business day; null
 * while the number typed is not one.
 */
export function dueDateInMonthOf(kind: 'day' | 'business', day: number, reference: string): string | null {
  const max = kind === 'business' ? MAX_BUSINESS_DAY : 31;
  if (!(Number.isInteger(day) && day >= 1 && day <= max)) return null;
  return kind === 'business' ? nthBusinessDay(reference, day) : dueDateForDay(day, reference);
}

/** The next due date from today, as the server takes it by default: this month's unless it has passed. */
export function nextDueFrom(kind: 'day' | 'business', day: number, today: string): string | null {
  const thisMonth = dueDateInMonthOf(kind, day, today);
  if (thisMonth === null || thisMonth >= today) return thisMonth;
  return dueDateInMonthOf(kind, day, addMonths(firstDayOfMonth(today), 1));
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const x = splitIsoDate(a);
  const y = splitIsoDate(b);
  return Math.round(
    (Date.UTC(y.year, y.month - 1, y.day) - Date.UTC(x.year, x.month - 1, x.day)) / 86_400_000,
  );
}

/**
 * 'Vence hoje', 'Vence amanhã', 'Vence em 5 dias', 'Venceu há 2 dias'; an income in its words ('Recebe em 5 dias',
 * 'Prevista há 2 dias').
 */
export function dueText(nextRun: string, today: string, type: RecurringType = 'DESPESA'): string {
  const { due, dueWas } = itemWords[type];
  const days = daysBetween(today, nextRun);
  if (days === 0) return `${due} hoje`;
  if (days === 1) return `${due} amanhã`;
  if (days > 1) return `${due} em ${days} dias`;
  return days === -1 ? `${dueWas} ontem` : `${dueWas} há ${-days} dias`;
}

/** The 'Aviso' column: how many days before the due date the reminder starts. */
export function noticeText(notifyDays: number): string {
  if (notifyDays === 0) return 'No dia';
  return notifyDays === 1 ? '1 dia antes' : `${notifyDays} dias antes`;
}

/** The last day of a window of `days` days starting today. */
export const windowEnd = (today: string, days: number): string => addDays(today, days);
