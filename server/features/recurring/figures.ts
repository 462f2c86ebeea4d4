import {
  DASHBOARD_FIXED_CATEGORIES,
  type DashboardRecurring,
  type RecurringIncomeFigures,
  type RecurringStatusTotals,
} from '../../../common/contract/dashboard';
import type { RecurringType } from '../../../common/contract/recurring';
import { NO_CATEGORY } from '../../../common/contract/reports';
import { centsToReais } from '../../../common/money';
import { percentOf } from '../../../common/percent';
import { belongsToMonth, inMonthForecast, type ScheduledItem, statusInMonth } from './schedule';

/** What the panel needs of a fixed item (amount in cents). */
export interface ScheduledRecurring extends ScheduledItem {
  type: RecurringType;
  amount: number;
  categoryId: number | null;
  categoryName: string | null;
  /** A payment of it is recorded (a transaction linked to it) dated in the month of the figures. */
  recorded: boolean;
}

interface Tally {
  count: number;
  cents: number;
}

const tally = (): Tally => ({ count: 0, cents: 0 });

function add(t: Tally, cents: number): void {
  t.count += 1;
  t.cents += cents;
}

const totals = (t: Tally): RecurringStatusTotals => ({ count: t.count, total: centsToReais(t.cents) });

/**
 * The fixed items' figures, for the dashboard's panel (any month) and the fixed-expense pages (today's month,
 * GET /recurring/summary). Of the expenses: how many there are and what one round of them costs, what falls due in
 * the selected month ('Gastos fixos previstos'), the payment status in that month (statusInMonth: today's in
 * today's month, as the fixed-expenses pages count it; another month counts the items it had, belongsToMonth), of the paid ones those counted paid without a transaction
 * ('Já no saldo'), and the categories with the largest totals. The incomes are never added to those (they are not
 * something to pay): they get their own few figures by the same rules.
 */
export function recurringPanel(
  every: ScheduledRecurring[],
  month: string,
  today: string,
): Omit<DashboardRecurring, 'rates' | 'unconverted_accounts'> {
  const items = every.filter((item) => belongsToMonth(item, month, today));
  const expenses = items.filter((item) => item.type === 'DESPESA');
  const status = { pago: tally(), pendente: tally(), atrasado: tally() };
  const inBalance = tally();
  const predicted = tally();
  const groups = new Map<number | null, { name: string; cents: number }>();
  let totalCents = 0;
  // "Total mensal" is what the fixed expenses cost each month: a conta a pagar (a boleto captured once) falls due
  // once and is not part of it, though it is due, paid or late in its month like the others.
  const monthly = tally();
  for (const item of expenses) {
    totalCents += item.amount;
    if (item.kind !== 'conta') add(monthly, item.amount);
    const itemStatus = statusInMonth(item, month, today);
    if (itemStatus) add(status[itemStatus], item.amount);
    if (itemStatus === 'pago' && !item.recorded) add(inBalance, item.amount);
    if (inMonthForecast(item, month, today)) add(predicted, item.amount);
    const group = groups.get(item.categoryId) ?? { name: item.categoryName ?? NO_CATEGORY, cents: 0 };
    group.cents += item.amount;
    groups.set(item.categoryId, group);
  }
  const categories = [...groups.entries()]
    .map(([id, g]) => ({ id, name: g.name, cents: g.cents }))
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, 'pt-BR'));
  return {
    count: monthly.count,
    total_monthly: centsToReais(monthly.cents),
    predicted_month: centsToReais(predicted.cents),
    predicted_count: predicted.count,
    paid: totals(status.pago),
    paid_in_balance: totals(inBalance),
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
    incomes: incomeFigures(
      items.filter((item) => item.type === 'RECEITA'),
      month,
      today,
    ),
  };
}

/** The fixed incomes: their monthly total, what is expected in the month, what came in (of it, what was already in
 * the balance) and what has not yet. */
function incomeFigures(incomes: ScheduledRecurring[], month: string, today: string): RecurringIncomeFigures {
  const expected = tally();
  const received = tally();
  const inBalance = tally();
  const toReceive = tally();
  let totalCents = 0;
  for (const item of incomes) {
    totalCents += item.amount;
    if (inMonthForecast(item, month, today)) add(expected, item.amount);
    const itemStatus = statusInMonth(item, month, today);
    if (itemStatus === 'pago') {
      add(received, item.amount);
      if (!item.recorded) add(inBalance, item.amount);
    } else if (itemStatus) add(toReceive, item.amount);
  }
  return {
    count: incomes.length,
    total_monthly: centsToReais(totalCents),
    expected_month: centsToReais(expected.cents),
    expected_count: expected.count,
    received: totals(received),
    received_in_balance: totals(inBalance),
    to_receive: totals(toReceive),
  };
}
