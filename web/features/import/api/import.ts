import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportResult, UnmatchImportResult } from '../../../../common/contract/import';
import type {
  DuplicateCandidate,
  ImportMatch,
  MergeResult,
  UnmatchResult,
} from '../../../../common/contract/import-match';
import { api, apiRequest } from '../../../lib/api-client';
import { invalidateLedger, useLedgerMutation } from '../../../lib/ledger-mutation';
import type { UploadSettings } from '../import-settings';

/** POST /transactions/import-csv (the server's import area): the statement's file and how to read it. */
export interface ImportInput {
  file: File;
  settings: UploadSettings;
}

/** Sends the file's own bytes and the settings; the server reads it again with the same rules. */
export function importStatement({ file, settings }: ImportInput): Promise<ImportResult> {
  const form = new FormData();
  form.append('settings', JSON.stringify(settings));
  form.append('file', file, file.name);
  return apiRequest<ImportResult>('/transactions/import-csv', { method: 'POST', body: form });
}

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => invalidateLedger(client),
  });
}

/** POST /transactions/imports/:importId/unmatch: every match the import made, undone (the bank lines become rows). */
export const unmatchImport = (importId: string) =>
  api.post<UnmatchImportResult>(`/transactions/imports/${encodeURIComponent(importId)}/unmatch`);
export const useUnmatchImport = () => useLedgerMutation(unmatchImport);

/**
 * GET /transactions/imports/:importId/matches: what one import (or one bank sync's write) matched, each row beside
 * the bank's line. Under the ledger's key: any write may change it.
 */
export const getImportMatches = (importId: string) =>
  api.get<ImportMatch[]>(`/transactions/imports/${encodeURIComponent(importId)}/matches`);
export const importMatchesQuery = (importId: string) =>
  queryOptions({
    queryKey: ['transactions', 'import-matches', importId],
    queryFn: () => getImportMatches(importId),
  });

/** POST /transactions/:id/unmatch: the row and the bank line matched with it, two rows again. */
export const unmatchTransaction = (id: number) => api.post<UnmatchResult>(`/transactions/${id}/unmatch`);
export const useUnmatchTransaction = () => useLedgerMutation(unmatchTransaction);

/** GET /transactions/:id/duplicates: rows that may be this one's bank transaction written twice. */
export const getDuplicates = (id: number) => api.get<DuplicateCandidate[]>(`/transactions/${id}/duplicates`);
export const useDuplicates = (id: number) =>
  useQuery({ queryKey: ['transactions', 'duplicates', id], queryFn: () => getDuplicates(id) });

/** POST /transactions/:id/merge: a doubled pair made one (the row that stays takes the other's bank line). */
export const mergeTransactions = ({ id, transactionId }: { id: number; transactionId: number }) =>
  api.post<MergeResult>(`/transactions/${id}/merge`, { transactionId });
export const useMergeTransactions = () => useLedgerMutation(mergeTransactions);
