import {
  type HistoryEvent,
  MAX_EVENTS_PER_TRANSACTION,
  type TransactionHistory,
} from '../../../common/contract/history';
import { TRANSACTION_NOT_FOUND, type Transaction } from '../../../common/contract/transactions';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { notFound } from '../../http/errors';
import { historyRepository as repo } from './repository';

/** Reads rows as the API answers them (the transactions feature's loadTransactions, handed in by the caller). */
export type LoadTransactions = (db: Executor, bookId: number, ids: number[]) => Promise<Transaction[]>;

/** A row's history: when and by whom it was written, then its changes, newest first. */
export async function historyOf(db: Executor, user: AuthUser, id: number): Promise<TransactionHistory> {
  const created = await repo.created(db, user.bookId, id);
  if (!created) throw notFound(TRANSACTION_NOT_FOUND);
  const events: HistoryEvent[] = await repo.events(db, user.bookId, id, MAX_EVENTS_PER_TRANSACTION);
  return { id, created, events };
}
