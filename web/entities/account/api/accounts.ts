import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, AccountCreateBody, AccountUpdateBody } from '../../../../common/contract/accounts';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

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

/**
 * An account's write changes what every money screen reads, not only the accounts' list: a card is an account
 * (Cartões, the dashboard's cards, the bills due), and an opening balance moves balances, net worth and the
 * forecast; each account is in the selects of every form. So account writes refresh as the ledger's do (one rule,
 * invalidateLedger), and a card made in Contas is in Cartões without a reload.
 */
export const createAccount = (body: AccountCreateBody) => api.post<Account>('/accounts', body);
export const useCreateAccount = () => useLedgerMutation(createAccount);

export const updateAccount = (body: AccountUpdateBody) => api.put<Account>('/accounts', body);
export const useUpdateAccount = () => useLedgerMutation(updateAccount);

export const archiveAccount = (input: { id: number; archived: boolean }) =>
  api.post<Account>('/accounts/archive', input);
export const useArchiveAccount = () => useLedgerMutation(archiveAccount);

export const deleteAccount = (id: number) => api.delete<{ id: number }>('/accounts', { id });
export const useDeleteAccount = () => useLedgerMutation(deleteAccount);
