import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CategoryReportRow, ReportType } from '../../../common/contract/reports';
import { formatReais } from '../../../common/money';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DonutChart } from '../../components/ui/donut-chart';
import { cn } from '../../lib/cn';
import type { PeriodParams } from './api/reports';
import { type BreakdownKind, useReportBreakdown } from './api/reports';
import { breakdownOf, breakdownSlices, rowOpens } from './breakdown';
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
  const drill = useDrillDown();
  const query = useReportBreakdown(kind, period, true, drill.opened?.id);
  // The rows of another level kept on screen while this one loads would read as this level's: wait for them.
  const settledParent = useRef(drill.opened?.id);
  if (!query.isPlaceholderData) settledParent.current = drill.opened?.id;
  const switching = query.isPlaceholderData && settledParent.current !== drill.opened?.id;
  const { rows, total } = breakdownOf(query.data ?? [], type);
  const words = titles[kind];
  const typeLabel = type === 'despesa' ? 'Despesas' : 'Receitas';
  const chartTitle = drill.opened
    ? `${drill.opened.name}: ${typeLabel.toLowerCase()} por subcategoria`
    : `${typeLabel} ${words.chart}`;
  const open = (row: CategoryReportRow) => {
    setSelected(null);
    drill.open(row);
  };

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
                drill.close();
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

      {drill.opened ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            ref={drill.backRef}
            className={buttonClass('secondary')}
            onClick={drill.close}
          >
            <ArrowLeft size={16} aria-hidden />
            Voltar para todas as categorias
          </button>
          <h3 className="font-semibold">Subcategorias de {drill.opened.name}</h3>
        </div>
      ) : null}

      {query.isPending || switching ? (
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
            <h3 className="mb-3 font-semibold">{chartTitle}</h3>
            <DonutChart
              label={chartTitle}
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
              caption={chartTitle}
              column={drill.opened ? 'Subcategoria' : words.column}
              selected={selected}
              opens={(r) => rowOpens(r, drill.opened !== null)}
              onOpen={open}
              period={period}
              openedId={drill.opened?.id}
            />
          </Card>
        </div>
      )}
    </div>
  );
}

/**
 * The breakdown by category opened to one parent's subcategories: which parent, how to open one and how to come
 * back. Opening moves the focus to 'Voltar para todas as categorias'; coming back puts it on the parent's row.
 */
function useDrillDown() {
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    if (opened) {
      backRef.current?.focus();
      return;
    }
    if (returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    // The parent's row is drawn once its level's rows are back (at once, from the cache, when they were seen).
    const row = document.querySelector<HTMLButtonElement>(`[data-opens-category="${id}"]`);
    row?.focus();
  }, [opened]);
  return {
    opened,
    backRef,
    open: (row: CategoryReportRow) => {
      if (row.id !== null) setOpened({ id: row.id, name: row.name });
    },
    close: () => {
      returnTo.current = opened?.id ?? null;
      setOpened(null);
    },
  };
}
