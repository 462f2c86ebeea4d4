import { useState } from 'react';
import { formatMonthLabel, monthRange, splitIsoDate, toIsoDate } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCalendar } from './api/money-flow';
import { CALENDAR_EMPTY_MONTH, CALENDAR_EMPTY_YEAR, daysByDate, shadeLegend, yearMonths } from './calendar';
import { CalendarDayDetails } from './calendar-day-details';
import {
  EMPTY_WEEKEND,
  IncomeSign,
  MonthGrid,
  SHADE_CLASSES,
  useRovingDay,
  WEEKEND_BORDER,
  YearGrid,
} from './calendar-grid';
import { ReportLeftOut } from './period-summary';
import { ReportError } from './report-error';
import { TabSkeleton } from './report-skeletons';

type View = 'mes' | 'ano';

const yearRange = (month: string) => {
  const { year } = splitIsoDate(month);
  return { from: toIsoDate(year, 1, 1), to: toIsoDate(year, 12, 31) };
};

/** "Calendário de gastos": the selected month's days (or its year's) shaded by what was spent on each. */
export function CalendarTab({ month }: { month: string }) {
  const [view, setView] = useState<View>('mes');
  const [selected, setSelected] = useState<string | null>(null);
  const range = view === 'mes' ? monthRange(month) : yearRange(month);
  const query = useCalendar(range);
  const roving = useRovingDay(range, range.from);
  const shown = selected !== null && selected >= range.from && selected <= range.to ? selected : null;
  const data = query.data;
  const days = daysByDate(data?.days ?? []);
  const title = view === 'mes' ? formatMonthLabel(month) : String(splitIsoDate(month).year);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold">Calendário de gastos</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-block first-letter:uppercase">{title}</span>
            {data ? (
              <>
                {' · '}Gastos <span className="money">{formatReais(data.totalDespesas)}</span>
                {' · '}Entrou <span className="money">{formatReais(data.totalReceitas)}</span>
              </>
            ) : null}
          </p>
        </div>
        <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          <legend className="sr-only">Ver o calendário por</legend>
          {(['mes', 'ano'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium',
                view === v
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {v === 'mes' ? 'Mês' : 'Ano'}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isPending ? (
        <TabSkeleton shape="calendar" />
      ) : query.isError || !data ? (
        <ReportError kind="report" onRetry={() => void query.refetch()} />
      ) : (
        <Card className="flex flex-col gap-4">
          {data.totalDespesas === 0 ? (
            <p className="text-center text-sm text-slate-600 dark:text-slate-400">
              {view === 'mes' ? CALENDAR_EMPTY_MONTH : CALENDAR_EMPTY_YEAR}
            </p>
          ) : null}
          {view === 'mes' ? (
            <MonthGrid
              month={month}
              days={days}
              maxDespesas={data.maxDespesas}
              selected={shown}
              onSelect={(d) => setSelected(d === shown ? null : d)}
              roving={roving}
            />
          ) : (
            <YearGrid
              months={yearMonths(month)}
              days={days}
              maxDespesas={data.maxDespesas}
              selected={shown}
              onSelect={(d) => setSelected(d === shown ? null : d)}
              roving={roving}
            />
          )}
          {shown ? (
            <CalendarDayDetails
              key={shown}
              date={shown}
              day={days.get(shown)}
              base={data.base}
              onClose={() => setSelected(null)}
            />
          ) : null}
          <CalendarLegend maxDespesas={data.maxDespesas} />
          <ReportLeftOut ids={data.unconverted_accounts} />
        </Card>
      )}
    </div>
  );
}

/** Each shade's range in R$, the weekend's look and the sign of a day money came in. */
function CalendarLegend({ maxDespesas }: { maxDespesas: number }) {
  return (
    <div
      className="flex flex-col gap-2 text-xs text-slate-700 dark:text-slate-300"
      data-testid="calendar-legend"
    >
      <p className="sr-only">Legenda</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5">
        {shadeLegend(maxDespesas).map((step) => (
          <li key={step.shade} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className={cn(
                'inline-block size-4 rounded-sm border border-slate-300 dark:border-slate-600',
                step.shade === 0 ? 'bg-white dark:bg-slate-900' : SHADE_CLASSES[step.shade],
              )}
            />
            <span className="money">{step.text}</span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('inline-block size-4 rounded-sm', 'border', WEEKEND_BORDER, EMPTY_WEEKEND)}
          />
          Fim de semana
        </li>
        <li className="flex items-center gap-1.5">
          <IncomeSign className="size-4" />
          Dia de receita
        </li>
      </ul>
    </div>
  );
}
