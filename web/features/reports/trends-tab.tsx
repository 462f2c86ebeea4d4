import { formatMonthLabel } from '../../../common/dates';
import { Card } from '../../components/ui/card';
import { inputClass } from '../../components/ui/field';
import { IncomeExpenseBars } from '../../components/ui/income-expense-bars';
import { useMonthlyReport } from './api/reports';
import { hasMonthlyData } from './monthly-data';
import { ReportError } from './report-error';
import { periodEndingWith, TREND_CHOICES } from './report-period';
import { TabSkeleton } from './report-skeletons';
import { TrendsTable } from './trends-table';

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
            <TrendsTable rows={rows} />
          </Card>
        </>
      )}
    </div>
  );
}
