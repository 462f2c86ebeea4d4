import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncAccount, SyncAccountLinkBody } from '../../../../common/contract/sync';
import { accountsKey } from '../../../entities/account/public';
import { api } from '../../../lib/api-client';
import { syncKey } from './sync-key';

/**
 * PUT /sync/accounts/:id: the bank's account linked to a Grana account (`account_id`), unlinked
 * (`account_id: null`), or linked to a new one made from the bank's data (`create: true`).
 */
export const linkSyncAccount = ({ id, ...body }: SyncAccountLinkBody & { id: number }) =>
  api.put<SyncAccount>(`/sync/accounts/${id}`, body);

/** "Criar conta no Grana" adds an account: the accounts refresh with the connections. */
export function useLinkSyncAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkSyncAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: syncKey }),
        client.invalidateQueries({ queryKey: accountsKey }),
      ]),
  });
}
