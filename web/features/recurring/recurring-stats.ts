import type { PaymentStatus, RecurringItem } from '../../../common/contract/recurring';
import { windowEnd } from './due-dates';

type Item = Pick<
  RecurringItem,
  'id' | 'amount' | 'next_run' | 'last_run' | 'payment_status' | 'category_id' | 'category_name'
>;

/** The expenses and the incomes apart: the pages show and count them separately. */
export function byType<T extends Pick<RecurringItem, 'type'>>(items: readonly T[]) {
  return {
    expenses: items.filter((i) => i.type === 'DESPESA'),
    incomes: items.filter((i) => i.type === 'RECEITA'),
  };
}

const byNextRun = (a: Item, b: Item) =>
  a.next_run < b.next_run ? -1 : a.next_run > b.next_run ? 1 : a.id - b.id;

/** Soonest due first (ties in the order they were created). */
export const sortByDue = <T extends Item>(items: readonly T[]): T[] => [...items].sort(byNextRun);

/** Items by status, each group soonest first. */
export function groupByStatus<T extends Item>(items: readonly T[]): Record<PaymentStatus, T[]> {
  const groups: Record<PaymentStatus, T[]> = { pago: [], pendente: [], atrasado: [] };
  for (const item of items) groups[item.payment_status].push(item);
  for (const list of Object.values(groups)) list.sort(byNextRun);
  return groups;
}

/** The soonest unpaid items (overdue first, as their dates are earliest). */
export function soonestUnpaid<T extends Item>(items: readonly T[], limit: number): T[] {
  return items
    .filter((i) => i.payment_status !== 'pago')
    .sort(byNextRun)
    .slice(0, limit);
}

/** Unpaid items falling due from today to `days` days ahead (overdue ones have their own group). */
export function dueWithin<T extends Item>(
  items: readonly T[],
  today: string,
  days: number,
  limit: number,
): T[] {
  const end = windowEnd(today, days);
  return items
    .filter((i) => i.payment_status !== 'pago' && i.next_run >= today && i.next_run <= end)
    .sort(byNextRun)
    .slice(0, limit);
}
