import type { QueryClient } from '@tanstack/react-query';

/** Queries that no change of money can affect. */
const unaffected = new Set(['me', 'health']);

/**
 * After a transaction changes, everything computed from transactions is stale: lists, balances, budgets,
 * goals, the dashboard and the reports, and the payees and tags the server may have created from names.
 * Queries on screen refetch now; the others when they are next shown.
 */
export function invalidateLedger(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ predicate: (query) => !unaffected.has(String(query.queryKey[0])) });
}
