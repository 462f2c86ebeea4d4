import { lazy, Suspense, useMemo, useState } from 'react';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { Card } from '../../components/ui/card';
import { SkeletonBlock } from '../../components/ui/skeleton';
import { useMediaQuery } from '../../lib/use-media-query';
import { useFlow } from './api/money-flow';
import { FLOW_EMPTY, FLOW_PHONE_NOTE, flowChartData, isFlowEmpty } from './flow';
import { FlowTable } from './flow-table';
import { ReportError } from './report-error';
import { monthsIn, type Period } from './report-period';
import { TabSkeleton } from './report-skeletons';

/** Tailwind's sm breakpoint: narrower, the chart's labels would not fit beside its bars. */
const WIDE_ENOUGH_FOR_THE_CHART = '(min-width: 640px)';

/** The chart library loads after the figures (the table shows at once), as the dashboard's charts do. */
const FlowChart = lazy(() => import('./flow-chart').then((m) => ({ default: m.FlowChart })));

/** 'em novembro de 2026' for one month, else 'de 01/09/2026 a 30/11/2026'. */
const periodWords = (period: Period) =>
  monthsIn(period) === 1
    ? `em ${formatMonthLabel(period.from)}`
    : `de ${formatDateBR(period.from)} a ${formatDateBR(period.to)}`;

/** "O fluxo do mês": where the period's money came from and where it went, as a Sankey and a table. */
export function FlowTab({ period }: { period: Period }) {
  const query = useFlow(period);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chart = useMemo(() => (query.data ? flowChartData(query.data, opened) : null), [query.data, opened]);
  const words = periodWords(period);
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_THE_CHART);
  const title = monthsIn(period) === 1 ? 'O fluxo do mês' : 'O fluxo do período';

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          De onde veio e para onde foi o dinheiro {words}. O nome de uma categoria leva às suas transações; a
          seta ao lado abre as subcategorias.
        </p>
      </div>
      {query.isPending ? (
        <TabSkeleton shape="flow" />
      ) : query.isError && !query.data ? (
        <ReportError kind="report" onRetry={() => void query.refetch()} />
      ) : query.data && chart ? (
        isFlowEmpty(query.data) ? (
          <Card>
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{FLOW_EMPTY}</p>
          </Card>
        ) : (
          <div className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
            <div className="grid gap-4">
              {/* On a phone the table is the view: the chart needs more width than a phone has. */}
              {wide ? (
                <Card className="overflow-x-auto">
                  <div className="min-w-[40rem]">
                    <Suspense fallback={<SkeletonBlock className="h-72" />}>
                      <FlowChart
                        nodes={chart.nodes}
                        links={chart.links}
                        period={period}
                        onToggle={toggle}
                        label={`Fluxo do dinheiro ${words}: receitas à esquerda, despesas à direita`}
                      />
                    </Suspense>
                  </div>
                </Card>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{FLOW_PHONE_NOTE}</p>
              )}
              <Card>
                <FlowTable
                  flow={query.data}
                  period={period}
                  opened={opened}
                  onToggle={toggle}
                  caption={`Fluxo do dinheiro ${words}`}
                  colourOf={(kind, id, name) =>
                    chart.nodes.find((n) => n.kind === kind && n.id === id && n.name === name)?.color
                  }
                />
              </Card>
            </div>
          </div>
        )
      ) : null}
    </div>
  );
}
