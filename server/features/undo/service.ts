import {
  UNDO_GONE_MESSAGE,
  UNDO_OTHER_BOOK_MESSAGE,
  UNDO_REFERENCE_GONE_MESSAGE,
  UNDO_ROWS_GONE_MESSAGE,
  UNDO_TAKEN_MESSAGE,
  type UndoResult,
} from '../../../common/contract/undo';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { putBackAttachments, type RemovedAttachments } from '../attachments/public';
import { accessToOtherBook } from '../books/public';
import { type DeletedBudget, putBackBudget } from '../budgets/public';
import { type OpeningBalanceBefore, putBackOpeningBalance } from '../cards/public';
import {
  actedBy,
  type KeptTransactions,
  ledger,
  ledgerTransaction,
  type TransactionSnapshot,
} from '../ledger/public';
import { type DeletedRecurring, putBackRecurring } from '../recurring/public';
import { undoLog as repo } from '../shared/undo-log';
import { type CategoriesBefore, putBackCategories } from '../transactions/public';

/**
 * The other book's leg of a deleted transfer between two books, put back with this book's: only while the person
 * still writes there (a removal since takes that right away), else nothing is put back.
 */
async function putBackElsewhere(
  tx: Executor,
  user: AuthUser,
  elsewhere: { bookId: number; rows: TransactionSnapshot },
): Promise<void> {
  const access = await accessToOtherBook(tx, elsewhere.bookId, user.id);
  if (!access?.writes) throw new HttpError(409, UNDO_OTHER_BOOK_MESSAGE);
  await ledger.putBack(tx, elsewhere.bookId, elsewhere.rows);
}

/** What the purge job runs: forgets every kept deletion whose undo window has passed. */
export const purgeExpiredUndo = (db: Db): Promise<number> => repo.purgeExpired(db);

/** POST /undo: puts back what a deletion took away, in one database transaction. */
export function createUndoService(db: Db) {
  return {
    async undo(user: AuthUser, token: string): Promise<UndoResult> {
      try {
        return await ledgerTransaction(db, actedBy(user, 'undo'), async (tx) => {
          const kept = await repo.take(tx, user.bookId, token);
          if (!kept) throw notFound(UNDO_GONE_MESSAGE);
          if (kept.expired) throw new HttpError(410, UNDO_GONE_MESSAGE);
          if (kept.kind === 'transactions') {
            // A bill's payment from before Grana also lowered the card's opening balance (cards/bill-before-grana.ts).
            const rows = kept.rows as KeptTransactions & OpeningBalanceBefore;
            if (!rows.changed) {
              await ledger.putBack(tx, user.bookId, rows);
              if (rows.elsewhere) await putBackElsewhere(tx, user, rows.elsewhere);
            } else {
              if (!(await ledger.restore(tx, user.bookId, rows)))
                throw new HttpError(409, UNDO_ROWS_GONE_MESSAGE);
              if (rows.added) await ledger.delete(tx, user.bookId, rows.added);
              await putBackOpeningBalance(tx, user.bookId, rows);
            }
          } else if (kept.kind === 'attachments') {
            if (!(await putBackAttachments(tx, user.bookId, kept.rows as RemovedAttachments)))
              throw new HttpError(410, UNDO_GONE_MESSAGE);
          } else if (kept.kind === 'categories') {
            await putBackCategories(tx, user.bookId, kept.rows as CategoriesBefore);
          } else if (kept.kind === 'recurring') {
            await putBackRecurring(tx, user.bookId, kept.rows as DeletedRecurring);
          } else {
            await putBackBudget(tx, user.bookId, kept.rows as DeletedBudget);
          }
          return { kind: kept.kind };
        });
      } catch (error) {
        // What the rows pointed at was deleted after them (a foreign key), or a budget of the same category and
        // month was written after the deletion (a unique key).
        const code = pgErrorCode(error);
        if (code === FOREIGN_KEY_VIOLATION) throw new HttpError(409, UNDO_REFERENCE_GONE_MESSAGE);
        if (code === UNIQUE_VIOLATION) throw new HttpError(409, UNDO_TAKEN_MESSAGE);
        throw error;
      }
    },
  };
}
