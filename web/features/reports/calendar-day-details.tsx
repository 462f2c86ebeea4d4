import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CalendarDay } from '../../../common/contract/money-flow';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { formatReais } from '../../../common/money';
import { CASH_BASIS_NOTE, dayHeading, dayTransactionsLink } from './calendar';

export const DAY_DETAILS_ID = 'calendar-day-details';

const rowsText = (count: number) => (count === 1 ? '1 lançamento' : `${count} lançamentos`);

/** The chosen day's figures, the way to its transactions and, in caixa, where card purchases fall. */
export function CalendarDayDetails({
  date,
  day,
  base,
  onClose,
}: {
  date: string;
  day: CalendarDay | undefined;
  base: SpendingBasis;
  onClose: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  // Opened under a grid that may fill the screen (a phone, the year): brought into sight, the focus left on the
  // day. Each day is its own element (keyed by its date in calendar-tab.tsx), so this runs for each day chosen.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section
      ref={ref}
      id={DAY_DETAILS_ID}
      aria-live="polite"
      aria-labelledby="calendar-day-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60"
      data-testid="calendar-day-details"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id="calendar-day-title" className="font-semibold">
          {dayHeading(date)}
        </h4>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar o dia"
          className="-m-1 rounded p-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
        >
          <X size={16} aria-hidden />
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">Gastos</dt>
        <dd className="money text-rose-700 dark:text-rose-400">{formatReais(day?.despesas ?? 0)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Entrou</dt>
        <dd className="money text-emerald-700 dark:text-emerald-400">{formatReais(day?.receitas ?? 0)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Lançamentos</dt>
        <dd>{rowsText(day?.count ?? 0)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <Link
          to={dayTransactionsLink(date)}
          className="font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-500"
        >
          Ver transações do dia
        </Link>
        {base === 'caixa' ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{CASH_BASIS_NOTE}</p>
        ) : null}
      </div>
    </section>
  );
}
