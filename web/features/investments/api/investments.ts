import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PositionBody,
  PositionResponse,
  PositionsResponse,
  PositionValue,
  RedeemBody,
} from '../../../../common/contract/investments';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about positions starts with this key, so one invalidation refreshes them all. */
export const investmentsKey = ['investments'] as const;

export const getInvestments = (signal?: AbortSignal) =>
  api.get<PositionsResponse>('/investments', undefined, signal);

export const investmentsQuery = () =>
  queryOptions({ queryKey: investmentsKey, queryFn: ({ signal }) => getInvestments(signal) });

export const useInvestments = () => useQuery(investmentsQuery());

/**
 * What a redemption of the position on that day would pay: the whole position, or with `amount` (gross reais) the
 * part that would be redeemed; a 409 says which rate is missing, a 400 (reason 'amount') an amount it cannot take.
 */
export const getRedeemPreview = (id: number, date: string, amount?: number, signal?: AbortSignal) =>
  api.get<PositionValue>('/investments/redeem-preview', { id, date, amount }, signal);

export const redeemPreviewQuery = (id: number, date: string, amount?: number) =>
  queryOptions({
    queryKey: [...investmentsKey, 'redeem-preview', id, date, amount ?? null],
    queryFn: ({ signal }) => getRedeemPreview(id, date, amount, signal),
  });

export const useRedeemPreview = (id: number, date: string, enabled: boolean, amount?: number) =>
  useQuery({ ...redeemPreviewQuery(id, date, amount), enabled });

/** With a source account the application is a transfer: balances and lists change too. */
export const createPosition = (body: PositionBody) => api.post<PositionResponse>('/investments', body);
export const useCreatePosition = () => useLedgerMutation(createPosition);

/**
 * The yield as income, the taxes as an expense and the net moved to the receiving account. With `amount`, a part:
 * the answer is then the position still open, with the rest.
 */
export const redeemPosition = (body: RedeemBody) => api.post<PositionResponse>('/investments/redeem', body);
export const useRedeemPosition = () => useLedgerMutation(redeemPosition);

/**
 * The position only: the rows it wrote in the ledger stay. Its applied amount leaves the accounts' "Aplicado (custo)"
 * and the net worth, so those refresh with it.
 */
export const deletePosition = (id: number) => api.delete<unknown>('/investments', { id });
export const useDeletePosition = () => useLedgerMutation(deletePosition);
