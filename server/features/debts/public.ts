// What the debts offer the other features: what they owe on given days (the net worth's dívidas), and whether a
// contract can be scheduled (the backup's check).
import { loanTermsProblem } from '../../../common/loans';
import type { Executor } from '../../db/connect';
import { ownTurn, type Turn } from '../../threads/turns';
import { debtsRepository as repo } from './repository';
import { assemble, type DebtTermsSource, owedOnEach, type PrepaymentTermsSource, termsOf } from './schedule';

/**
 * Why a debt's contract with these prepayments cannot be scheduled (common/loans.ts's words), or null: what a
 * backup's debt must pass before it is written, as the form's must.
 */
export function debtTermsProblem(
  debt: DebtTermsSource,
  prepayments: readonly PrepaymentTermsSource[],
): string | null {
  return loanTermsProblem(termsOf(debt, prepayments));
}

/**
 * What the book's debts owe on each date (same order as `dates`), summed: each contract's balance plus the
 * principal of its instalments due and not paid by that date, by the date of the expense that paid each
 * (schedule.ts's owedOnEach, the Dívidas page's figure). What the ledger cannot say: a financing's money never passed
 * through an account. Each schedule is walked once for all the dates.
 */
export async function debtsOwedOn(
  db: Executor,
  bookId: number,
  dates: string[],
  turn: Turn = ownTurn,
): Promise<number[]> {
  const totals = dates.map(() => 0);
  // Its reads start on a turn of their own: on PGlite, reads queued together run back to back in one stretch of
  // the event loop (the heaviest person's net worth held it 1.4 s with every part's reads at once).
  await turn();
  const rows = await repo.list(db, bookId);
  if (rows.length === 0) return totals;
  const ids = rows.map((r) => r.id);
  const [prepayments, payments] = await Promise.all([
    repo.prepayments(db, bookId, ids),
    repo.payments(db, bookId, ids),
  ]);
  for (const debt of await assemble(rows, prepayments, payments, turn)) {
    for (const [i, owed] of owedOnEach(debt, dates).entries()) totals[i] = (totals[i] as number) + owed;
  }
  return totals;
}
