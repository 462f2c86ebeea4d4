import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AnticipateBody,
  AnticipationOptions,
  AnticipationResult,
  BillDatesBody,
  BillDetail,
  BillPaymentBody,
  BillPaymentOffer,
  BillPaymentOffersQuery,
  BillPaymentRowBody,
  BillPaymentRowResult,
  BillSummary,
  CardSummary,
} from '../../../../common/contract/cards';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about cards starts with this key, so one invalidation refreshes them all. */
export const cardsKey = ['cards'] as const;

export const getCards = () => api.get<CardSummary[]>('/cards');
export const cardsQuery = () => queryOptions({ queryKey: [...cardsKey, 'list'], queryFn: getCards });
export const useCards = () => useQuery(cardsQuery());

/** A card's bills: the last 12 and every later one holding installments, newest first. */
export const getBills = (accountId: number) =>
  api.get<BillSummary[]>('/cards/bills', { account_id: accountId });
export const billsQuery = (accountId: number) =>
  queryOptions({ queryKey: [...cardsKey, 'bills', accountId], queryFn: () => getBills(accountId) });
export const useBills = (accountId: number | null) =>
  useQuery({ ...billsQuery(accountId ?? 0), enabled: accountId !== null });

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

/** 'Alterar datas': the bank moved this bill's closing or due date; its purchases follow. */
export const moveBillDates = (body: BillDatesBody) => api.put<BillDetail>('/cards/bills', body);
export const useMoveBillDates = () => useLedgerMutation(moveBillDates);

/** What 'Antecipar parcelas' offers for a purchase: the open bill and the installments in later bills. */
export const getAnticipationOptions = (group: string) =>
  api.get<AnticipationOptions>('/cards/installments/anticipation', { installment_group: group });
export const useAnticipationOptions = (group: string) =>
  useQuery({
    queryKey: [...cardsKey, 'anticipation', group],
    queryFn: () => getAnticipationOptions(group),
  });

/** 'Antecipar parcelas': the last future installments of a purchase move into the open bill. */
export const anticipate = (body: AnticipateBody) =>
  api.post<AnticipationResult>('/cards/installments/anticipate', body);
export const useAnticipate = () => useLedgerMutation(anticipate);

/** The rows that look like a card bill's payment, with the bills each could pay (of one import, one row, or all). */
export const getBillPaymentOffers = (query: BillPaymentOffersQuery) =>
  api.get<BillPaymentOffer[]>('/cards/bill-payment-offers', query);
export const useBillPaymentOffers = (query: BillPaymentOffersQuery, enabled = true) =>
  useQuery({
    queryKey: [...cardsKey, 'bill-payment-offers', query],
    queryFn: () => getBillPaymentOffers(query),
    enabled,
  });

/** 'É pagamento da fatura': the row becomes the bill's payment (a transfer into the card); Desfazer gives it back. */
export const payBillWithRow = (body: BillPaymentRowBody) =>
  api.post<BillPaymentRowResult>('/cards/bills/pay-row', body);
export const usePayBillWithRow = () => useLedgerMutation(payBillWithRow);
