import type { Account } from '../../../common/contract/accounts';
import { compareGoals, type Goal } from '../../../common/contract/goals';
import { todayIn } from '../../../common/dates';

/** The server says when a goal is complete. */
export function goalStatus(goal: Pick<Goal, 'completed'>) {
  return goal.completed ? 'Concluída' : 'Em andamento';
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

/** '8 meses', '1 mês', 'vence este mês', 'prazo encerrado'. */
export function monthsLeftText(
  goal: Pick<Goal, 'months_left' | 'target_date'>,
  today: string,
): string | null {
  const months = goal.months_left;
  if (months === null || !goal.target_date) return null;
  if (months === 0) return goal.target_date < today ? 'prazo encerrado' : 'vence este mês';
  return months === 1 ? '1 mês' : `${months} meses`;
}

/** Today in the browser's zone: the person's clock, as the month selector uses. */
export function localToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The accounts a goal's money can be kept in, for its account and Aportar's destination: every kind but a credit
 * card, which holds a debt and no savings.
 */
export function savingsAccounts<T extends Pick<Account, 'type'>>(accounts: readonly T[]): T[] {
  return accounts.filter((a) => a.type !== 'credit_card');
}
