import type { RecurringItem, RecurringSummary } from '../../../common/contract/recurring';
import { useRecurring, useRecurringSummary } from './api/recurring';

export type RecurringFigures =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; items: RecurringItem[]; summary: RecurringSummary };

/**
 * The two answers both fixed-expense pages stand on: the items (the lists) and the server's figures (the cards).
 * A page shows either both or a loading or error state, never cards that disagree with the list below them.
 */
export function useRecurringFigures(): RecurringFigures {
  const list = useRecurring();
  const summary = useRecurringSummary();
  if (list.isPending || summary.isPending) return { status: 'pending' };
  if (list.isError || summary.isError) {
    return {
      status: 'error',
      error: list.error ?? summary.error,
      retry: () => {
        void list.refetch();
        void summary.refetch();
      },
      retrying: list.isFetching || summary.isFetching,
    };
  }
  return { status: 'ready', items: list.data, summary: summary.data };
}
