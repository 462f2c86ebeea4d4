import { useQuery } from '@tanstack/react-query';
import type {
  TransferBook,
  TransferCreateBody,
  TransferResult,
} from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** One call writes both legs of the transfer in one database transaction. */
export const createTransfer = (body: TransferCreateBody) => api.post<TransferResult>('/transfers', body);
export const useCreateTransfer = () => useLedgerMutation(createTransfer);

/**
 * The other books the person writes in, with their accounts: where a transfer may also go or come from. Asked only
 * while a transfer is being written.
 */
export const useTransferBooks = (enabled: boolean) =>
  useQuery({
    queryKey: ['transfers', 'books'],
    queryFn: () => api.get<TransferBook[]>('/transfers/books'),
    enabled,
  });
