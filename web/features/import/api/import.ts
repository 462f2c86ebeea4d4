import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../../../common/contract/import';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLedger } from '../../../lib/ledger-mutation';
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
