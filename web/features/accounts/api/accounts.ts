import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountCreateBody, AccountUpdateBody } from '../../../../common/contract/accounts';
import { api } from '../../../lib/api-client';

/** Every query about accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

export const getAccounts = (period?: { from: string; to: string }, includeArchived = false) =>
  api.get<Account[]>('/accounts', { ...period, includeArchived: includeArchived ? 'true' : undefined });

export const accountsQuery = (period?: { from: string; to: string }, includeArchived = false) =>
  queryOptions({
    queryKey: [...accountsKey, period?.from ?? null, period?.to ?? null, includeArchived],
    queryFn: () => getAccounts(period, includeArchived),
  });

export const useAccounts = (period?: { from: string; to: string }, includeArchived = false) =>
  useQuery(accountsQuery(period, includeArchived));

function useAccountMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}

export const useCreateAccount = () =>
  useAccountMutation((body: AccountCreateBody) => api.post<Account>('/accounts', body));
export const useUpdateAccount = () =>
  useAccountMutation((body: AccountUpdateBody) => api.put<Account>('/accounts', body));
export const useArchiveAccount = () =>
  useAccountMutation((input: { id: number; archived: boolean }) =>
    api.post<Account>('/accounts/archive', input),
  );
export const useDeleteAccount = () =>
  useAccountMutation((id: number) => api.delete<{ id: number }>('/accounts', { id }));
