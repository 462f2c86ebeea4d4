import type { DashboardSummary } from '../../../common/contract/dashboard';
import { formatPercent } from '../../../common/percent';

/** A budget's use: '97,6%', or '—' when nothing is available to spend. */
export const formatUsage = (percent: number | null) => (percent === null ? '—' : formatPercent(percent));

/** Goals shown on the dashboard. */
export const DASHBOARD_GOALS = 3;

/** The first goals to show (active ones, in the server's order) and how many more there are. */
export function dashboardGoals<T extends { archived_at: string | null }>(goals: readonly T[]) {
  const active = goals.filter((g) => !g.archived_at);
  return { shown: active.slice(0, DASHBOARD_GOALS), more: Math.max(0, active.length - DASHBOARD_GOALS) };
}

/** True when the person has nothing the dashboard could show: no account, no money, no plans. */
export function isDashboardEmpty(s: DashboardSummary): boolean {
  return (
    s.accounts.length === 0 &&
    s.receitas === 0 &&
    s.despesas === 0 &&
    s.trends.every((t) => t.receitas === 0 && t.despesas === 0) &&
    s.budgets.length === 0 &&
    s.fixed.count === 0
  );
}

/** A figure's colour says something only when there is something: R$ 0,00 in red read as an alarm (a walk). */
export const quietWhenZero = (value: number, tone: string) =>
  value === 0 ? 'text-slate-700 dark:text-slate-300' : tone;
