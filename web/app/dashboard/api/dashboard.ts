import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../common/contract/dashboard';
import type { FirstSteps } from '../../../../common/contract/first-steps';
import { api } from '../../../lib/api-client';

/** Every dashboard query starts with this key. */
export const dashboardKey = ['dashboard'] as const;

export const getDashboardSummary = (period: { from: string; to: string }, signal?: AbortSignal) =>
  api.get<DashboardSummary>('/dashboard/summary', period, signal);

export const dashboardSummaryQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...dashboardKey, 'summary', period.from, period.to],
    queryFn: ({ signal }) => getDashboardSummary(period, signal),
    // Any transaction, transfer or payment anywhere changes these figures: ask again on every visit.
    staleTime: 0,
  });

/** The previous month's figures stay on screen while the next month loads. */
export const useDashboardSummary = (period: { from: string; to: string }) =>
  useQuery({ ...dashboardSummaryQuery(period), placeholderData: keepPreviousData });

/** "Primeiros passos": ticked from the book's data, asked again on every visit (a step is done on another page). */
export const firstStepsQuery = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'first-steps'],
    queryFn: ({ signal }) => api.get<FirstSteps>('/dashboard/first-steps', undefined, signal),
    staleTime: 0,
  });

export const useFirstSteps = () => useQuery(firstStepsQuery());
