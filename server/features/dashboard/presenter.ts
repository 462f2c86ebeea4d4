import type { AccountType } from '../../../common/contract/accounts';
import type { Balances } from '../../../common/contract/balances';
import {
  DASHBOARD_TOP_CATEGORIES,
  type DashboardCategory,
  type DashboardSummary,
  OTHER_CATEGORIES,
} from '../../../common/contract/dashboard';
import { NO_CATEGORY, topWithRest } from '../../../common/contract/reports';
import type { CurrencyCode } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';
import type { InvestedParts } from '../../../common/money-accounts';
import type { AccountWithBalance } from '../accounts/public';
import { type BudgetRow, presentBudget } from '../budgets/public';
import { presentInvested } from '../net-worth/public';
import { type GroupTotal, type InReais, type MonthTotals, presentMonthly } from '../reports/public';
import { unconvertedOf } from '../shared/flows-in-reais';

/** What the dashboard's reads found (cents), before it is answered. */
export interface DashboardRows {
  byCategory: InReais<GroupTotal[]>;
  trends: InReais<MonthTotals[]>;
  accounts: AccountWithBalance[];
  /** The investment accounts' "Aplicado (custo)" by account id (net-worth/invested.ts). */
  invested: Map<number, InvestedParts>;
  budgets: BudgetRow[];
  /** The person's balances today (shared/balances.ts). */
  balances: Balances;
  /** The fixed expenses' panel, worked out by recurring/figures.ts. */
  fixed: DashboardSummary['fixed'];
}

export function presentDashboard(
  { from, to }: { from: string; to: string },
  {
    byCategory: categories,
    trends: months,
    accounts,
    invested,
    budgets,
    balances: personBalances,
    fixed,
  }: DashboardRows,
): DashboardSummary {
  const byCategory = categories.rows;
  const leftOut = unconvertedOf(categories, months, {
    unconverted: budgets.flatMap((b) => b.unconverted_accounts.map(Number)),
  });
  let receitas = 0;
  let despesas = 0;
  for (const row of byCategory) {
    if (row.type === 'RECEITA') receitas += row.total;
    else despesas += row.total;
  }
  const expenseCategories: DashboardCategory[] = byCategory
    .filter((row) => row.type === 'DESPESA')
    .map((row) => ({ id: row.id, name: row.name ?? NO_CATEGORY, total: row.total }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'pt-BR'))
    .map((row) => ({ ...row, total: centsToReais(row.total) }));

  const balances = accounts.map((a) => ({
    id: a.id,
    name: a.name,
    type: a.type as AccountType,
    currency: a.currency as CurrencyCode,
    month_movement: centsToReais(a.periodMovement),
    balanceCents: a.openingBalance + a.movementTotal - a.laterTotal,
    invested: presentInvested(invested.get(a.id)),
  }));

  return {
    from,
    to,
    receitas: centsToReais(receitas),
    despesas: centsToReais(despesas),
    totalReceitas: centsToReais(receitas),
    totalDespesas: centsToReais(despesas),
    unconverted_accounts: leftOut,
    saldo: personBalances.accounts,
    balances: personBalances,
    trends: presentMonthly(months.rows),
    accounts: balances.map(({ balanceCents, ...a }) => ({ ...a, balance: centsToReais(balanceCents) })),
    // The budgets page's figures (budgets/presenter.ts) under the dashboard's names.
    budgets: budgets.map(presentBudget).map((b) => ({
      category_id: b.category_id,
      category: b.category,
      budget: b.amount,
      carried: b.carried,
      available: b.available,
      spent: b.spent,
      percent: b.percent,
      remaining: b.remaining,
      repeated: b.repeated,
      source_month: b.source_month,
    })),
    top_categories: topWithRest(expenseCategories, DASHBOARD_TOP_CATEGORIES, (total) => ({
      id: null,
      name: OTHER_CATEGORIES,
      total,
    })),
    fixed,
  };
}
