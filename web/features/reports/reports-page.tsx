import { useQueryClient } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { useToast } from '../../components/ui/toast';
import { SpendingBasisSwitch } from '../../entities/book/public';
import { TX_CREATED } from '../../lib/events';
import { useSelectedMonth } from '../../lib/month-context';
import { reportsKey, useDownloadReportPdf, useReportSummary } from './api/reports';
import { BreakdownTab } from './breakdown-tab';
import { CalendarTab } from './calendar-tab';
import { FlowTab } from './flow-tab';
import { InsightsTab } from './insights-tab';
import { PeriodSummary } from './period-summary';
import { PrintableReport } from './printable-report';
import { ReportError, reportErrorText } from './report-error';
import { DEFAULT_TREND_MONTHS, PERIOD_CHOICES, periodFor } from './report-period';
import { ReportSkeleton } from './report-skeletons';
import { ReportTabs } from './report-tabs';
import { TrendsTab } from './trends-tab';
import { useReportParams } from './use-report-params';

/** The field style without its full width, for a select that sits in a row. */
export const selectClass = inputClass.replace('w-full', 'w-auto');

export function ReportsPage() {
  const client = useQueryClient();
  const toast = useToast();
  const { month } = useSelectedMonth();
  const { tab, choice, trendMonths, printing, setParam } = useReportParams();
  const period = periodFor(choice, month);
  const summary = useReportSummary(period);
  const pdf = useDownloadReportPdf();

  // A transaction saved in the global dialog changes the figures.
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: reportsKey });
    window.addEventListener(TX_CREATED, refresh);
    return () => window.removeEventListener(TX_CREATED, refresh);
  }, [client]);

  const download = () =>
    pdf.mutate(period, {
      onSuccess: (name) => toast(`PDF baixado: ${name}`, 'success'),
    });

  const periodSelect = (
    <select
      id="report-period"
      className={selectClass}
      value={choice}
      onChange={(e) => setParam('periodo', e.target.value === 'mes' ? null : e.target.value)}
    >
      {PERIOD_CHOICES.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );

  return (
    <>
      <div className="no-print">
        <PageHeader
          title="Relatórios"
          subtitle="Para onde foi o seu dinheiro no período"
          actions={<MonthSelector />}
        />
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <label htmlFor="report-period" className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Período
            </label>
            {periodSelect}
          </div>
          <SpendingBasisSwitch className="order-last w-full" />
          {printing ? null : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setParam('print', '1')}>
                <Printer size={16} aria-hidden /> Imprimir
              </Button>
              <Button onClick={download} disabled={pdf.isPending}>
                <Download size={16} aria-hidden /> {pdf.isPending ? 'Gerando PDF...' : 'Baixar PDF'}
              </Button>
            </div>
          )}
        </div>
        {pdf.isError ? (
          <div className="mb-4" role="alert">
            <ReportError kind="pdf" onRetry={download} />
          </div>
        ) : null}
      </div>

      {summary.isPending ? (
        <ReportSkeleton tab={tab} />
      ) : summary.isError && !summary.data ? (
        <ReportError kind="report" onRetry={() => void summary.refetch()} />
      ) : summary.data && printing ? (
        <PrintableReport period={period} summary={summary.data} onClose={() => setParam('print', null)} />
      ) : summary.data ? (
        <div className={summary.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
          <PeriodSummary summary={summary.data} />
          <ReportTabs
            value={tab}
            onChange={(value) => setParam('tab', value === 'categorias' ? null : value)}
          />
          <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-4">
            {tab === 'categorias' ? <BreakdownTab key="c" kind="by-category" period={period} /> : null}
            {tab === 'fluxo' ? <FlowTab period={period} /> : null}
            {tab === 'calendario' ? <CalendarTab month={month} /> : null}
            {tab === 'favorecidos' ? <BreakdownTab key="p" kind="by-payee" period={period} /> : null}
            {tab === 'tags' ? <BreakdownTab key="t" kind="by-tag" period={period} /> : null}
            {tab === 'tendencias' ? (
              <TrendsTab
                month={month}
                months={trendMonths}
                onMonthsChange={(m) => setParam('meses', m === DEFAULT_TREND_MONTHS ? null : String(m))}
              />
            ) : null}
            {tab === 'insights' ? <InsightsTab period={period} summary={summary.data} /> : null}
          </div>
        </div>
      ) : null}
      {summary.isError && summary.data ? (
        <p className="sr-only" role="alert">
          {reportErrorText('report')}
        </p>
      ) : null}
    </>
  );
}
