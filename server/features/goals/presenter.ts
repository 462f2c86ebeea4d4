import type { Goal } from '../../../common/contract/goals';
import { centsToReais } from '../../../common/money';
import type { GoalWithProgress } from './repository';

/** Whole months from this month to the target's month: November to December is 1, within November 0. */
export function monthsLeft(today: string, targetDate: string): number {
  const [ty, tm] = targetDate.split('-').map(Number) as [number, number];
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Math.max(0, (ty - y) * 12 + (tm - m));
}

export function presentGoal(row: GoalWithProgress, today: string): Goal {
  const current = row.initialAmount + row.contributed;
  const remaining = Math.max(0, row.targetAmount - current);
  const months = row.targetDate ? monthsLeft(today, row.targetDate) : null;
  const completed = current >= row.targetAmount;
  // Nothing to suggest once the goal is reached; rounded up so the months add up to what remains.
  const suggested =
    completed || months === null ? null : months > 0 ? Math.ceil(remaining / months) : remaining;
  return {
    id: row.id,
    name: row.name,
    type: row.type as Goal['type'],
    target_amount: centsToReais(row.targetAmount),
    current_amount: centsToReais(current),
    accumulated: centsToReais(current),
    initial_amount: centsToReais(row.initialAmount),
    strategy: row.strategy as Goal['strategy'],
    account_id: row.accountId,
    category_id: row.categoryId,
    target_date: row.targetDate,
    planned_monthly_amount: row.plannedMonthlyAmount === null ? null : centsToReais(row.plannedMonthlyAmount),
    recurring_day: row.recurringDay,
    priority: row.priority as Goal['priority'],
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    percent: Math.round((current / row.targetAmount) * 1000) / 10,
    remaining: centsToReais(remaining),
    months_left: months,
    suggested_monthly: suggested === null ? null : centsToReais(suggested),
    completed,
    contributions_count: row.contributionsCount,
    created_at: row.createdAt.toISOString(),
  };
}
