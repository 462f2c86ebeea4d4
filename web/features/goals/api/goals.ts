import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalBody, GoalUpdateBody } from '../../../../common/contract/goals';
import { api } from '../../../lib/api-client';

/** Every query about goals starts with this key, so one invalidation refreshes them all. */
export const goalsKey = ['goals'] as const;

export const getGoals = (signal?: AbortSignal) => api.get<Goal[]>('/goals', undefined, signal);

export const goalsQuery = () =>
  queryOptions({ queryKey: goalsKey, queryFn: ({ signal }) => getGoals(signal) });

export const useGoals = () => useQuery(goalsQuery());

function useGoalMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: goalsKey }),
  });
}

export const createGoal = (body: GoalBody) => api.post<Goal>('/goals', body);
export const useCreateGoal = () => useGoalMutation(createGoal);

/** Also archives (archived: true) and restores (archived: false). */
export const updateGoal = (body: GoalUpdateBody) => api.put<Goal>('/goals', body);
export const useUpdateGoal = () => useGoalMutation(updateGoal);

export const deleteGoal = (id: number) => api.delete<{ id: number }>('/goals', { id });
export const useDeleteGoal = () => useGoalMutation(deleteGoal);
