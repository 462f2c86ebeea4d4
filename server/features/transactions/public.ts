// What the transactions offer other features: rows read as the API answers them (and told to the book's webhooks), a
// transfer's legs, the undo of a
// category change, and the shape of the division of an expense the household hands in (ExpenseShares).
import type { Executor } from '../../db/connect';
import { transactionsRepository } from './repository';

export { type CategoriesBefore, putBackCategories } from './categorise';
export type { ExpenseShares } from './expense-shares';
export { loadTransactions, TRANSACTION_NOT_FOUND } from './service';

/** Both legs of a transfer, in the order they were written. */
export const legsOfTransfer = (db: Executor, bookId: number, transferId: string) =>
  transactionsRepository.legsOfTransfer(db, bookId, transferId);

/** Whether the person has a transaction with this id. */
export const transactionExists = (db: Executor, bookId: number, id: number) =>
  transactionsRepository.exists(db, bookId, id);

/** The list's filters and the rows they show, for the exports of what Transações shows (export/). */
export { listFiltersOf } from './list-filters';
export { type ListFilters, listRowsWhere } from './repository';
