import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FixedSuggestion,
  RecurringConfirmBody,
  RecurringCreateBody,
  RecurringItem,
  RecurringSummary,
  RecurringUpdateBody,
  RunResult,
  SuggestionDismissed,
} from '../../../../common/contract/recurring';
import type { UndoToken } from '../../../../common/contract/undo';
import { accountsKey } from '../../../entities/account/public';
import { payeesKey } from '../../../entities/payee/public';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * Every query about fixed expenses starts with this key, so one invalidation refreshes them all (and 'Avisos',
 * which follows it: web/features/reminders/api/notices.ts).
 */
export const recurringKey = ['recurring'] as const;

/** The ledger's prefix; written here rather than imported so this area does not depend on the transactions page. */
const transactionsKey = ['transactions'] as const;

/** A fixed expense paid on a card lands in a bill, so the cards' figures change too. */
const cardsKey = ['cards'] as const;

/** Previsão counts every fixed item: a new one is in it at once (written here, as the ledger's key above). */
const forecastKey = ['forecast'] as const;

/** Payments record expenses, so balances, the ledger and card bills change with them. */
function invalidateAfterPayment(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: recurringKey }),
    client.invalidateQueries({ queryKey: accountsKey }),
    client.invalidateQueries({ queryKey: transactionsKey }),
    client.invalidateQueries({ queryKey: cardsKey }),
  ]);
}

function usePaymentMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAfterPayment(client) });
}

export const getRecurring = () => api.get<RecurringItem[]>('/recurring');

export const recurringQuery = () =>
  queryOptions({ queryKey: [...recurringKey, 'list'], queryFn: getRecurring });

export const useRecurring = () => useQuery(recurringQuery());

/** The pages' figures, worked out by the server: this month's forecast and the top categories. */
export const getRecurringSummary = () => api.get<RecurringSummary>('/recurring/summary');

export const recurringSummaryQuery = () =>
  queryOptions({ queryKey: [...recurringKey, 'summary'], queryFn: getRecurringSummary });

export const useRecurringSummary = () => useQuery(recurringSummaryQuery());

/**
 * Fixed expenses and incomes found in the history that no item covers nor the person dismissed (under recurringKey:
 * a new item refreshes it).
 */
export const useFixedSuggestions = (enabled: boolean) =>
  useQuery({
    queryKey: [...recurringKey, 'suggestions'],
    queryFn: () => api.get<FixedSuggestion[]>('/recurring/suggestions'),
    enabled,
  });

/** "Não é fixo": the suggestion never comes back. */
export const dismissSuggestion = (key: string) =>
  api.post<SuggestionDismissed>('/recurring/suggestions/dismiss', { key });
export const useDismissSuggestion = () => useRefreshingMutation(dismissSuggestion, recurringKey);

export const createRecurring = (body: RecurringCreateBody) => api.post<RecurringItem>('/recurring', body);

export const useCreateRecurring = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecurring,
    // A typed payee name may have created a payee.
    onSuccess: (_item, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: recurringKey }),
        client.invalidateQueries({ queryKey: forecastKey }),
        body.payee_name ? client.invalidateQueries({ queryKey: payeesKey }) : null,
      ]),
  });
};

export const updateRecurring = (body: RecurringUpdateBody) => api.put<RecurringItem>('/recurring', body);
export const useUpdateRecurring = () => useRefreshingMutation(updateRecurring, recurringKey);

export const deleteRecurring = (id: number) => api.delete<{ id: number } & UndoToken>('/recurring', { id });
export const useDeleteRecurring = () => useRefreshingMutation(deleteRecurring, recurringKey);

/**
 * 'Pagar' / 'Recebido': records the transaction with the amount and date given (else the item's amount, today) and
 * moves next_run on; a second payment in the month answers 409.
 */
export const confirmPayment = (body: RecurringConfirmBody) =>
  api.post<RecurringItem>('/fixed-expenses/confirm', body);
export const useConfirmPayment = () => usePaymentMutation(confirmPayment);

/** 'Processar automáticos': records every automatic item due up to today. */
export const runAutomatic = () => api.post<RunResult>('/recurring/run');
export const useRunAutomatic = () => usePaymentMutation(runAutomatic);
