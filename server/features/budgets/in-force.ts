import { sql } from 'drizzle-orm';
import { lastDayOfMonth } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { ratesOnEach } from '../exchange-rates/public';
import { type ForeignAccount, flowsInReais } from '../shared/flows-in-reais';
import { type BudgetRow, budgetsRepository as repo } from './repository';

/**
 * The budgets in force in the month (repository.inForce) with what was spent in reais: the expenses of accounts in
 * other currencies at each row's date's rate (shared/flows-in-reais.ts), only in a book that has such accounts. What
 * the month spent counts for every budget; an earlier month's only for a rollover category's carry, so the months
 * before are read from the first rollover budget's and for those categories (and their subcategories) alone: a
 * book's two years of lines in dollars were 3,500 groups to convert for the dashboard, most never used.
 */
export async function budgetsInForce(
  db: Executor,
  bookId: number,
  month: string,
  known?: Promise<ForeignAccount[]>,
): Promise<BudgetRow[]> {
  // From the first rollover budget's month (the month itself without one), worked out in the same statement.
  const flows = await flowsInReais(
    db,
    bookId,
    {
      from: sql`least(${month}::date, (${repo.firstRolloverMonthSql(bookId)}))`,
      to: lastDayOfMonth(month),
      linesWhere: sql`(l.date >= ${month}::date or l.category_id in (${repo.rolloverCategories(bookId)}))`,
    },
    'category',
    ratesOnEach,
    known,
  );
  return repo.inForce(db, bookId, month, flows);
}
