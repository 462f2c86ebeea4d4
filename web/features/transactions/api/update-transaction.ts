import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionUpdateBody } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { invalidateLedger } from './invalidate-ledger';

export const updateTransaction = (body: TransactionUpdateBody) => api.put<Transaction>('/transactions', body);

export const useUpdateTransaction = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTransaction, onSuccess: () => void invalidateLedger(client) });
};
