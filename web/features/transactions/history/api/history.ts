import { useQuery } from '@tanstack/react-query';
import type { TransactionHistory } from '../../../../../common/contract/history';
import { api } from '../../../../lib/api-client';

/** GET /transactions/history?id=: who wrote the row and who changed what; asked again after any change of money. */
export const getTransactionHistory = (id: number) =>
  api.get<TransactionHistory>('/transactions/history', { id });

export const useTransactionHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['transaction-history', id],
    queryFn: () => getTransactionHistory(id),
    enabled,
  });
