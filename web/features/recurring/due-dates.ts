import { addDays, daysInMonth, splitIsoDate, toIsoDate } from '../../../common/dates';

/** Today in the browser's zone; the one helper lives in web/lib, re-exported for the recurring pages. */
export { browserToday } from '../../lib/browser-today';

/** The due date a due day gives in today's month, clamped to its last day (31 in November is the 30th). */
export function dueDateForDay(dueDay: number, today: string): string {
  const { year, month } = splitIsoDate(today);
  return toIsoDate(year, month, Math.min(Math.max(1, Math.trunc(dueDay)), daysInMonth(year, month)));
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const x = splitIsoDate(a);
  const y = splitIsoDate(b);
  return Math.round(
    (Date.UTC(y.year, y.month - 1, y.day) - Date.UTC(x.year, x.month - 1, x.day)) / 86_400_000,
  );
}

/** 'Vence hoje', 'Vence amanhã', 'Vence em 5 dias', 'Venceu há 2 dias'. */
export function dueText(nextRun: string, today: string): string {
  const days = daysBetween(today, nextRun);
  if (days === 0) return 'Vence hoje';
  if (days === 1) return 'Vence amanhã';
  if (days > 1) return `Vence em ${days} dias`;
  return days === -1 ? 'Venceu ontem' : `Venceu há ${-days} dias`;
}

/** The 'Aviso' column: how many days before the due date the reminder starts. */
export function noticeText(notifyDays: number): string {
  if (notifyDays === 0) return 'No dia';
  return notifyDays === 1 ? '1 dia antes' : `${notifyDays} dias antes`;
}

/** The last day of a window of `days` days starting today. */
export const windowEnd = (today: string, days: number): string => addDays(today, days);
