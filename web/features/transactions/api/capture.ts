import type { CaptureCodeAnswer, ReceiptReading } from '../../../../common/contract/capture';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** POST /capture/code: what a Pix copia e cola or a boleto's line says, and what Grana suggests for it. Writes nothing. */
export const readCode = (code: string) => api.post<CaptureCodeAnswer>('/capture/code', { code });

/** POST /capture/code/link: the code kept with a recorded row, so that it is recognised when pasted again. */
const linkCode = ({ code, transactionId }: { code: string; transactionId: number }) =>
  api.post<{ id: number; code_key: string }>('/capture/code/link', { code, transaction_id: transactionId });
export const useLinkCode = () => useLedgerMutation(linkCode);

/** POST /capture/receipt, multipart with one `file` part: a comprovante not saved yet, read on the server. */
export function readReceiptFile(file: File): Promise<ReceiptReading> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<ReceiptReading>('/capture/receipt', body);
}

/** POST /attachments/:id/read: a comprovante already kept with a transaction, read on the server. */
export const readStoredReceipt = (attachmentId: number) =>
  api.post<ReceiptReading>(`/attachments/${attachmentId}/read`);
