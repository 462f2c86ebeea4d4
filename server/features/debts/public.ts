// What the debts offer the other features: what they owe on given days (the net worth's dívidas).
import type { Executor } from '../../db/connect';
import { debtsRepository as repo } from './repository';
import { assemble, owedOn } from './schedule';

/**
 * The balance the book's debts owe by their contracts on each date (same order as `dates`), summed: what the
 * ledger cannot say (a financing's money never passed through an account).
 */
export async function debtsOwedOn(db: Executor, bookId: number, dates: string[]): Promise<number[]> {
  const rows = await repo.list(db, bookId);
  if (rows.length === 0) return dates.map(() => 0);
  const ids = rows.map((r) => r.id);
  const debts = assemble(rows, await repo.prepayments(db, bookId, ids), []);
  return dates.map((date) => debts.reduce((sum, d) => sum + owedOn(d.row, d.schedule, date), 0));
}
