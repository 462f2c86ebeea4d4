import type { PaymentStatus, RecurringItem } from '../../../common/contract/recurring';
import { lastDayOfMonth } from '../../../common/dates';
import { sumCents } from '../../../common/money';
import { windowEnd } from './due-dates';

type Item = Pick<
  RecurringItem,
  'id' | 'amount' | 'next_run' | 'last_run' | 'payment_status' | 'category_id' | 'category_name'
>;

/** The server's status (docs/PRODUCT.md, Fixed expenses); an answer without one counts as pending. */
export const statusOf = (item: Pick<RecurringItem, 'payment_status'>): PaymentStatus =>
  item.payment_status ?? 'pendente';

const toCents = (reais: number) => Math.round(reais * 100);
/** Sum of amounts in reais, added as integer cents so R$ 0,10 + R$ 0,20 is R$ 0,30. */
export const totalOf = (items: readonly Pick<RecurringItem, 'amount'>[]): number =>
  sumCents(items.map((i) => toCents(i.amount))) / 100;

const byNextRun = (a: Item, b: Item) =>
  a.next_run < b.next_run ? -1 : a.next_run > b.next_run ? 1 : a.id - b.id;

/** Soonest due first (ties in the order they were created). */
export const sortByDue = <T extends Item>(items: readonly T[]): T[] => [...items].sort(byNextRun);

/** Items by status, each group soonest first. */
export function groupByStatus<T extends Item>(items: readonly T[]): Record<PaymentStatus, T[]> {
  const groups: Record<PaymentStatus, T[]> = { pago: [], pendente: [], atrasado: [] };
  for (const item of items) groups[statusOf(item)].push(item);
  for (const list of Object.values(groups)) list.sort(byNextRun);
  return groups;
}

/**
 * 'Previsto do mês': what this month costs — the items paid this month (pago means paid in the current month)
 * plus the unpaid ones due by the month's end, overdue included. An item first due in a later month does not count.
 */
export function monthForecast(items: readonly Item[], today: string): number {
  const last = lastDayOfMonth(today);
  return totalOf(items.filter((i) => statusOf(i) === 'pago' || i.next_run <= last));
}

/** The soonest unpaid items (overdue first, as their dates are earliest). */
export function soonestUnpaid<T extends Item>(items: readonly T[], limit: number): T[] {
  return items
    .filter((i) => statusOf(i) !== 'pago')
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
    .filter((i) => statusOf(i) !== 'pago' && i.next_run >= today && i.next_run <= end)
    .sort(byNextRun)
    .slice(0, limit);
}

export interface CategoryShare {
  /** null for the items without a category. */
  categoryId: number | null;
  name: string;
  total: number;
  /** Of the sum of all items, 0 to 1. */
  share: number;
  count: number;
}

export const NO_CATEGORY = 'Sem categoria';

/** The categories with the largest totals (ties by name), each with its share of everything. */
export function topCategories(items: readonly Item[], limit = 5): CategoryShare[] {
  const groups = new Map<number | null, { name: string; cents: number; count: number }>();
  let all = 0;
  for (const item of items) {
    const key = item.category_id ?? null;
    const group = groups.get(key) ?? { name: item.category_name ?? NO_CATEGORY, cents: 0, count: 0 };
    group.cents += toCents(item.amount);
    group.count += 1;
    all += toCents(item.amount);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([categoryId, g]) => ({
      categoryId,
      name: g.name,
      total: g.cents / 100,
      share: all > 0 ? g.cents / all : 0,
      count: g.count,
    }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, limit);
}
