import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CategorisedAnswer,
  TransactionCategoryBody,
} from '../../../../common/contract/transaction-category';
import type { transactionListQuery } from '../../../../common/contract/transaction-list';
import type {
  ToTransferResult,
  Transaction,
  TransactionCreateBody,
  TransactionPage,
  TransactionUpdateBody,
} from '../../../../common/contract/transactions';
import type { UndoToken } from '../../../../common/contract/undo';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** The filters of the list as sent (the page apart). */
export type TransactionListParams = Omit<z.output<typeof transactionListQuery>, 'page'>;

/** Every query about transactions starts with this key, so one invalidation refreshes them all. */
export const transactionsKey = ['transactions'] as const;

export const getTransactions = (query: TransactionListParams & { page: number }, signal?: AbortSignal) =>
  api.get<TransactionPage>('/transactions', { ...query }, signal);

/** Pages of 30, newest first; the next page is asked while the server says there is more. */
export const transactionsInfiniteQuery = (query: TransactionListParams) =>
  infiniteQueryOptions({
    queryKey: [...transactionsKey, 'list', query],
    queryFn: ({ pageParam, signal }) => getTransactions({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useTransactions = (query: TransactionListParams) =>
  useInfiniteQuery(transactionsInfiniteQuery(query));

export const createTransaction = (body: TransactionCreateBody) =>
  api.post<Transaction>('/transactions', body);
export const useCreateTransaction = () => useLedgerMutation(createTransaction);

export const updateTransaction = (body: TransactionUpdateBody) => api.put<Transaction>('/transactions', body);
export const useUpdateTransaction = () => useLedgerMutation(updateTransaction);

/** Deleting one leg of a transfer deletes the whole transfer. */
export const deleteTransaction = (id: number) =>
  api.delete<{ id: number } & UndoToken>('/transactions', { id });
export const useDeleteTransaction = () => useLedgerMutation(deleteTransaction);

/** Every installment of the purchase the row belongs to. */
export const deletePurchase = (id: number) =>
  api.delete<{ id: number; deleted: number[] } & UndoToken>('/transactions', { id, scope: 'purchase' });
export const useDeletePurchase = () => useLedgerMutation(deletePurchase);

/** One category for several rows ('Categorizar', or a row's category changed in the list); undone by its token. */
export const categoriseTransactions = (body: TransactionCategoryBody) =>
  api.put<CategorisedAnswer>('/transactions/category', body);
export const useCategoriseTransactions = () => useLedgerMutation(categoriseTransactions);

/** POST /transactions/:id/transfer ('Transformar em transferência'): the row one leg, the other in `accountId`. */
export const transactionToTransfer = ({ id, accountId }: { id: number; accountId: number }) =>
  api.post<ToTransferResult>(`/transactions/${id}/transfer`, { accountId });
export const useTransactionToTransfer = () => useLedgerMutation(transactionToTransfer);
