import { Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CalendarDay } from '../../../common/contract/money-flow';
import { formatMonthLabel, isWeekend, monthNames, splitIsoDate } from '../../../common/dates';
import { cn } from '../../lib/cn';
import {
  cellAmount,
  dayLabel,
  firstColumn,
  monthDays,
  movedDay,
  type Shade,
  shadeOf,
  WEEKDAYS_SHORT,
} from './calendar';
import { shortReais } from './short-reais';

/** The steps' backgrounds, light to dark rose; their text keeps its contrast on each, in both themes. */
export const SHADE_CLASSES: Record<Shade, string> = {
  0: '',
  1: 'bg-rose-100 text-slate-900 dark:bg-rose-950 dark:text-white',
  2: 'bg-rose-200 text-slate-900 dark:bg-rose-900 dark:text-white',
  3: 'bg-rose-300 text-slate-900 dark:bg-rose-800 dark:text-white',
  4: 'bg-rose-400 text-slate-950 dark:bg-rose-700 dark:text-white',
  5: 'bg-rose-500 text-slate-950 dark:bg-rose-600 dark:text-white',
};
/** A day without expenses: a weekend one muted grey, a weekday one plain. */
export const EMPTY_WEEKDAY = 'bg-white text-slate-700 dark:bg-slate-900 dark:text-slate-200';
export const EMPTY_WEEKEND = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
/** Weekend days keep a dashed border whatever their shade. */
export const WEEKEND_BORDER = 'border-dashed border-slate-400 dark:border-slate-500';
const WEEKDAY_BORDER = 'border-slate-200 dark:border-slate-700';

export const cellClass = (date: string, shade: Shade) =>
  cn(
    'border',
    isWeekend(date) ? WEEKEND_BORDER : WEEKDAY_BORDER,
    shade === 0 ? (isWeekend(date) ? EMPTY_WEEKEND : EMPTY_WEEKDAY) : SHADE_CLASSES[shade],
  );

/** The green sign of a day money came in. */
export function IncomeSign({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-emerald-700 text-white',
        className,
      )}
    >
      <Plus size={10} strokeWidth={3} />
    </span>
  );
}

interface GridProps {
  days: ReadonlyMap<string, CalendarDay>;
  maxDespesas: number;
  selected: string | null;
  onSelect: (date: string) => void;
  roving: RovingDay;
}

/**
 * What a day's button is in either grid: under its weekday (the month's first day placed in its column), named by
 * its figures, in the roving tab order, pressed when chosen.
 */
function dayButton(
  date: string,
  index: number,
  month: string,
  { days, selected, onSelect, roving }: GridProps,
) {
  return {
    'data-day': date,
    tabIndex: roving.day === date ? 0 : -1,
    'aria-label': dayLabel(date, days.get(date)),
    'aria-pressed': selected === date,
    onClick: () => {
      roving.set(date);
      onSelect(date);
    },
    onKeyDown: roving.onKeyDown,
    style: index === 0 ? { gridColumnStart: firstColumn(month) } : undefined,
  };
}

/**
 * The days' grid keeps one day in the tab order (the one last moved to); arrow keys move a day or a week, as a
 * date picker's do.
 */
export function useRovingDay(range: { from: string; to: string }, initial: string) {
  const [wanted, setWanted] = useState(initial);
  const ref = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const day = wanted >= range.from && wanted <= range.to ? wanted : initial;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    ref.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  }, [day]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = movedDay(day, e.key, range);
    if (!next) return;
    e.preventDefault();
    moved.current = true;
    setWanted(next);
  };
  return { day, set: setWanted, ref, onKeyDown };
}
export type RovingDay = ReturnType<typeof useRovingDay>;

/** The selected month as a grid of seven columns: each day its number, its expenses short and its shade. */
export function MonthGrid({ month, ...grid }: GridProps & { month: string }) {
  const { days, maxDespesas, selected, roving } = grid;
  return (
    <fieldset data-testid="calendar-month">
      <legend className="sr-only">Dias de {formatMonthLabel(month)}</legend>
      <div ref={roving.ref} className="grid grid-cols-7 gap-1">
        {WEEKDAYS_SHORT.map((name, i) => (
          <span
            key={name}
            aria-hidden
            className={cn(
              'rounded py-1 text-center text-xs font-semibold',
              i === 0 || i === 6
                ? 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400'
                : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {name}
          </span>
        ))}
        {monthDays(month).map((date, i) => {
          const day = days.get(date);
          const shade = shadeOf(day?.despesas ?? 0, maxDespesas);
          return (
            <button
              key={date}
              type="button"
              {...dayButton(date, i, month, grid)}
              className={cn(
                'relative flex h-14 min-w-0 flex-col items-start justify-between rounded-md p-1 text-left sm:h-20 sm:p-1.5',
                cellClass(date, shade),
                selected === date &&
                  'ring-2 ring-brand-700 ring-offset-1 dark:ring-brand-500 dark:ring-offset-slate-900',
              )}
            >
              <span className="text-xs font-semibold sm:text-sm">{splitIsoDate(date).day}</span>
              {day && day.receitas > 0 ? <IncomeSign className="absolute top-1 right-1 size-4" /> : null}
              <span className="w-full text-[10px] leading-tight font-medium break-words sm:text-xs">
                {day && day.despesas > 0 ? <span className="hidden sm:inline">R$ </span> : null}
                {cellAmount(day?.despesas ?? 0)}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The year's twelve months as small grids, shaded the same way; each day a button as in the month. */
export function YearGrid({ months, ...grid }: GridProps & { months: string[] }) {
  const { days, maxDespesas, selected, roving } = grid;
  return (
    <div
      ref={roving.ref}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
      data-testid="calendar-year"
    >
      {months.map((month) => {
        const { month: m } = splitIsoDate(month);
        const total = [...days.values()]
          .filter((d) => d.date.startsWith(month.slice(0, 7)))
          .reduce((sum, d) => sum + d.despesas, 0);
        return (
          <fieldset key={month} className="min-w-0">
            <legend className="sr-only">{formatMonthLabel(month)}</legend>
            <p className="mb-1 flex items-baseline justify-between gap-1 text-sm">
              <span className="font-semibold first-letter:uppercase">{monthNames[m - 1]}</span>
              <span className="money text-xs text-slate-600 dark:text-slate-400">
                {total > 0 ? shortReais(total) : ''}
              </span>
            </p>
            <div className="grid grid-cols-7 gap-0.5">
              {WEEKDAYS_SHORT.map((name, i) => (
                <span
                  key={name}
                  aria-hidden
                  className={cn(
                    'text-center text-[10px] leading-4',
                    i === 0 || i === 6
                      ? 'rounded-sm bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {name[0]}
                </span>
              ))}
              {monthDays(month).map((date, i) => {
                const day = days.get(date);
                const shade = shadeOf(day?.despesas ?? 0, maxDespesas);
                return (
                  <button
                    key={date}
                    type="button"
                    {...dayButton(date, i, month, grid)}
                    title={dayLabel(date, day)}
                    className={cn(
                      'relative aspect-square min-w-0 rounded-sm',
                      cellClass(date, shade),
                      selected === date && 'ring-2 ring-brand-700 dark:ring-brand-500',
                    )}
                  >
                    {day && day.receitas > 0 ? (
                      <span
                        aria-hidden
                        className="absolute top-0 right-0 size-1.5 rounded-full bg-emerald-700"
                      />
                    ) : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
