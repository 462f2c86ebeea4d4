import type { RecurringSummary } from '../../../common/contract/recurring';
import { formatReais } from '../../../common/money';
import { barFill, formatPercent } from '../../../common/percent';

/** How much of the month's fixed expenses is already paid, as a bar and two amounts (the server's figures). */
export function PaidProgress({
  figures,
}: {
  figures: Pick<RecurringSummary, 'paid' | 'paid_percent' | 'to_pay'>;
}) {
  const width = barFill(figures.paid_percent);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-slate-600 dark:text-slate-400">Pago no mês</span>
        <span className="font-medium">{formatPercent(figures.paid_percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Pago no mês"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${width}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Pago</dt>
          <dd className="money font-semibold text-emerald-700 dark:text-emerald-400">
            {formatReais(figures.paid.total)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-500 dark:text-slate-400">A pagar</dt>
          <dd className="money font-semibold">{formatReais(figures.to_pay)}</dd>
        </div>
      </dl>
    </div>
  );
}
