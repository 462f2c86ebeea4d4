import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult, UnmatchImportResult } from '../../../../common/contract/import';
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
