import { once, qs } from './op-helpers';
import type { Periods, ReadOp } from './read-op';

/** Issue 79's goal: each of these at most 60 ms at p95 on PostgreSQL, three times that on PGlite. */
const SEEING = { p95TargetMs: 60, pgliteP95TargetMs: 180 };

const reportsModule = once(() => import('../../server/features/reports/service'));
const recurringModule = once(() => import('../../server/features/recurring/service'));

/**
 * Seeing where the money goes: the flow of the last full month and of a year (also in caixa, the card rows moved
 * to their bills' due dates), the calendar of a year, and the fixed items found in the history (over the last
 * twelve months of the five years the person has).
 */
export function moneyFlowReads({ month, year }: Periods): ReadOp[] {
  const flow = (
    key: string,
    label: string,
    period: { from: string; to: string },
    base?: 'caixa',
  ): ReadOp => ({
    key,
    label,
    path: `/reports/flow?${qs({ ...period, ...(base ? { base } : {}) })}`,
    ...SEEING,
    run: async ({ db }, user) => {
      const { createReportsService } = await reportsModule();
      return createReportsService(db).flow(user, { ...period, base });
    },
  });
  return [
    flow('report-flow-month', 'flow of money, last month', month),
    flow('report-flow-year', 'flow of money, 1 year', year),
    flow('report-flow-year-caixa', 'flow of money, 1 year, caixa', year, 'caixa'),
    {
      key: 'report-calendar-year',
      label: 'calendar of spending, 1 year',
      path: `/reports/calendar?${qs(year)}`,
      ...SEEING,
      run: async ({ db }, user) => {
        const { createReportsService } = await reportsModule();
        return createReportsService(db).calendar(user, year);
      },
    },
    {
      key: 'recurring-suggestions',
      label: 'fixed items found in the history',
      path: '/recurring/suggestions',
      ...SEEING,
      run: async ({ db }, user) => {
        const { createRecurringService } = await recurringModule();
        return createRecurringService(db).suggestions(user);
      },
    },
  ];
}
