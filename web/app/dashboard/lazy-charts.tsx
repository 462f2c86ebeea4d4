import { type ComponentProps, lazy, Suspense } from 'react';
import type { DonutChart as Donut } from '../../components/ui/donut-chart';
import type { IncomeExpenseBars as Bars } from '../../components/ui/income-expense-bars';
import { SkeletonBlock } from '../../components/ui/skeleton';

/**
 * The dashboard's charts load after its figures: the chart library is two thirds of the page's code (about
 * 100 kB compressed), and on a phone's network the month's cards would otherwise wait for it. Each chart stands
 * as a block of its size until its code arrives (the same file for both, fetched once).
 */
const DonutChart = lazy(() =>
  import('../../components/ui/donut-chart').then((m) => ({ default: m.DonutChart })),
);
const IncomeExpenseBars = lazy(() =>
  import('../../components/ui/income-expense-bars').then((m) => ({ default: m.IncomeExpenseBars })),
);

export function LazyDonutChart(props: ComponentProps<typeof Donut>) {
  return (
    <Suspense fallback={<SkeletonBlock className="mx-auto h-52 w-52 rounded-full" />}>
      <DonutChart {...props} />
    </Suspense>
  );
}

export function LazyIncomeExpenseBars(props: ComponentProps<typeof Bars>) {
  return (
    <Suspense fallback={<SkeletonBlock className="min-h-[240px] flex-1" />}>
      <IncomeExpenseBars {...props} />
    </Suspense>
  );
}
