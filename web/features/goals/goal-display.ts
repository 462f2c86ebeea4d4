import { compareGoals, type Goal } from '../../../common/contract/goals';
import { monthsBetween, todayIn } from '../../../common/dates';

const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 45 -> '45,0%'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** Complete when the current amount reaches the target. */
export function isComplete(goal: Pick<Goal, 'current_amount' | 'target_amount' | 'completed'>): boolean {
  return goal.completed || Math.round(goal.current_amount * 100) >= Math.round(goal.target_amount * 100);
}

export function goalStatus(goal: Pick<Goal, 'current_amount' | 'target_amount' | 'completed'>) {
  return isComplete(goal) ? 'Concluída' : 'Em andamento';
}

export const isArchived = (goal: Pick<Goal, 'archived_at'>) => goal.archived_at !== null;

/** Active goals and archived goals, each sorted by priority then the earliest target date. */
export function splitGoals(goals: readonly Goal[]): { active: Goal[]; archived: Goal[] } {
  const sorted = [...goals].sort(compareGoals);
  return { active: sorted.filter((g) => !isArchived(g)), archived: sorted.filter(isArchived) };
}

/** '2 metas ativas', '1 meta ativa', 'Nenhuma meta ativa'. Archived goals do not count. */
export function activeCountText(goals: readonly Pick<Goal, 'archived_at'>[]): string {
  const count = goals.filter((g) => !isArchived(g)).length;
  if (count === 0) return 'Nenhuma meta ativa';
  return count === 1 ? '1 meta ativa' : `${count} metas ativas`;
}

/**
 * Months from this month to the target date's month, never below 0: the server's figure, or worked out from
 * the date when the server did not send one.
 */
export function monthsLeft(goal: Pick<Goal, 'months_left' | 'target_date'>, today: string): number | null {
  if (goal.months_left !== null && goal.months_left !== undefined) return Math.max(0, goal.months_left);
  if (!goal.target_date) return null;
  return Math.max(0, monthsBetween(`${today.slice(0, 7)}-01`, `${goal.target_date.slice(0, 7)}-01`));
}

/** '8 meses', '1 mês', 'vence este mês', 'prazo encerrado'. */
export function monthsLeftText(
  goal: Pick<Goal, 'months_left' | 'target_date'>,
  today: string,
): string | null {
  const months = monthsLeft(goal, today);
  if (months === null || !goal.target_date) return null;
  if (months === 0) return goal.target_date < today ? 'prazo encerrado' : 'vence este mês';
  return months === 1 ? '1 mês' : `${months} meses`;
}

/**
 * Suggested monthly contribution: remaining / months left (all that remains when the deadline is this month
 * or past); null without a target date or when the goal is complete.
 */
export function suggestedMonthly(
  goal: Pick<
    Goal,
    | 'suggested_monthly'
    | 'months_left'
    | 'target_date'
    | 'remaining'
    | 'current_amount'
    | 'target_amount'
    | 'completed'
  >,
  today: string,
): number | null {
  if (isComplete(goal)) return null;
  if (goal.suggested_monthly !== null && goal.suggested_monthly !== undefined) return goal.suggested_monthly;
  const months = monthsLeft(goal, today);
  if (months === null) return null;
  const remainingCents = Math.max(0, Math.round(goal.remaining * 100));
  return Math.ceil(remainingCents / Math.max(1, months)) / 100;
}

/** How much of the bar to fill (0 to 100). */
export function progressWidth(percent: number): number {
  return Math.max(0, Math.min(100, percent));
}

/** Today in the browser's zone: the person's clock, as the month selector uses. */
export function localToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}
