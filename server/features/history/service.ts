import {
  type HistoryEvent,
  MAX_EVENTS_PER_TRANSACTION,
  type TransactionHistory,
} from '../../../common/contract/history';
import { TRANSACTION_NOT_FOUND, type Transaction } from '../../../common/contract/transactions';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { notFound } from '../../http/errors';
import { isSharedBook } from '../shared/shared-book';
import { changesBetween } from './changes';
import { historyRepository as repo } from './repository';

/** Reads rows as the API answers them (the transactions feature's loadTransactions, handed in by the caller). */
export type LoadTransactions = (db: Executor, bookId: number, ids: number[]) => Promise<Transaction[]>;

/**
 * Runs a person's change to these rows and, in a shared book, keeps in each row's history what it changed and who
 * changed it: the rows as they read before and after, compared field by field (changes.ts). Call it inside the
 * write's transaction, after the rows are locked, so the "before" is what this change changed. A personal book
 * no one else has joined keeps no history (only its owner writes there) and pays one indexed read for it.
 */
export async function withHistory<T>(
  tx: Executor,
  user: AuthUser,
  ids: number[],
  load: LoadTransactions,
  change: () => Promise<T>,
): Promise<T> {
  if (!(await isSharedBook(tx, user))) return change();
  const before = new Map((await load(tx, user.bookId, ids)).map((row) => [row.id, row]));
  const result = await change();
  const events = (await load(tx, user.bookId, ids)).flatMap((after) => {
    const was = before.get(after.id);
    const changes = was ? changesBetween(was, after) : [];
    return changes.length === 0
      ? []
      : [{ bookId: user.bookId, transactionId: after.id, userId: user.id, changes }];
  });
  if (events.length > 0) {
    await repo.insert(tx, events);
    await repo.trim(
      tx,
      user.bookId,
      events.map((e) => e.transactionId),
      MAX_EVENTS_PER_TRANSACTION,
    );
  }
  return result;
}

/** A row's history: when and by whom it was written, then its changes, newest first. */
export async function historyOf(db: Executor, user: AuthUser, id: number): Promise<TransactionHistory> {
  const created = await repo.created(db, user.bookId, id);
  if (!created) throw notFound(TRANSACTION_NOT_FOUND);
  const events: HistoryEvent[] = await repo.events(db, user.bookId, id, MAX_EVENTS_PER_TRANSACTION);
  return { id, created, events };
}
