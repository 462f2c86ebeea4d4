import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/** Queries that no change of money can affect (a comprovante's bytes: a thumbnail's URL carries its version). */
const unaffected = new Set(['me', 'attachment-blob']);

/**
 * After a transaction changes, everything computed from transactions is stale: lists, balances, budgets,
 * goals, the dashboard and the reports, and the payees and tags the server may have created from names; and so
 * is it after an account changes (a card is an account; an opening balance is money).
 * Queries on screen refetch now; the others when they are next shown. App-wide: transactions, transfers, card
 * bills, rules applied and imports all change the ledger.
 */
export function invalidateLedger(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ predicate: (query) => !unaffected.has(String(query.queryKey[0])) });
}

/** A mutation of the ledger (transactions, transfers): everything computed from them refreshes after it. */
export function useLedgerMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void invalidateLedger(client) });
}
