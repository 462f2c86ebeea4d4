import type { Budget } from '../../../common/contract/budgets';
import { centsToReais } from '../../../common/money';
import { percentOf } from '../../../common/percent';
import type { BudgetRow } from './repository';

/**
 * The budget as the API answers it: what is available is the month's amount plus what was carried, and what
 * remains is what is available less what was spent.
 */
export function presentBudget(row: BudgetRow): Budget {
  const amount = Number(row.amount);
  const carried = Number(row.carried);
  const spent = Number(row.spent);
  const available = amount + carried;
  return {
    id: Number(row.id),
    category_id: Number(row.category_id),
    category: row.category,
    parent_category_id: row.parent_id === null ? null : Number(row.parent_id),
    month: row.month,
    amount: centsToReais(amount),
    spent: centsToReais(spent),
    rollover: row.rollover,
    carried: centsToReais(carried),
    available: centsToReais(available),
    percent: percentOf(spent, available),
    remaining: centsToReais(available - spent),
    repeated: row.source_month !== row.month,
    source_month: row.source_month,
    unconverted_accounts: row.unconverted_accounts.map(Number),
  };
}
