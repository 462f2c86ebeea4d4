import { overMaxMessage, type RecurringItem } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

/**
 * What a Pix Automático adds under its name: the maximum the person authorised, and a charge above it, flagged in
 * the contract's words. A conta a pagar and a fixed item add nothing here.
 */
export function KindLines({ item }: { item: RecurringItem }) {
  if (item.kind !== 'pix_automatico') return null;
  return (
    <>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Pix Automático
        {item.max_amount === null ? '' : ` · máximo autorizado ${formatReais(item.max_amount)}`}
      </p>
      {item.over_max && item.max_amount !== null ? (
        <p
          className="mt-1 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200"
          data-testid="over-max"
        >
          {overMaxMessage(formatReais(item.over_max.amount), formatReais(item.max_amount))} em{' '}
          {formatDateBR(item.over_max.date)}
        </p>
      ) : null}
    </>
  );
}
