import type { QueryClient } from '@tanstack/react-query';
import { accountsKey } from '../../accounts/api/accounts';
import { payeesApi } from '../../payees/api/payees';
import { tagsApi } from '../../tags/api/tags';
import { transactionsKey } from './get-transactions';

/**
 * After a transaction changes: the lists, the account balances, and the payees and tags the server may have
 * created from the names sent.
 */
export function invalidateLedger(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: transactionsKey }),
    client.invalidateQueries({ queryKey: accountsKey }),
    client.invalidateQueries({ queryKey: payeesApi.key }),
    client.invalidateQueries({ queryKey: tagsApi.key }),
  ]);
}
