// What the reports offer other features: totals by category and by month over a period.
import type { Executor } from '../../db/connect';
import { reportsRepository } from './repository';

export { presentMonthly } from './presenter';
export type { GroupTotal, MonthTotals } from './repository';

/**
 * Expense and income totals by top-level category between two dates, subcategories rolled into their parents:
 * the rows of /reports/by-category, so the dashboard and the reports show the same figures.
 */
export const totalsByCategory = (db: Executor, bookId: number, from: string, to: string) =>
  reportsRepository.byCategory(db, bookId, from, to);

/** Income and expense totals month by month between two dates. */
export const monthlyTotals = (db: Executor, bookId: number, from: string, to: string) =>
  reportsRepository.monthly(db, bookId, from, to);
