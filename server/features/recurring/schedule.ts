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

/** pago when last_run is in the current month; atrasado when next_run is before today; otherwise pendente. */
export function paymentStatus(
  item: { lastRun: string | null; nextRun: string },
  today: string,
): PaymentStatus {
  if (item.lastRun && item.lastRun.slice(0, 7) === today.slice(0, 7)) return 'pago';
  if (item.nextRun < today) return 'atrasado';
  return 'pendente';
}
