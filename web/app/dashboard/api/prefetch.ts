import type { QueryClient } from '@tanstack/react-query';
import { initialMonthRange } from '../../../lib/month-context';
import { dashboardSummaryQuery } from './dashboard';

/** The dashboard's first call, started by its route while the page's code downloads (web/app/router.tsx). */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(dashboardSummaryQuery(initialMonthRange()));
}
