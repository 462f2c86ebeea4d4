import { and, eq, inArray } from 'drizzle-orm';
import {
  CATEGORISE_TRANSFER_MESSAGE,
  type CategorisedAnswer,
} from '../../../common/contract/transaction-category';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { transactions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { actedBy, ledger, ledgerTransaction, references } from '../ledger/public';
import { undoLog } from '../shared/undo-log';
import { TRANSACTION_NOT_FOUND } from './service';

/** What 'Desfazer' needs after a category change: each row's category before it. */
export type CategoriesBefore = Array<{ id: number; categoryId: number | null }>;

/** The person's rows among these ids, locked, with what a category change reads of them. */
async function lockRows(tx: Executor, bookId: number, ids: number[]) {
  return tx
    .select({ id: transactions.id, categoryId: transactions.categoryId, transferId: transactions.transferId })
    .from(transactions)
    .where(and(eq(transactions.bookId, bookId), inArray(transactions.id, ids)))
    .orderBy(transactions.id)
    .for('update');
}

/**
 * 'Categorizar': one category for several rows, in one database transaction, kept for 'Desfazer'. Another
 * person's id is as absent as an unknown one (the whole change is refused: nothing is written).
 */
export async function categorise(
  db: Db,
  user: AuthUser,
  input: { ids: number[]; categoryId: number | null },
): Promise<CategorisedAnswer> {
  const ids = [...new Set(input.ids)];
  return ledgerTransaction(db, actedBy(user, 'typed'), async (tx) => {
    const categoryId = await references.category(tx, user.bookId, input.categoryId);
    const rows = await lockRows(tx, user.bookId, ids);
    if (rows.length !== ids.length) throw notFound(TRANSACTION_NOT_FOUND);
    if (rows.some((r) => r.transferId !== null)) throw badRequest(CATEGORISE_TRANSFER_MESSAGE);
    const before: CategoriesBefore = rows.map((r) => ({ id: r.id, categoryId: r.categoryId }));
    await ledger.change(
      tx,
      user.bookId,
      ids.map((id) => ({ id, values: { categoryId } })),
    );
    const undo = await undoLog.keep(tx, user.bookId, 'categories', before);
    return { updated: ids.length, undo };
  });
}

/** 'Desfazer' of a category change: the rows still there take back the category each had. */
export async function putBackCategories(
  tx: Executor,
  bookId: number,
  before: CategoriesBefore,
): Promise<void> {
  const present = new Set(
    (
      await lockRows(
        tx,
        bookId,
        before.map((r) => r.id),
      )
    ).map((r) => r.id),
  );
  const back = before.filter((r) => present.has(r.id));
  if (back.length === 0) return;
  await ledger.change(
    tx,
    bookId,
    back.map((r) => ({ id: r.id, values: { categoryId: r.categoryId } })),
  );
}
