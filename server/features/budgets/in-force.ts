import { sql } from 'drizzle-orm';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { lastDayOfMonth } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { basisMoves } from '../cards/public';
import { ratesOnEach } from '../exchange-rates/public';
import { type FlowPeriod, type FlowsInReais, flowsInReais } from '../shared/flows-in-reais';
import { type BudgetRow, budgetsRepository as repo } from './repository';

/**
 * The lines of accounts in other currencies the budgets of `month` count: the month's, and for a rollover category's
 * carry (only those categories and their subcategories) the earlier months' from the first rollover budget's (the
 * month itself without one). A book's two years of lines in dollars were 3,500 groups to convert for the dashboard
 * otherwise, most never used.
 */
export async function budgetFlowPeriod(db: Executor, bookId: number, month: string): Promise<FlowPeriod> {
  const first = await repo.firstRolloverMonth(db, bookId);
  return {
    from: first !== null && first < month ? first : month,
    to: lastDayOfMonth(month),
    linesWhere: sql`(l.date >= ${month}::date or l.category_id in (${repo.rolloverCategories(bookId)}))`,
  };
}

/**
 * The budgets in force in the month (repository.inForce) with what was spent in reais: the expenses of accounts in
 * other currencies at each row's date's rate (shared/flows-in-reais.ts, of budgetFlowPeriod's lines), only in a
 * book that has such accounts. `within`: money by category already read for a screen of several reads (the
 * dashboard) over at least those lines; more is harmless, since only the month's spent and the rollover categories'
 * earlier months are ever summed.
 */
export async function budgetsInForce(
  db: Executor,
  bookId: number,
  month: string,
  within?: Promise<FlowsInReais>,
  base?: SpendingBasis,
): Promise<BudgetRow[]> {
  const period = budgetFlowPeriod(db, bookId, month);
  const [flows, moves] = await Promise.all([
    within ?? flowsInReais(db, bookId, period, 'category', ratesOnEach),
    // Months inside the period are summed apart (the carry), so every row's month counts.
    period.then(({ from, to }) => basisMoves(db, bookId, { from, to, base }, 'whole')),
  ]);
  return repo.inForce(db, bookId, month, flows, moves);
}
