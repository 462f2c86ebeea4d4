import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLedger } from './invalidate-ledger';

/** Deleting one leg of a transfer deletes the whole transfer. */
export const deleteTransaction = (id: number) => api.delete<{ id: number }>('/transactions', { id });

export const useDeleteTransaction = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTransaction, onSuccess: () => void invalidateLedger(client) });
};
