import { UNDO_GONE_MESSAGE, UNDO_REFERENCE_GONE_MESSAGE } from '../../../common/contract/undo';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { HttpError, notFound } from '../../http/errors';
import { ledger, type TransactionSnapshot } from '../ledger/ledger';
import { deletedRowsRepository as repo } from './repository';

/** PostgreSQL's foreign_key_violation: what the rows pointed at was deleted after them. */
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/** POST /undo: puts back what a deletion took away, in one database transaction. */
export function createUndoService(db: Db) {
  return {
    async undo(user: AuthUser, token: string): Promise<{ kind: string }> {
      try {
        return await db.transaction(async (tx) => {
          const kept = await repo.take(tx, user.id, token);
          if (!kept) throw notFound(UNDO_GONE_MESSAGE);
          if (kept.expired) throw new HttpError(410, UNDO_GONE_MESSAGE);
          if (kept.kind === 'transactions')
            await ledger.putBack(tx, user.id, kept.rows as TransactionSnapshot);
          return { kind: kept.kind };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, UNDO_REFERENCE_GONE_MESSAGE);
        throw error;
      }
    },
  };
}
