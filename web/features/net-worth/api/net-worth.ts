import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NetWorthAnswer } from '../../../../common/contract/net-worth';
import { api } from '../../../lib/api-client';

/** Every net worth query starts with this key, so one invalidation refreshes them all. */
export const netWorthKey = ['net-worth'] as const;

/** GET /net-worth?meses=24: the net worth at each month's end, by class, and in today's money. */
export const getNetWorth = (months: number, signal?: AbortSignal) =>
  api.get<NetWorthAnswer>('/net-worth', { meses: months }, signal);

/** The net worth moves with every transaction anywhere in the app: ask again on each visit. */
export const netWorthQuery = (months: number) =>
  queryOptions({
    queryKey: [...netWorthKey, months],
    queryFn: ({ signal }) => getNetWorth(months, signal),
    staleTime: 0,
  });

export const useNetWorth = (months: number) =>
  useQuery({ ...netWorthQuery(months), placeholderData: keepPreviousData });
