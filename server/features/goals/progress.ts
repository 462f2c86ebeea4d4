import { percentOf } from '../../../common/percent';

/** Whole months from this month to the target's month: November to December is 1, within November 0. */
export function monthsLeft(today: string, targetDate: string): number {
  const [ty, tm] = targetDate.split('-').map(Number) as [number, number];
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Math.max(0, (ty - y) * 12 + (tm - m));
}

export interface GoalProgress {
  currentCents: number;
  remainingCents: number;
  /** Of the target, one decimal; may pass 100. */
  percent: number;
  completed: boolean;
  /** null without a target date. */
  monthsLeft: number | null;
  /** What to put aside each month to reach the target on its date; null once reached or without a date. */
  suggestedMonthlyCents: number | null;
}

/** A goal's progress, the one place its rules live (the web shows these figures as the API answers them). */
export function goalProgress(
  goal: { initialAmount: number; contributed: number; targetAmount: number; targetDate: string | null },
  today: string,
): GoalProgress {
  const currentCents = goal.initialAmount + goal.contributed;
  const remainingCents = Math.max(0, goal.targetAmount - currentCents);
  const months = goal.targetDate ? monthsLeft(today, goal.targetDate) : null;
  const completed = currentCents >= goal.targetAmount;
  // Rounded up so the months add up to what remains; in the target's own month, all of it.
  const suggestedMonthlyCents =
    completed || months === null ? null : months > 0 ? Math.ceil(remainingCents / months) : remainingCents;
  return {
    currentCents,
    remainingCents,
    // The target is always positive (the contract refuses zero), so a share always exists.
    percent: percentOf(currentCents, goal.targetAmount) ?? 0,
    completed,
    monthsLeft: months,
    suggestedMonthlyCents,
  };
}
