import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillDetail, BillPaymentBody, CardSummary } from '../../../../common/contract/cards';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../transactions/api/transactions';

/** Every query about cards starts with this key, so one invalidation refreshes them all. */
export const cardsKey = ['cards'] as const;

export const getCards = () => api.get<CardSummary[]>('/cards');
export const cardsQuery = () => queryOptions({ queryKey: [...cardsKey, 'list'], queryFn: getCards });
export const useCards = () => useQuery(cardsQuery());

export const getBill = (accountId: number, month: string) =>
  api.get<BillDetail>('/cards/bills', { account_id: accountId, month });
export const billQuery = (accountId: number, month: string) =>
  queryOptions({
    queryKey: [...cardsKey, 'bill', accountId, month],
    queryFn: () => getBill(accountId, month),
  });
export const useBill = (accountId: number, month: string) => useQuery(billQuery(accountId, month));

/** 'Pagar fatura': a transfer into the card; balances, bills and the ledger all change. */
export const payBill = (body: BillPaymentBody) => api.post<BillDetail>('/cards/bills/pay', body);
export const usePayBill = () => useLedgerMutation(payBill);
