import type { DashboardSummary } from '../../../common/contract/dashboard';
import { FORECAST_DAY_CHOICES, FORECAST_MAX_DAYS } from '../../../common/contract/forecast';
import { daysBetween, firstDayOfMonth, lastDayOfMonth } from '../../../common/dates';
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

/** Where the selected month stands from today's: the panels that cannot follow it say which day they are about. */
export type MonthWhen = 'past' | 'current' | 'future';

export function monthWhen(month: string, today: string): MonthWhen {
  const current = firstDayOfMonth(today);
  return month === current ? 'current' : month < current ? 'past' : 'future';
}

/** The day the forecast card is about and the forecast's window that reaches it (days from today). */
export interface ForecastTarget {
  date: string;
  days: number;
  when: Exclude<MonthWhen, 'past'>;
}

/**
 * The forecast card's day for the selected month: its last day. Today's month asks the Previsão page's shortest
 * window (one query for both; the answer's month_end is the day); a later month asks a window that reaches its last
 * day, one day more than the browser counts, as the server's today (the person's zone) may be a day behind. None for
 * a past month (a forecast is of what is still to come) nor beyond the forecast's longest window.
 */
export function forecastTarget(month: string, today: string): ForecastTarget | null {
  const when = monthWhen(month, today);
  const date = lastDayOfMonth(month);
  if (when === 'current') return { date, days: FORECAST_DAY_CHOICES[0], when };
  if (when === 'past') return null;
  const days = daysBetween(today, date) + 1;
  return days <= FORECAST_MAX_DAYS ? { date, days, when } : null;
}
