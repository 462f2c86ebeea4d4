import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AppImportJob,
  AppImportPreview,
  AppImportSettings,
} from '../../../../common/contract/app-import';
import { api, apiRequest } from '../../../lib/api-client';

/** Every query of "Trazer meus dados" starts with this key. */
export const appImportKey = ['app-import'] as const;

/** How often a running import is asked how far it got. */
export const POLL_MS = 700;

export interface AppFileInput {
  file: File;
  settings: AppImportSettings;
}

/** The form both POSTs take: `settings` first (the server reads it before the file's bytes), then `file`. */
function formOf({ file, settings }: AppFileInput): FormData {
  const form = new FormData();
  form.append('settings', JSON.stringify(settings));
  form.append('file', file, file.name);
  return form;
}

/** POST /import/apps/preview: what the file holds and where each account and category would go. */
export const previewAppFile = (input: AppFileInput) =>
  apiRequest<AppImportPreview>('/import/apps/preview', { method: 'POST', body: formOf(input) });
export const usePreviewAppFile = () => useMutation({ mutationFn: previewAppFile });

/** POST /import/apps: the import, answered running (202); it goes on in the server's background. */
export const startAppImport = (input: AppFileInput) =>
  apiRequest<AppImportJob>('/import/apps', { method: 'POST', body: formOf(input) });
export const useStartAppImport = () => useMutation({ mutationFn: startAppImport });

/** GET /import/apps/current: the book's latest import of the last day, or null. */
export const currentAppImportQuery = () =>
  queryOptions({
    queryKey: [...appImportKey, 'current'],
    queryFn: () => api.get<AppImportJob | null>('/import/apps/current'),
  });
export const useCurrentAppImport = () => useQuery(currentAppImportQuery());

/** GET /import/apps/job?id=: one import, asked again every POLL_MS while it runs. */
export const appImportJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...appImportKey, 'job', id],
    // null: no such import in the book.
    queryFn: () => api.get<AppImportJob | null>('/import/apps/job', { id }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
export const useAppImportJob = (id: string) => useQuery(appImportJobQuery(id));
