import { nthBusinessDay } from '../../../common/business-days';
import type { PaymentStatus, RecurringKind } from '../../../common/contract/recurring';
import { addMonths, daysInMonth, firstDayOfMonth, splitIsoDate, toIsoDate } from '../../../common/dates';

/**
 * The due date in the month of `reference`: the n-th business day when the item is due on one (a salary on the
 * 5th business day), else the due day 1-31, clamped to the month's last day (31 -> 30).
 */
export function dueDateInMonth(reference: string, dueDay: number, businessDay: number | null = null): string {
  if (businessDay !== null) return nthBusinessDay(reference, businessDay);
  const { year, month } = splitIsoDate(reference);
  return toIsoDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
}

/** The next due date after `current`: the same business day of a later month, or the item's own day there. */
export function nextDueDate(
  current: string,
  intervalMonths: number,
  dueDay: number,
  businessDay: number | null = null,
): string {
  if (businessDay !== null)
    return nthBusinessDay(addMonths(firstDayOfMonth(current), intervalMonths), businessDay);
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
  item: {
    nextRun: string;
    intervalCount: number;
    dueDay: number;
    dueBusinessDay?: number | null;
  } & BillState,
  today: string,
  max: number = MAX_AUTOMATIC_BACKFILL,
): string[] | null {
  // A conta a pagar in débito automático is recorded once, on its one due date.
  if (item.kind === 'conta') return !isDone(item) && item.nextRun <= today ? [item.nextRun] : [];
  const dates: string[] = [];
  const businessDay = item.dueBusinessDay ?? null;
  for (
    let next = item.nextRun;
    next <= today;
    next = nextDueDate(next, item.intervalCount, item.dueDay, businessDay)
  ) {
    if (dates.length === max) return null;
    dates.push(next);
  }
  return dates;
}

/** What tells a conta a pagar (one due date) from a repeating item, and whether it was paid. */
export interface BillState {
  kind?: RecurringKind;
  lastRun?: string | null;
}

/** A conta a pagar once paid (by Pagar or a bank line, both set last_run): nothing more is due. Undoing clears it. */
export function isDone(item: BillState): boolean {
  return item.kind === 'conta' && item.lastRun !== null && item.lastRun !== undefined;
}

/**
 * The next due date once the one at `from` (by default next_run) is paid: one interval on; a conta a pagar keeps
 * its only due date, so that what was paid still shows when it was due (the list, a code pasted again).
 */
export function nextRunAfterPaying(
  item: BillState & { nextRun: string; intervalCount: number; dueDay: number; dueBusinessDay: number | null },
  from: string = item.nextRun,
): string {
  if (item.kind === 'conta') return from;
  return nextDueDate(from, item.intervalCount, item.dueDay, item.dueBusinessDay);
}

/** pago when last_run is in the current month; atrasado when next_run is before today; otherwise pendente. */
export function paymentStatus(
  item: { lastRun: string | null; nextRun: string; kind?: RecurringKind },
  today: string,
): PaymentStatus {
  if (isDone(item)) return 'pago';
  if (item.lastRun && item.lastRun.slice(0, 7) === today.slice(0, 7)) return 'pago';
  if (item.nextRun < today) return 'atrasado';
  return 'pendente';
}

/** What the month rules need of a fixed expense. */
export interface ScheduledItem {
  nextRun: string;
  lastRun: string | null;
  intervalCount: number;
  /** The day it was registered, in the person's time zone. */
  createdOn: string;
  /** A conta a pagar falls due once (isDone); absent: a repeating item. */
  kind?: RecurringKind;
}

const monthIndex = (iso: string) => {
  const { year, month } = splitIsoDate(iso);
  return year * 12 + month - 1;
};

/**
 * Whether the item falls due in the month: its due dates are next_run and every interval_count months before
 * and after it. A fixed expense never paid starts at next_run (its first unpaid due date); one paid before
 * has been due since it was registered (or since the earliest date it is known by, if earlier).
 */
export function fallsDueIn(item: ScheduledItem, month: string): boolean {
  const m = monthIndex(month);
  // A conta a pagar falls due once: in its due date's month, or, paid, in the month it was paid.
  if (item.kind === 'conta')
    return m === monthIndex(isDone(item) ? (item.lastRun ?? item.nextRun) : item.nextRun);
  const next = monthIndex(item.nextRun);
  if (m < firstMonthOf(item)) return false;
  const step = Math.max(1, item.intervalCount);
  return (((m - next) % step) + step) % step === 0;
}

