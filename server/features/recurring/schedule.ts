import type { PaymentStatus } from '../../../common/contract/recurring';
import { addMonths, daysInMonth, splitIsoDate, toIsoDate } from '../../../common/dates';

/** The due date in the month of `reference` for a due day 1-31, clamped to the month's last day (31 -> 30). */
export function dueDateInMonth(reference: string, dueDay: number): string {
  const { year, month } = splitIsoDate(reference);
  return toIsoDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
}

/** The next due date after `current`, keeping the item's own day where the month has it. */
export function nextDueDate(current: string, intervalMonths: number, dueDay: number): string {
  return addMonths(current, intervalMonths, dueDay);
}

/**
 * The most due dates an automatic item records at once: two years of a monthly bill. An item further behind
 * (a first due date typed decades ago) is not written blindly: the automatic run leaves it overdue for the
 * person to set right, and creating or editing one that far behind is refused.
 */
export const MAX_AUTOMATIC_BACKFILL = 24;

/**
 * The due dates from `nextRun` up to `today`, oldest first; null when there are more than `max` (the list
 * stops growing there, so a date in 1900 costs no more than 25 steps).
 */
export function dueDatesUpTo(
  item: { nextRun: string; intervalCount: number; dueDay: number },
  today: string,
  max: number = MAX_AUTOMATIC_BACKFILL,
): string[] | null {
  const dates: string[] = [];
  for (let next = item.nextRun; next <= today; next = nextDueDate(next, item.intervalCount, item.dueDay)) {
    if (dates.length === max) return null;
    dates.push(next);
  }
  return dates;
}

/** pago when last_run is in the current month; atrasado when next_run is before today; otherwise pendente. */
export function paymentStatus(
  item: { lastRun: string | null; nextRun: string },
  today: string,
): PaymentStatus {
  if (item.lastRun && item.lastRun.slice(0, 7) === today.slice(0, 7)) return 'pago';
  if (item.nextRun < today) return 'atrasado';
  return 'pendente';
}
