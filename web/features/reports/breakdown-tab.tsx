import { useState } from 'react';
import type { ReportType } from '../../../common/contract/reports';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { DonutChart } from '../../components/ui/donut-chart';
import { cn } from '../../lib/cn';
import type { PeriodParams } from './api/reports';
import { type BreakdownKind, useReportBreakdown } from './api/reports';
import { breakdownOf, breakdownSlices } from './breakdown';
import { BreakdownTable } from './breakdown-table';
import { ReportError } from './report-error';
import { TabSkeleton } from './report-skeletons';

const titles: Record<BreakdownKind, { column: string; chart: string }> = {
  'by-category': { column: 'Categoria', chart: 'por categoria' },
  'by-payee': { column: 'Favorecido', chart: 'por favorecido' },
  'by-tag': { column: 'Tag', chart: 'por tag' },
};

/** Income or expenses of the period grouped by category, payee or tag: a donut and the full table. */
export function BreakdownTab({ kind, period }: { kind: BreakdownKind; period: PeriodParams }) {
  const [type, setType] = useState<ReportType>('despesa');
  const [selected, setSelected] = useState<string | null>(null);
  const query = useReportBreakdown(kind, period);
  const { rows, total } = breakdownOf(query.data ?? [], type);
  const words = titles[kind];
  const typeLabel = type === 'despesa' ? 'Despesas' : 'Receitas';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          <legend className="sr-only">Tipo</legend>
          {(['despesa', 'receita'] as const).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={type === t}
              onClick={() => {
                setType(t);
                setSelected(null);
              }}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium',
                type === t
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {t === 'despesa' ? 'Despesas' : 'Receitas'}
            </button>
          ))}
        </fieldset>
        {kind === 'by-tag' ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Uma transação com várias tags conta em cada uma delas, então a soma das tags pode passar do total
            do período.
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <TabSkeleton shape="breakdown" />
      ) : query.isError ? (
        <ReportError kind="report" onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            Nenhuma {type === 'despesa' ? 'despesa' : 'receita'} no período.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-5">
          <Card className="lg:col-span-2">
            <h3 className="mb-3 font-semibold">
              {typeLabel} {words.chart}
            </h3>
            <DonutChart
              label={`${typeLabel} ${words.chart}`}
              slices={breakdownSlices(rows)}
              formatValue={formatReais}
              onSliceClick={(s) => setSelected(s.label)}
            />
          </Card>
          <Card className="lg:col-span-3">
            <BreakdownTable
              kind={kind}
              rows={rows}
              total={total}
              caption={`${typeLabel} ${words.chart}`}
              column={words.column}
              selected={selected}
            />
          </Card>
        </div>
      )}
    </div>
  );
}
