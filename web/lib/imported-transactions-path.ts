import type { ImportResult } from '../../common/contract/import';

/**
 * The list of transactions filtered to what this import wrote (its rows only, not others of the period), over
 * its dates and, when it was one, its account.
 */
export function importedTransactionsPath(result: ImportResult): string {
  const params = new URLSearchParams();
  if (result.importId) params.set('importId', result.importId);
  if (result.from) params.set('from', result.from);
  if (result.to) params.set('to', result.to);
  if (result.accountId !== null) params.set('accountId', String(result.accountId));
  const query = params.toString();
  return `/transactions${query ? `?${query}` : ''}`;
}
