import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionBody } from '../../../../common/contract/goals';
import { api } from '../../../lib/api-client';
import { accountsKey } from '../../accounts/api/accounts';
import { goalsKey } from './goals';

/** docs/PRODUCT.md's pause between a contribution and the refresh of the lists. */
export const REFRESH_AFTER_CONTRIBUTION_MS = 500;

/** Transactions are keyed ['transactions', ...] by their own feature. */
const transactionsKey = ['transactions'] as const;

/** Moves the amount from the source account to the goal's destination account, as a transfer tied to the goal. */
export const contributeToGoal = (body: ContributionBody) => api.post<unknown>('/goals/contribute', body);

/** The contribution changed the goal's progress, two account balances and the transaction list. */
export function refreshAfterContribution(client: QueryClient, delayMs = REFRESH_AFTER_CONTRIBUTION_MS) {
  return new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() =>
    Promise.all([
      client.invalidateQueries({ queryKey: goalsKey }),
      client.invalidateQueries({ queryKey: accountsKey }),
      client.invalidateQueries({ queryKey: transactionsKey }),
    ]),
  );
}

export const useContributeToGoal = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: contributeToGoal,
    // Not awaited: the dialog closes at once and the lists follow after the pause.
    onSuccess: () => void refreshAfterContribution(client),
  });
};
