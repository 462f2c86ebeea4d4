import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopItem } from '../../../../common/contract/reports';
import { api } from '../../../lib/api-client';
import { type PeriodParams, REPORT_STALE_TIME, reportsKey } from './reports-key';

/**
 * GET /reports/top-expenses and /top-incomes: the largest items of the period. The answer's top-level total
 * (all expenses or incomes of the period) is the summary's receitas/despesas, which the page already has.
 */
export type TopKind = 'top-expenses' | 'top-incomes';

export const getTopItems = (kind: TopKind, period: PeriodParams & { limit: number }, signal?: AbortSignal) =>
  api.get<TopItem[]>(`/reports/${kind}`, { from: period.from, to: period.to, limit: period.limit }, signal);

export const topItemsQuery = (kind: TopKind, period: PeriodParams & { limit: number }) =>
  queryOptions({
    queryKey: [...reportsKey, kind, period.from, period.to, period.limit],
    queryFn: ({ signal }) => getTopItems(kind, period, signal),
    staleTime: REPORT_STALE_TIME,
  });

export const useTopItems = (kind: TopKind, period: PeriodParams & { limit: number }, enabled = true) =>
  useQuery({ ...topItemsQuery(kind, period), placeholderData: keepPreviousData, enabled });
