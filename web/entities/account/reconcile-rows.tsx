import type { Reconciliation } from '../../../common/contract/reconcile';
import type { CurrencyCode } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { statusLabels } from '../../../common/transaction-status';
import { Amount } from './amount';

/** The rows the dialog lists (the answer brings up to 100; the count says how many there are). */
const ROWS_SHOWN = 20;

export const rowsLabel = (count: number) => (count === 1 ? '1 lançamento' : `${count} lançamentos`);

/** "Conferir saldo"'s rows not yet reconciled up to the date: the most recent few, their total and their count. */
export function Unreconciled({ data, currency }: { data: Reconciliation; currency: CurrencyCode }) {
  const { count, total, rows } = data.unreconciled;
  if (count === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nenhum lançamento a conferir até {formatDateBR(data.date)}.
      </p>
    );
  }
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <section aria-labelledby="reconcile-rows" className="flex flex-col gap-2">
      <h3 id="reconcile-rows" className="text-sm font-semibold">
        {rowsLabel(count)} a conferir até {formatDateBR(data.date)} (total{' '}
        <Amount value={total} currency={currency} />)
      </h3>
      <ul
        aria-label="Lançamentos a conferir"
        className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
      >
        {shown.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate">{row.description || 'Sem descrição'}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {formatDateBR(row.date)} · {statusLabels[row.status]}
              </span>
            </span>
            <Amount value={row.amount} currency={currency} movement className="shrink-0" />
          </li>
        ))}
      </ul>
      {count > shown.length ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Mostrando os {shown.length} mais recentes de {count}.
        </p>
      ) : null}
    </section>
  );
}
