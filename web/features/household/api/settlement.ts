import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Settlement,
  SettlementRecord,
  settlementCreateBody,
} from '../../../../common/contract/household';
import type { z } from '../../../../common/contract/shared';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/**
 * The current book's acerto: not under the books' key, so a change of book starts it over (refreshForBook) and any
 * change of the ledger (a division, an expense edited) asks it again.
 */
export const settlementKey = ['settlement'] as const;

/** GET /settlement?from&to: the book's people's balances over the period and the payments that settle them. */
export const getSettlement = (from: string, to: string) => api.get<Settlement>('/settlement', { from, to });

export const settlementQuery = (from: string, to: string) =>
  queryOptions({ queryKey: [...settlementKey, from, to], queryFn: () => getSettlement(from, to) });

export const useSettlement = (from: string, to: string) => useQuery(settlementQuery(from, to));

export type SettlementCreateBody = z.input<typeof settlementCreateBody>;
/** POST /settlements: an acerto; with both accounts also a transfer between them, hence a change of the ledger. */
export const createSettlement = (body: SettlementCreateBody) =>
  api.post<SettlementRecord>('/settlements', body);
export const useCreateSettlement = () => useLedgerMutation(createSettlement);

/** DELETE /settlements?id=: the acerto (and its transfer, when it had one). */
export const deleteSettlement = (id: number) => api.delete<{ id: number }>('/settlements', { id });
export const useDeleteSettlement = () => useLedgerMutation(deleteSettlement);
