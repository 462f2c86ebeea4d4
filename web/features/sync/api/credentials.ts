import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyncCredentials, SyncCredentialsBody } from '../../../../common/contract/sync';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { syncKey } from './sync-key';

/** GET /sync/credentials: the person's own client id (never the secret) and whether the server's pair is in use. */
export const getSyncCredentials = () => api.get<SyncCredentials>('/sync/credentials');

export const syncCredentialsQuery = () =>
  queryOptions({ queryKey: [...syncKey, 'credentials'], queryFn: getSyncCredentials });

export const useSyncCredentials = () => useQuery(syncCredentialsQuery());

/** PUT /sync/credentials: the server checks the pair with Pluggy before keeping it (a refused pair answers 4xx). */
export const saveSyncCredentials = (body: SyncCredentialsBody) =>
  api.put<SyncCredentials>('/sync/credentials', body);
export const useSaveSyncCredentials = () => useRefreshingMutation(saveSyncCredentials, syncKey);

export const deleteSyncCredentials = () => api.delete<SyncCredentials>('/sync/credentials', {});
export const useDeleteSyncCredentials = () =>
  useRefreshingMutation<void, SyncCredentials>(deleteSyncCredentials, syncKey);
