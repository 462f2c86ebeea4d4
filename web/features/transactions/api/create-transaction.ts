import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionCreateBody } from '../../../../common/contract/transactions';
import { api } from '../../../lib/api-client';
import { invalidateLedger } from './invalidate-ledger';

export const createTransaction = (body: TransactionCreateBody) =>
  api.post<Transaction>('/transactions', body);

export const useCreateTransaction = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTransaction, onSuccess: () => void invalidateLedger(client) });
};
