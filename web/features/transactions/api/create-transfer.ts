import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferCreateBody, TransferResult } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { invalidateLedger } from './invalidate-ledger';

/** One call writes both legs of the transfer in one database transaction. */
export const createTransfer = (body: TransferCreateBody) => api.post<TransferResult>('/transfers', body);

export const useCreateTransfer = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => void invalidateLedger(client) });
};
