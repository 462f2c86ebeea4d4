import type { QueryClient } from '@tanstack/react-query';
import { initialMonthRange } from '../../../lib/month-context';
import { filtersFromParams, listQueryOf } from '../list/transaction-filters';
import { transactionsInfiniteQuery } from './transactions';

/**
 * The list's first page, started by its route while the page's code downloads (web/app/router.tsx): the same
 * query the page makes from the address and the selected month, so the page finds it in flight.
 */
export function prefetch(client: QueryClient, url: URL): void {
  const query = listQueryOf(filtersFromParams(url.searchParams), initialMonthRange());
  void client.prefetchInfiniteQuery(transactionsInfiniteQuery(query));
}
