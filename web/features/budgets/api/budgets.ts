import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Budget, BudgetUpsertBody } from '../../../../common/contract/budgets';
import { api } from '../../../lib/api-client';

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

/** Awaiting the refresh makes mutateAsync resolve once the list shows the change. */
function useBudgetMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: budgetsKey }),
  });
}

/** Creates the category's budget for the month, or updates it when there is one. */
export const saveBudget = (body: BudgetUpsertBody) => api.post<Budget>('/budgets', body);
export const useSaveBudget = () => useBudgetMutation(saveBudget);

/** Rollover belongs to the category (every month), kept by the server. */
export const setBudgetRollover = (body: { categoryId: number; rollover: boolean }) =>
  api.post<unknown>('/budgets/rollover', body);
export const useSetBudgetRollover = () => useBudgetMutation(setBudgetRollover);

export const deleteBudget = (id: number) => api.delete<{ id: number }>('/budgets', { id });
export const useDeleteBudget = () => useBudgetMutation(deleteBudget);
