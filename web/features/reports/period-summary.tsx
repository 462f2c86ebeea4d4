import { FLOWS_OUT_OF, type ReportSummary } from '../../../common/contract/reports';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { Card } from '../../components/ui/card';
import { RatesNote, useAccounts } from '../../entities/account/public';
import { cn } from '../../lib/cn';

/** The formal summary of the period: dates, income, expenses, result, transactions and savings rate. */
/**
 * The accounts in another currency whose rows of the period had no rate on their date: every report of the period
 * (the summary, the breakdowns, the trends, the top lists, the printout) leaves out the same rows.
 */
export function ReportLeftOut({ ids, className }: { ids: readonly number[]; className?: string }) {
  // Archived accounts too: one may hold rows of the period.
  const accounts = useAccounts(undefined, true);
  return (
    <RatesNote
      rates={[]}
      unconverted={ids}
      accounts={accounts.data ?? []}
      outOf={FLOWS_OUT_OF}
      datedRows
      className={className}
    />
  );
}

export function PeriodSummary({ summary }: { summary: ReportSummary }) {
  const items = [
    {
      label: 'Receitas',
      value: formatReais(summary.receitas),
      money: true,
      tone: 'text-emerald-700 dark:text-emerald-400',
      testId: 'summary-receitas',
    },
    {
      label: 'Despesas',
      value: formatReais(summary.despesas),
      money: true,
      tone: 'text-red-600 dark:text-red-400',
      testId: 'summary-despesas',
    },
    {
      label: 'Resultado',
      value: formatReais(summary.resultado),
      money: true,
      tone:
        summary.resultado < 0 ? 'text-red-600 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
      testId: 'summary-resultado',
    },
    { label: 'Transações', value: String(summary.count), money: false, tone: '', testId: 'summary-count' },
    {
      label: 'Taxa de poupança',
      value: summary.savings_rate === null ? '—' : formatPercent(summary.savings_rate),
      money: false,
      tone: summary.savings_rate !== null && summary.savings_rate < 0 ? 'text-red-600 dark:text-red-400' : '',
      testId: 'summary-taxa',
    },
  ];
  return (
    <Card className="mb-4" data-testid="period-summary">
      <section aria-labelledby="period-summary-title">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="period-summary-title" className="font-semibold">
            Resumo do período
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="summary-period">
            Período: {formatDateBR(summary.from)} a {formatDateBR(summary.to)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((i) => (
            <div key={i.label} className="min-w-0">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{i.label}</dt>
              <dd
                className={cn('truncate text-base font-semibold sm:text-lg', i.money && 'money', i.tone)}
                data-testid={i.testId}
              >
                {i.value}
              </dd>
            </div>
          ))}
        </dl>
        <ReportLeftOut ids={summary.unconverted_accounts} className="mt-3" />
      </section>
    </Card>
  );
}
