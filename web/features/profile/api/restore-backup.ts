import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestoreResult } from '../../../../common/contract/export';
import { api } from '../../../lib/api-client';

/**
 * POST /restore with the backup file as the body, sent as the browser read it from disk (a backup of 100,000
 * transactions is tens of MB: it is neither parsed nor copied here).
 */
export const restoreBackup = (file: Blob) =>
  api.post<RestoreResult>('/restore', new Blob([file], { type: 'application/json' }));

/** Every screen's data changes with a restore: all queries are refetched. */
export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreBackup, onSuccess: () => client.invalidateQueries() });
}
