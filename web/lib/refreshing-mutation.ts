import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which every query under `queryKey` is asked again (one area's list and figures). The refresh
 * is awaited, so mutateAsync resolves once the screen shows the change.
 */
export function useRefreshingMutation<T, R>(fn: (input: T) => Promise<R>, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
