import { formatReais } from '../../../common/money';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** How much of the month's fixed expenses is already paid, as a bar and two amounts. */
export function PaidProgress({ paid, total }: { paid: number; total: number }) {
  const share = total > 0 ? Math.min(paid / total, 1) : 0;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-slate-600 dark:text-slate-400">Pago no mês</span>
        <span className="font-medium">{percent.format(share)}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Pago no mês"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${share * 100}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Pago</dt>
          <dd className="money font-semibold text-emerald-700 dark:text-emerald-400">{formatReais(paid)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-500 dark:text-slate-400">A pagar</dt>
          <dd className="money font-semibold">{formatReais(Math.max(total - paid, 0))}</dd>
        </div>
      </dl>
    </div>
  );
}
