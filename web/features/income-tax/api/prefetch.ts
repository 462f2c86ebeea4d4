import type { QueryClient } from '@tanstack/react-query';
import { browserToday } from '../../../lib/browser-today';
import { yearFromParam } from '../tax-years';
import { incomeTaxQuery } from './income-tax';

/**
 * The year's page, started by its route while the page's code downloads (web/app/router.tsx): the same query the
 * page makes from the address's `?ano=`, so the page finds it in flight.
 */
export function prefetch(client: QueryClient, url: URL): void {
  void client.prefetchQuery(incomeTaxQuery(yearFromParam(url.searchParams.get('ano'), browserToday())));
}
