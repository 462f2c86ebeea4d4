import type { Goal } from '../../../common/contract/goals';
import { centsToReais } from '../../../common/money';
import { goalProgress } from './progress';
import type { GoalWithProgress } from './repository';

export function presentGoal(row: GoalWithProgress, today: string): Goal {
  const progress = goalProgress(row, today);
  return {
    id: row.id,
    name: row.name,
    type: row.type as Goal['type'],
    target_amount: centsToReais(row.targetAmount),
    current_amount: centsToReais(progress.currentCents),
    accumulated: centsToReais(progress.currentCents),
    initial_amount: centsToReais(row.initialAmount),
    strategy: row.strategy as Goal['strategy'],
    account_id: row.accountId,
    category_id: row.categoryId,
    target_date: row.targetDate,
    planned_monthly_amount: row.plannedMonthlyAmount === null ? null : centsToReais(row.plannedMonthlyAmount),
    recurring_day: row.recurringDay,
    priority: row.priority as Goal['priority'],
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    percent: progress.percent,
    remaining: centsToReais(progress.remainingCents),
    months_left: progress.monthsLeft,
    suggested_monthly:
      progress.suggestedMonthlyCents === null ? null : centsToReais(progress.suggestedMonthlyCents),
    completed: progress.completed,
    contributions_count: row.contributionsCount,
    created_at: row.createdAt.toISOString(),
  };
}
