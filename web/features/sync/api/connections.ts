import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SyncConnection,
  SyncConnectionBody,
  SyncConnectToken,
  SyncRun,
} from '../../../../common/contract/sync';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { syncKey } from './sync-key';

/** How often the list asks again while a run is under way (an automatic one, or one started in another tab). */
const RUNNING_POLL_MS = 3000;

/** GET /sync/connections: each connection with its state in words, its last run and its bank accounts. */
export const getSyncConnections = () => api.get<SyncConnection[]>('/sync/connections');

export const syncConnectionsQuery = () =>
  queryOptions({ queryKey: [...syncKey, 'connections'], queryFn: getSyncConnections });

export const useSyncConnections = () =>
  useQuery({
    ...syncConnectionsQuery(),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.last_run?.outcome === 'running') ? RUNNING_POLL_MS : false,
  });

/** POST /sync/connections: the item is read at Pluggy with its accounts before anything is kept. */
export const addSyncConnection = (body: SyncConnectionBody) =>
  api.post<SyncConnection>('/sync/connections', body);
export const useAddSyncConnection = () => useRefreshingMutation(addSyncConnection, syncKey);

/** DELETE /sync/connections/:id: the rows it brought stay. */
export const deleteSyncConnection = (id: number) => api.delete<{ id: number }>(`/sync/connections/${id}`, {});
export const useDeleteSyncConnection = () => useRefreshingMutation(deleteSyncConnection, syncKey);

/**
 * "Sincronizar agora": the run itself, answered with its record when it ends (409 while another is under way).
 * It writes rows, so everything computed from them refreshes after it (this area's queries too).
 */
export const syncNow = (id: number) => api.post<SyncRun>(`/sync/connections/${id}/sync`);
export const useSyncNow = () => useLedgerMutation(syncNow);

/** GET /sync/connections/:id/runs: the connection's last runs, newest first. */
export const getSyncRuns = (id: number) => api.get<SyncRun[]>(`/sync/connections/${id}/runs`);

export const syncRunsQuery = (id: number) =>
  queryOptions({ queryKey: [...syncKey, 'runs', id], queryFn: () => getSyncRuns(id) });

export const useSyncRuns = (id: number) => useQuery(syncRunsQuery(id));

/** POST /sync/connect-token: opens Pluggy Connect for the person (the installation's own pair only). */
export const getConnectToken = () => api.post<SyncConnectToken>('/sync/connect-token');
