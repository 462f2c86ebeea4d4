import { type Budget, remainingText } from '../../../common/contract/budgets';
import { centsToReais, formatCents, formatReais, reaisToCents } from '../../../common/money';
import { barFill, formatPercent, percentOf } from '../../../common/percent';

export type BudgetTone = 'green' | 'yellow' | 'red';

export interface BudgetTotals {
  /** Cents, summed exactly. */
  amount: number;
  carried: number;
  available: number;
  spent: number;
  /** spent / available x 100 with one decimal; null when nothing is available. */
  percent: number | null;
}

export function budgetTotals(budgets: readonly Budget[]): BudgetTotals {
  let amount = 0;
  let carried = 0;
  let spent = 0;
  // A budget on a parent covers its children: a child's budget beside it is a part of it, and its money is already
  // in the parent's spent. Counted once, the month's totals stay true.
  const budgeted = new Set(budgets.map((b) => b.category_id));
  for (const b of budgets) {
    if (b.parent_category_id !== null && budgeted.has(b.parent_category_id)) continue;
    amount += reaisToCents(b.amount);
    carried += reaisToCents(b.carried);
    spent += reaisToCents(b.spent);
  }
  const available = amount + carried;
  return { amount, carried, available, spent, percent: percentOf(spent, available) };
}

/**
 * 'Orçado R$ 2.000,00 · Gasto R$ 1.530,20 · Restam R$ 469,80 · 76,5% usado'. When rollover carries money in or out, what is
 * really available is shown too and the percent is of it, as in each row.
 */
export function budgetSubtitle(budgets: readonly Budget[]): string | null {
  if (budgets.length === 0) return null;
  const t = budgetTotals(budgets);
  const parts = [`Orçado ${formatCents(t.amount)}`];
  if (t.carried !== 0) parts.push(`Disponível ${formatCents(t.available)}`);
  parts.push(`Gasto ${formatCents(t.spent)}`);
  parts.push(remainingText(centsToReais(t.available - t.spent)));
  parts.push(t.percent === null ? 'sem saldo disponível' : `${formatPercent(t.percent)} usado`);
  return parts.join(' · ');
}

/** What rollover brought into the month: money left over, or an overspending that reduces it. */
export function carriedText(carried: number): string | null {
  if (carried > 0) return `inclui ${formatReais(carried)} do mês anterior`;
  if (carried < 0) return `${formatReais(-carried)} estourados antes`;
  return null;
}

/** The text beside the bar: the percent, or a plain word when nothing is available to divide by. */
export function percentText(budget: Pick<Budget, 'percent'>): string {
  return budget.percent === null ? 'Sem saldo' : formatPercent(budget.percent);
}

/** How much of the bar to fill (0 to 100). */
export function barWidth(percent: number | null): number {
  return percent === null ? 100 : barFill(percent);
}

/** Colours readable on white and on slate-900. */
export const toneText: Record<BudgetTone, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-amber-700 dark:text-amber-300',
  red: 'text-red-600 dark:text-red-400',
};

export const toneBar: Record<BudgetTone, string> = {
  green: 'bg-emerald-500 dark:bg-emerald-500',
  yellow: 'bg-amber-400 dark:bg-amber-400',
  red: 'bg-red-500 dark:bg-red-500',
};
