import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Budget, BudgetUpsertBody } from '../../../../common/contract/budgets';
import type { UndoToken } from '../../../../common/contract/undo';
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

/** Deletes the budget from the month shown onward (it may be repeated there from an earlier month). */
export const deleteBudget = (budget: Pick<Budget, 'id' | 'month'>) =>
  api.delete<{ id: number } & UndoToken>('/budgets', { id: budget.id, month: budget.month });
export const useDeleteBudget = () => useRefreshingMutation(deleteBudget, budgetsKey);

/** "Copiar do mês anterior": the month gets the list in force the month before as its own. */
export const copyBudgets = (month: string) => api.post<Budget[]>('/budgets/copy', { month });
export const useCopyBudgets = () => useRefreshingMutation(copyBudgets, budgetsKey);