/** The month index from which the item is due (fallsDueIn's rule). */
function firstMonthOf(item: ScheduledItem): number {
  const next = monthIndex(item.nextRun);
  return item.lastRun ? Math.min(monthIndex(item.createdOn), monthIndex(item.lastRun), next) : next;
}

/**
 * Whether the item belongs to a chosen month's figures: today's month has every item (as the fixed-expense pages
 * count them); another month only those due from that month or before (fallsDueIn's first month), so an item
 * registered in November is not in October's total nor in a later month before its first due date.
 */
export function belongsToMonth(item: ScheduledItem, month: string, today: string): boolean {
  const m = monthIndex(month);
  return m === monthIndex(today) || m >= firstMonthOf(item);
}

/**
 * Whether the item counts, once, in the month's forecast of fixed expenses ('Previsto do mês', 'Gastos fixos
 * previstos'): it falls due in the month; and in today's month an unpaid due date left from an earlier month
 * counts too, as it is still to be paid now (a quarterly bill overdue since last month is in this month's
 * forecast, although its next due date by the schedule is two months on).
 */
export function inMonthForecast(item: ScheduledItem, month: string, today: string): boolean {
  if (fallsDueIn(item, month)) return true;
  return monthIndex(month) === monthIndex(today) && item.nextRun < firstDayOfMonth(today) && !isDone(item);
}

/**
 * The item's status in a month, the figures of a chosen month (the dashboard's panel): today's month by
 * paymentStatus; a later month has nothing paid nor overdue yet (pendente); an earlier one is pago when it was paid
 * in that month (a payment recorded then, `recorded`, or last_run in it: 'Sim, já está no saldo' records nothing),
 * else atrasado when one of its due dates fell in it (it stayed unpaid there), else null: nothing of it that month.
 */
export function statusInMonth(
  item: ScheduledItem & { recorded: boolean },
  month: string,
  today: string,
): PaymentStatus | null {
  const m = monthIndex(month);
  const now = monthIndex(today);
  if (m === now) return paymentStatus(item, today);
  if (m > now) return 'pendente';
  if (item.recorded || (item.lastRun !== null && monthIndex(item.lastRun) === m)) return 'pago';
  return fallsDueIn(item, month) ? 'atrasado' : null;
}

/** The month of a month index (year * 12 + month - 1), as its first day. */
const monthStart = (index: number) => toIsoDate(Math.floor(index / 12), (index % 12) + 1, 1);

/**
 * The k-th due date of an unpaid item (k = 0 is next_run): every later one is in the month interval_count × k
 * months on, on the item's day (or business day) there, as nextDueDate steps. Computed, not walked, so an item
 * decades behind costs no more than one due this month.
 */
function dueDateNumber(item: Parameters<typeof dueDatesUpTo>[0], k: number): string {
  if (k === 0) return item.nextRun;
  const step = Math.max(1, item.intervalCount);
  const month = monthStart(monthIndex(item.nextRun) + k * step);
  return dueDateInMonth(month, item.dueDay, item.dueBusinessDay ?? null);
}

/**
 * An unpaid item's due dates seen from `from`: how many fell before it (overdue, counted, not listed) and each one
 * from `from` up to `until` (the `most` first of them), oldest first. Its cost is bounded by the window, whatever
 * next_run holds: the count is arithmetic and the window's dates are at most one a month.
 */
export function dueDatesFrom(
  item: Parameters<typeof dueDatesUpTo>[0] & BillState,
  from: string,
  until: string,
  most = Number.POSITIVE_INFINITY,
): { overdue: number; dates: string[] } {
  // A conta a pagar has one due date, and none once paid: the forecast, the reminders, the bell and the matcher
  // all ask here.
  if (item.kind === 'conta') {
    if (isDone(item)) return { overdue: 0, dates: [] };
    const inWindow = item.nextRun >= from && item.nextRun <= until && most > 0;
    return { overdue: item.nextRun < from ? 1 : 0, dates: inWindow ? [item.nextRun] : [] };
  }
  const step = Math.max(1, item.intervalCount);
  let k = 0;
  let overdue = 0;
  if (item.nextRun < from) {
    // The last due date in a month up to from's month; it may still be on or after `from`.
    k = Math.floor((monthIndex(from) - monthIndex(item.nextRun)) / step);
    overdue = dueDateNumber(item, k) < from ? k + 1 : k;
    k = overdue;
  }
  const dates: string[] = [];
  // One due date a month at most: the window's months (and one more) bound the walk.
  const months = monthIndex(until) - monthIndex(from) + 2;
  for (let i = 0; i < months && dates.length < most; i += 1, k += 1) {
    const due = dueDateNumber(item, k);
    if (due > until) break;
    dates.push(due);
  }
  return { overdue, dates };
}
