// 'Desfazer' of a deleted budget: what its deletion keeps, and how the month goes back to what it was.
import type { Executor } from '../../db/connect';
import { type JsonRow, putBackRows } from '../../db/json-rows';
import { budgets } from '../../db/schema';
import { lockBook } from '../shared/person-limits';
import { budgetsRepository, type OwnMade } from './repository';

/**
 * A deleted budget: the month it was deleted from, what giving that month its own list wrote (when the budget
 * was repeated there), and the row deleted.
 */
export interface DeletedBudget {
  month: string;
  made: OwnMade;
  row: JsonRow | null;
}

/** The month goes back to what it was: repeating an earlier list, or its own list with the row. */
export async function putBackBudget(tx: Executor, bookId: number, kept: DeletedBudget): Promise<void> {
  const { month, made, row } = kept;
  await lockBook(tx, bookId);
  await budgetsRepository.unmakeOwn(tx, bookId, month, made);
  if (row && !made.copied.includes(Number(row.id))) await putBackRows(tx, budgets, bookId, [row]);
}
