import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { transactionsKey } from '../api/transactions';
import { acceptFiles } from './attachment-files';
import { uploadAttachment } from './attachments-api';

export const UPLOAD_FAILED = 'Não foi possível enviar o comprovante.';

/**
 * Sends files to a transaction one after the other (the server takes two at a time per person), stopping at the
 * first refusal, whose words (the server's, in Portuguese) it answers; then the list and the dialog refresh.
 */
export async function sendFiles(transactionId: number, files: readonly File[]): Promise<string | null> {
  for (const file of files) {
    try {
      await uploadAttachment(transactionId, file);
    } catch (e) {
      return errorMessage(e, UPLOAD_FAILED);
    }
  }
  return null;
}

/**
 * The dialog's uploads to a saved transaction: the files checked before sending (size, type, how many), the names
 * being sent, and the one sentence that says what went wrong.
 */
export function useAttachmentUploads(transactionId: number, already: number) {
  const client = useQueryClient();
  const [sending, setSending] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const { accepted, problem } = acceptFiles(files, already + sending.length);
      setError(problem);
      if (accepted.length === 0) return;
      setSending((names) => [...names, ...accepted.map((f) => f.name)]);
      const refused = await sendFiles(transactionId, accepted);
      setSending((names) => names.slice(accepted.length));
      if (refused) setError(refused);
      await client.invalidateQueries({ queryKey: transactionsKey });
    },
    [already, sending.length, transactionId, client],
  );
  return { sending, error, add };
}
