import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Budget, BudgetUpsertBody } from '../../../../common/contract/budgets';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** Every query about budgets starts with this key, so one invalidation refreshes every month. */
export const budgetsKey = ['budgets'] as const;

/** month: the first day of the month, 'YYYY-MM-01'. */
export const getBudgets = (month: string, signal?: AbortSignal) =>
  api.get<Budget[]>('/budgets', { month }, signal);

export const budgetsQuery = (month: string) =>
  queryOptions({
    queryKey: [...budgetsKey, month],
    queryFn: ({ signal }) => getBudgets(month, signal),
    // What was spent changes with every transaction saved anywhere in the app; ask again on each visit.
    staleTime: 0,
  });

export const useBudgets = (month: string) => useQuery(budgetsQuery(month));

/** Creates the category's budget for the month, or updates it when there is one. */
export const saveBudget = (body: BudgetUpsertBody) => api.post<Budget>('/budgets', body);
export const useSaveBudget = () => useRefreshingMutation(saveBudget, budgetsKey);

/** Rollover belongs to the category (every month), kept by the server. */
export const setBudgetRollover = (body: { categoryId: number; rollover: boolean }) =>
  api.post<unknown>('/budgets/rollover', body);
export const useSetBudgetRollover = () => useRefreshingMutation(setBudgetRollover, budgetsKey);

export const deleteBudget = (id: number) => api.delete<{ id: number }>('/budgets', { id });
export const useDeleteBudget = () => useRefreshingMutation(deleteBudget, budgetsKey);
