import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReconcileBody, ReconcileResult, Reconciliation } from '../../../../common/contract/reconcile';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';
import { accountsKey } from './accounts';

const path = (accountId: number) => `/accounts/${accountId}/reconciliation`;

/** Grana's balance of the account at the end of `date`, the last confirmation and the rows not yet reconciled. */
export const getReconciliation = (accountId: number, date: string) =>
  api.get<Reconciliation>(path(accountId), { date });

export const reconciliationQuery = (accountId: number, date: string) =>
  queryOptions({
    queryKey: [...accountsKey, accountId, 'reconciliation', date],
    queryFn: () => getReconciliation(accountId, date),
  });

/** Only for a whole date: a date still being typed asks nothing (the last answer stays on screen meanwhile). */
export const useReconciliation = (accountId: number, date: string | null) =>
  useQuery({
    ...reconciliationQuery(accountId, date ?? ''),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });

export const confirmReconciliation = ({ accountId, ...body }: ReconcileBody & { accountId: number }) =>
  api.post<ReconcileResult>(path(accountId), body);

/** Marks rows Conferida (and may write an adjustment): every list and balance refreshes after it. */
export const useConfirmReconciliation = () => useLedgerMutation(confirmReconciliation);
