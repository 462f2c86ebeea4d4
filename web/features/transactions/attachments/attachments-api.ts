import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '../../../../common/contract/attachments';
import type { UndoToken } from '../../../../common/contract/undo';
import { api, apiDownload } from '../../../lib/api-client';
import { transactionsKey } from '../api/transactions';

/**
 * Under the ledger's key: a comprovante added or removed changes the list's rows (their thumbnails and the
 * 'Comprovante' filter), and every ledger mutation (a row deleted, an undo) refreshes these too.
 */
export const attachmentsKey = (transactionId: number) => [...transactionsKey, 'attachments', transactionId];

export const attachmentsQuery = (transactionId: number) =>
  queryOptions({
    queryKey: attachmentsKey(transactionId),
    queryFn: ({ signal }) => api.get<Attachment[]>(`/transactions/${transactionId}/attachments`, {}, signal),
  });

export const useAttachments = (transactionId: number) => useQuery(attachmentsQuery(transactionId));

/** POST multipart/form-data with one `file` part; the server reads the type from the bytes. */
export function uploadAttachment(transactionId: number, file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<Attachment>(`/transactions/${transactionId}/attachments`, body);
}

export const renameAttachment = ({ id, nome }: { id: number; nome: string }) =>
  api.patch<Attachment>(`/attachments/${id}`, { nome });

/** Removed for a while: the token puts it back (POST /undo, the toast's 'Desfazer'). */
export const removeAttachment = (id: number) =>
  api.delete<{ id: number } & UndoToken>(`/attachments/${id}`, {});

/** The list's rows and the dialog's comprovantes refresh after any change of a comprovante. */
export function useAttachmentMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: transactionsKey }),
  });
}

/** The API's own URL ('/api/v1/attachments/12/thumb?v=…') as api-client's path. */
export const apiPathOf = (url: string) => url.replace(/^\/api\/v1/, '');

/**
 * A thumbnail or a file as a Blob, fetched with the bearer token (an <img src> could not send it). A thumbnail's
 * URL is versioned, so this query's cache answers it again for the session; the server lets no browser cache keep
 * it (a shared device), and "Sair" clears this one.
 */
export const attachmentBlobQuery = (url: string) =>
  queryOptions({
    queryKey: ['attachment-blob', url],
    queryFn: async () => (await apiDownload(apiPathOf(url))).blob,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
