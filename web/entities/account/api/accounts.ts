import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, AccountCreateBody, AccountUpdateBody } from '../../../../common/contract/accounts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

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

export const createAccount = (body: AccountCreateBody) => api.post<Account>('/accounts', body);
export const useCreateAccount = () => useRefreshingMutation(createAccount, accountsKey);

export const updateAccount = (body: AccountUpdateBody) => api.put<Account>('/accounts', body);
export const useUpdateAccount = () => useRefreshingMutation(updateAccount, accountsKey);

export const archiveAccount = (input: { id: number; archived: boolean }) =>
  api.post<Account>('/accounts/archive', input);
export const useArchiveAccount = () => useRefreshingMutation(archiveAccount, accountsKey);

export const deleteAccount = (id: number) => api.delete<{ id: number }>('/accounts', { id });
export const useDeleteAccount = () => useRefreshingMutation(deleteAccount, accountsKey);
