// What the reports offer other features: totals by category and by month over a period.
import type { Executor } from '../../db/connect';
import type { FlowsInReais } from '../shared/flows-in-reais';
import { type Period, reportFigures } from './figures';

export type { InReais } from './figures';
export { categoryFlows } from './figures';
export { presentMonthly } from './presenter';
export type { GroupTotal, MonthTotals } from './repository';

/**
 * Expense and income totals by top-level category between two dates, subcategories rolled into their parents, in
 * reais (accounts in other currencies at each row's date's rate), with the accounts left out for want of a rate:
 * the rows of /reports/by-category, so the dashboard and the reports show the same figures.
 */
export const totalsByCategory = (
  db: Executor,
  bookId: number,
  period: Period,
  within?: Promise<FlowsInReais>,
) => reportFigures.byCategory(db, bookId, period, within);

/** Income and expense totals month by month between two dates, in reais as totalsByCategory's. */
export const monthlyTotals = (db: Executor, bookId: number, period: Period, within?: Promise<FlowsInReais>) =>
  reportFigures.monthly(db, bookId, period, within);
