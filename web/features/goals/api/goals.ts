import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContributionBody, Goal, GoalBody, GoalUpdateBody } from '../../../../common/contract/goals';
import { accountsKey } from '../../../entities/account/public';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** Every query about goals starts with this key, so one invalidation refreshes them all. */
export const goalsKey = ['goals'] as const;

/** Transactions are keyed ['transactions', ...] by their own feature. */
const transactionsKey = ['transactions'] as const;

/** docs/PRODUCT.md's pause between a contribution and the refresh of the lists. */
export const REFRESH_AFTER_CONTRIBUTION_MS = 500;

export const getGoals = (signal?: AbortSignal) => api.get<Goal[]>('/goals', undefined, signal);

export const goalsQuery = () =>
  queryOptions({ queryKey: goalsKey, queryFn: ({ signal }) => getGoals(signal) });

export const useGoals = () => useQuery(goalsQuery());

export const createGoal = (body: GoalBody) => api.post<Goal>('/goals', body);
export const useCreateGoal = () => useRefreshingMutation(createGoal, goalsKey);

/** Also archives (archived: true) and restores (archived: false). */
export const updateGoal = (body: GoalUpdateBody) => api.put<Goal>('/goals', body);
export const useUpdateGoal = () => useRefreshingMutation(updateGoal, goalsKey);

export const deleteGoal = (id: number) => api.delete<{ id: number }>('/goals', { id });
export const useDeleteGoal = () => useRefreshingMutation(deleteGoal, goalsKey);

/** Moves the amount from the source account to the goal's destination account, as a transfer tied to the goal. */
export const contributeToGoal = (body: ContributionBody) => api.post<unknown>('/goals/contribute', body);

/** The contribution changed the goal's progress, two account balances and the transaction list. */
export function refreshAfterContribution(client: QueryClient, delayMs = REFRESH_AFTER_CONTRIBUTION_MS) {
  return new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() =>
    Promise.all([
      client.invalidateQueries({ queryKey: goalsKey }),
      client.invalidateQueries({ queryKey: accountsKey }),
      client.invalidateQueries({ queryKey: transactionsKey }),
    ]),
  );
}

export const useContributeToGoal = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: contributeToGoal,
    // Not awaited: the dialog closes at once and the lists follow after the pause.
    onSuccess: () => void refreshAfterContribution(client),
  });
};
