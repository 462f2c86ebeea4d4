import {
  DASHBOARD_FIXED_CATEGORIES,
  type DashboardRecurring,
  type RecurringStatusTotals,
} from '../../../common/contract/dashboard';
import { NO_CATEGORY } from '../../../common/contract/reports';
import { centsToReais } from '../../../common/money';
import { percentOf } from '../../../common/percent';
import { inMonthForecast, paymentStatus, type ScheduledItem } from './schedule';

/** What the panel needs of a fixed expense (amount in cents). */
export interface ScheduledRecurring extends ScheduledItem {
  amount: number;
  categoryId: number | null;
  categoryName: string | null;
}

/**
 * The fixed-expense figures, for the dashboard's panel (any month) and the fixed-expense pages (today's month,
 * GET /recurring/summary): how many there are and what one round of them costs, what falls due in the selected
 * month ('Gastos fixos previstos'), the payment status today as the fixed-expenses pages count it, and the
 * categories with the largest totals.
 */
export function recurringPanel(
  items: ScheduledRecurring[],
  month: string,
  today: string,
): DashboardRecurring {
  const status = {
    pago: { count: 0, cents: 0 },
    pendente: { count: 0, cents: 0 },
    atrasado: { count: 0, cents: 0 },
  };
  const groups = new Map<number | null, { name: string; cents: number }>();
  let totalCents = 0;
  let predictedCents = 0;
  let predictedCount = 0;
  for (const item of items) {
    totalCents += item.amount;
    const s = status[paymentStatus(item, today)];
    s.count += 1;
    s.cents += item.amount;
    if (inMonthForecast(item, month, today)) {
      predictedCents += item.amount;
      predictedCount += 1;
    }
    const group = groups.get(item.categoryId) ?? { name: item.categoryName ?? NO_CATEGORY, cents: 0 };
    group.cents += item.amount;
    groups.set(item.categoryId, group);
  }
  const totals = (s: { count: number; cents: number }): RecurringStatusTotals => ({
    count: s.count,
    total: centsToReais(s.cents),
  });
  const categories = [...groups.entries()]
    .map(([id, g]) => ({ id, name: g.name, cents: g.cents }))
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, 'pt-BR'));
  return {
    count: items.length,
    total_monthly: centsToReais(totalCents),
    predicted_month: centsToReais(predictedCents),
    predicted_count: predictedCount,
    paid: totals(status.pago),
    pending: totals(status.pendente),
    overdue: totals(status.atrasado),
    paid_percent: percentOf(status.pago.cents, totalCents) ?? 0,
    to_pay: centsToReais(status.pendente.cents + status.atrasado.cents),
    top_categories: categories.slice(0, DASHBOARD_FIXED_CATEGORIES).map((c) => ({
      id: c.id,
      name: c.name,
      total: centsToReais(c.cents),
      percent: percentOf(c.cents, totalCents) ?? 0,
    })),
    categories_count: categories.length,
  };
}
