import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TransactionPage, transactionListQuery } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';

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
