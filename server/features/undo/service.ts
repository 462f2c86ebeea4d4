import {
  UNDO_GONE_MESSAGE,
  UNDO_REFERENCE_GONE_MESSAGE,
  UNDO_ROWS_GONE_MESSAGE,
  UNDO_TAKEN_MESSAGE,
} from '../../../common/contract/undo';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { putBackRows } from '../../db/json-rows';
import { budgets, recurring } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { budgetsRepository } from '../budgets/repository';
import { ledger } from '../ledger/public';
import { type CategoriesBefore, putBackCategories } from '../transactions/categorise';
import {
  type DeletedBudget,
  type DeletedRecurring,
  type KeptTransactions,
  deletedRowsRepository as repo,
} from './repository';

/** PostgreSQL's foreign_key_violation: what the rows pointed at was deleted after them. */
const FOREIGN_KEY_VIOLATION = '23503';
/** unique_violation: a budget of the same category and month was written after the deletion. */
const UNIQUE_VIOLATION = '23505';

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** What the purge job runs: forgets every kept deletion whose undo window has passed. */
export const purgeExpiredUndo = (db: Db): Promise<number> => repo.purgeExpired(db);

/** POST /undo: puts back what a deletion took away, in one database transaction. */
export function createUndoService(db: Db) {
  return {
    async undo(user: AuthUser, token: string): Promise<{ kind: string }> {
      try {
        return await db.transaction(async (tx) => {
          const kept = await repo.take(tx, user.id, token);
          if (!kept) throw notFound(UNDO_GONE_MESSAGE);
          if (kept.expired) throw new HttpError(410, UNDO_GONE_MESSAGE);
          if (kept.kind === 'transactions') {
            const rows = kept.rows as KeptTransactions;
            if (!rows.changed) await ledger.putBack(tx, user.id, rows);
            else if (!(await ledger.restore(tx, user.id, rows)))
              throw new HttpError(409, UNDO_ROWS_GONE_MESSAGE);
          } else if (kept.kind === 'categories') {
            await putBackCategories(tx, user.id, kept.rows as CategoriesBefore);
          } else if (kept.kind === 'recurring') {
            const { item, linked } = kept.rows as DeletedRecurring;
            await putBackRows(tx, recurring, user.id, [item]);
            await ledger.relink(tx, user.id, Number(item.id), linked);
          } else {
            // The month goes back to what it was: repeating an earlier list, or its own list with the row.
            const { month, made, row } = kept.rows as DeletedBudget;
            await budgetsRepository.lockPerson(tx, user.id);
            await budgetsRepository.unmakeOwn(tx, user.id, month, made);
            if (row && !made.copied.includes(Number(row.id))) await putBackRows(tx, budgets, user.id, [row]);
          }
          return { kind: kept.kind };
        });
      } catch (error) {
        if (hasCode(error, FOREIGN_KEY_VIOLATION)) throw new HttpError(409, UNDO_REFERENCE_GONE_MESSAGE);
        if (hasCode(error, UNIQUE_VIOLATION)) throw new HttpError(409, UNDO_TAKEN_MESSAGE);
        throw error;
      }
    },
  };
}
