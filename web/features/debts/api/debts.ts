import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DebtBody,
  DebtPaymentBody,
  DebtResponse,
  DebtScheduleResponse,
  DebtsResponse,
  DebtUpdateBody,
  PrepaymentBody,
} from '../../../../common/contract/debts';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about debts starts with this key, so one invalidation refreshes them all. */
export const debtsKey = ['debts'] as const;

export const getDebts = (signal?: AbortSignal) => api.get<DebtsResponse>('/debts', undefined, signal);

export const debtsQuery = () =>
  queryOptions({ queryKey: debtsKey, queryFn: ({ signal }) => getDebts(signal) });

export const useDebts = () => useQuery(debtsQuery());

/** The debt with every instalment (and the expense that paid it) and its prepayments. */
export const getDebtSchedule = (id: number, signal?: AbortSignal) =>
  api.get<DebtScheduleResponse>('/debts/schedule', { id }, signal);

export const debtScheduleQuery = (id: number) =>
  queryOptions({
    queryKey: [...debtsKey, 'schedule', id],
    queryFn: ({ signal }) => getDebtSchedule(id, signal),
  });

export const useDebtSchedule = (id: number) => useQuery(debtScheduleQuery(id));

// Every write below moves what the debts owe, which the net worth counts (Patrimônio and the dashboard's card);
// paying an instalment or a prepayment also writes an expense (balances, lists, reports), and deleting a
// prepayment deletes it. So each refreshes what the ledger's writes refresh.

export const createDebt = (body: DebtBody) => api.post<DebtResponse>('/debts', body);
export const useCreateDebt = () => useLedgerMutation(createDebt);

export const updateDebt = (body: DebtUpdateBody) => api.put<DebtResponse>('/debts', body);
export const useUpdateDebt = () => useLedgerMutation(updateDebt);

/** The debt and its prepayments only: the expenses that paid it stay in the ledger. */
export const deleteDebt = (id: number) => api.delete<unknown>('/debts', { id });
export const useDeleteDebt = () => useLedgerMutation(deleteDebt);

/** Instalment `number` recorded as paid: an expense of its amount from the account. */
export const payInstallment = (body: DebtPaymentBody) => api.post<DebtScheduleResponse>('/debts/pay', body);
export const usePayInstallment = () => useLedgerMutation(payInstallment);

/** A prepayment noted on the contract, and its expense when an account paid it. */
export const createPrepayment = (body: PrepaymentBody) =>
  api.post<DebtScheduleResponse>('/debts/prepayments', body);
export const useCreatePrepayment = () => useLedgerMutation(createPrepayment);

/** The prepayment off the contract, with the expense recorded with it. */
export const deletePrepayment = (id: number) =>
  api.delete<DebtScheduleResponse>('/debts/prepayments', { id });
export const useDeletePrepayment = () => useLedgerMutation(deletePrepayment);
