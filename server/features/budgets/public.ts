// What the budgets offer other features: the budgets in force in a month, as the API shows them.
import type { Executor } from '../../db/connect';
import { budgetsRepository } from './repository';

export { presentBudget } from './presenter';
export { type DeletedBudget, putBackBudget } from './put-back';
export type { BudgetRow } from './repository';

/** The budgets that apply to a month (each category's latest from that month or before). */
export const budgetsInForce = (db: Executor, bookId: number, month: string) =>
  budgetsRepository.inForce(db, bookId, month);
