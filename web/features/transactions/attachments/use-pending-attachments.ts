import { useCallback, useState } from 'react';
import { acceptFiles } from './attachment-files';
import { sendFiles } from './use-attachment-uploads';

/**
 * 'Nova transação''s comprovantes: files chosen (or shared from the phone) before the transaction exists, held
 * here and sent once it is saved.
 */
export function usePendingAttachments(initialFiles: readonly File[] = []) {
  const [initial] = useState(() => acceptFiles(initialFiles, 0));
  const [files, setFiles] = useState<File[]>(initial.accepted);
  const [error, setError] = useState<string | null>(initial.problem);
  const add = useCallback(
    (chosen: File[]) => {
      if (chosen.length === 0) return;
      const { accepted, problem } = acceptFiles(chosen, files.length);
      setError(problem);
      setFiles((held) => [...held, ...accepted]);
    },
    [files.length],
  );
  const remove = useCallback((file: File) => setFiles((held) => held.filter((f) => f !== file)), []);
  const clear = useCallback(() => {
    setFiles([]);
    setError(null);
  }, []);
  /** Sends the held files to the saved transaction: the server's refusal, or null. */
  const sendTo = useCallback((transactionId: number) => sendFiles(transactionId, files), [files]);
  return { files, error, add, remove, clear, sendTo };
}

export type PendingAttachments = ReturnType<typeof usePendingAttachments>;
