import { formatMonthLabel, formatMonthShort } from '../../../common/dates';
import { centsToReais, formatReais, reaisToCents, sumReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import type { useMonthlyReport } from './api/reports';

type MonthRows = NonNullable<ReturnType<typeof useMonthlyReport>['data']>;

/** Each month's receitas, despesas and result, newest first, and the window's totals. */
export function TrendsTable({ rows }: { rows: MonthRows }) {
  const totalIn = sumReais(rows.map((r) => r.receitas));
  const totalOut = sumReais(rows.map((r) => r.despesas));
  return (
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
            <tr key={r.month} className="border-b border-slate-100 last:border-0 dark:border-slate-800/70">
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
  );
}
