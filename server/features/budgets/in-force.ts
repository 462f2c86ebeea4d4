import { lastDayOfMonth } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { ratesOnEach } from '../exchange-rates/public';
import { flowsInReais } from '../shared/flows-in-reais';
import { type BudgetRow, budgetsRepository as repo } from './repository';

/**
 * The budgets in force in the month (repository.inForce) with what was spent in reais: the expenses of accounts in
 * other currencies at each row's date's rate (shared/flows-in-reais.ts), read from the first list's month (where a
 * carry begins) to the month's end, and only in a book that has such accounts.
 */
export async function budgetsInForce(db: Executor, bookId: number, month: string): Promise<BudgetRow[]> {
  const flows = await flowsInReais(
    db,
    bookId,
    async () => {
      const first = await repo.firstListMonth(db, bookId);
      return first ? { from: first, to: lastDayOfMonth(month) } : null;
    },
    'category',
    ratesOnEach,
  );
  return repo.inForce(db, bookId, month, flows);
}
