import { formatMonthLabel, formatMonthShort } from '../../../common/dates';
import { centsToReais, formatReais, reaisToCents, sumReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { inputClass } from '../../components/ui/field';
import { IncomeExpenseBars } from '../../components/ui/income-expense-bars';
import { cn } from '../../lib/cn';
import { useMonthlyReport } from './api/reports';
import { hasMonthlyData } from './monthly-data';
import { ReportError } from './report-error';
import { periodEndingWith, TREND_CHOICES } from './report-period';
import { TabSkeleton } from './report-skeletons';

/** Income and expenses month by month over the chosen window, ending with the selected month. */
export function TrendsTab({
  month,
  months,
  onMonthsChange,
}: {
  month: string;
  months: number;
  onMonthsChange: (months: number) => void;
}) {
  const period = periodEndingWith(month, months);
  const query = useMonthlyReport(period);
  const rows = query.data ?? [];
  const totalIn = sumReais(rows.map((r) => r.receitas));
  const totalOut = sumReais(rows.map((r) => r.despesas));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="trend-months" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Janela
        </label>
        <select
          id="trend-months"
          className={inputClass.replace('w-full', 'w-auto')}
          value={months}
          onChange={(e) => onMonthsChange(Number(e.target.value))}
        >
          {TREND_CHOICES.map((m) => (
            <option key={m} value={m}>
              Últimos {m} meses
            </option>
          ))}
        </select>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          até <span className="first-letter:uppercase">{formatMonthLabel(month)}</span>
        </span>
      </div>
      {query.isPending ? (
        <TabSkeleton shape="trends" />
      ) : query.isError ? (
        <ReportError kind="trends" onRetry={() => void query.refetch()} />
      ) : !hasMonthlyData(rows) ? (
        <Card>
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            Sem dados de tendência disponíveis
          </p>
        </Card>
      ) : (
        <>
          <Card>
            <h3 className="mb-3 font-semibold">Receitas x despesas por mês</h3>
            <IncomeExpenseBars
              rows={rows}
              label={`Receitas e despesas dos últimos ${months} meses`}
              height={300}
            />
          </Card>
          <Card className="overflow-x-auto">
            <table className="w-full text-xs sm:text-sm" data-testid="trends-table">
              <caption className="sr-only">Receitas, despesas e resultado por mês</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Mês
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">
                    Receitas
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">
                    Despesas
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Resultado
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...rows].reverse().map((r) => {
                  const result = centsToReais(reaisToCents(r.receitas) - reaisToCents(r.despesas));
                  return (
                    <tr
                      key={r.month}
                      className="border-b border-slate-100 last:border-0 dark:border-slate-800/70"
                    >
                      <th scope="row" className="py-2 pr-2 text-left font-medium whitespace-nowrap">
                        <span className="sm:hidden">{formatMonthShort(r.month)}</span>
                        <span className="hidden first-letter:uppercase sm:inline-block">
                          {formatMonthLabel(r.month)}
                        </span>
                      </th>
                      <td className="money py-2 pr-2 text-right">{formatReais(r.receitas)}</td>
                      <td className="money py-2 pr-2 text-right">{formatReais(r.despesas)}</td>
                      <td
                        className={cn(
                          'money py-2 text-right font-medium',
                          result < 0
                            ? 'text-red-600 dark:text-red-400'
                            : result > 0
                              ? 'text-emerald-700 dark:text-emerald-400'
                              : 'text-slate-500 dark:text-slate-400',
                        )}
                      >
                        {formatReais(result)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-200 font-semibold dark:border-slate-700">
                  <th scope="row" className="py-2 text-left">
                    Total
                  </th>
                  <td className="money py-2 pr-2 text-right" data-testid="trends-total-receitas">
                    {formatReais(totalIn)}
                  </td>
                  <td className="money py-2 pr-2 text-right" data-testid="trends-total-despesas">
                    {formatReais(totalOut)}
                  </td>
                  <td className="money py-2 text-right">
                    {formatReais(centsToReais(reaisToCents(totalIn) - reaisToCents(totalOut)))}
                  </td>
                </tr>
              </tfoot>
            </table>
          </Card>
        </>
      )}
    </div>
  );
}
