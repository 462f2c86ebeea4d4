import { VARIABLE_INCOME_MESSAGES as M } from '../../../common/contract/variable-income';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { notFound } from '../../http/errors';
import { type HoldingRow, variableIncomeRepository as repo } from './repository';

/** The holding an id names in the person's book, or 404 (another book's id reads as absent). */
export async function ownedHolding(
  tx: Executor,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<HoldingRow> {
  const holding = await repo.holding(tx, user.bookId, id, lock);
  if (!holding) throw notFound(M.holdingNotFound);
  return holding;
}
