import type { RecurringItem } from '../../../common/contract/recurring';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { RecurringList } from './recurring-list';
import { EmptyLine } from './recurring-sections';
import { sortByDue } from './recurring-stats';
import type { RecurringActions } from './use-recurring-actions';

const count = (n: number) => `${n} ${n === 1 ? 'conta' : 'contas'}`;

/**
 * 'Contas a pagar': boletos and Pix charges with one due date. The open ones first (late, then soonest), each with
 * 'Pagar'; the paid ones below, done.
 */
export function BillsSection({
  bills,
  shown,
  actions,
  writable,
}: {
  /** Every conta a pagar, and those the filters let through. */
  bills: readonly RecurringItem[];
  shown: readonly RecurringItem[];
  actions: RecurringActions;
  writable: boolean;
}) {
  const open = sortByDue(shown.filter((b) => !b.done));
  const paid = sortByDue(shown.filter((b) => b.done)).reverse();
  return (
    <section aria-labelledby="bills-title" className="flex flex-col gap-3">
      <div>
        <h2 id="bills-title" className="font-semibold">
          Contas a pagar
        </h2>
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="bills-count">
          {bills.length === 0 ? 'Nenhuma conta' : `${count(bills.length)} · ${open.length} em aberto`}
        </p>
      </div>
      {bills.length === 0 ? (
        <EmptyLine>
          Nenhuma conta a pagar.
          {writable
            ? ' Para um boleto, escolha “Conta a pagar” no formulário acima ou cole a linha digitável em Nova transação.'
            : null}
        </EmptyLine>
      ) : open.length === 0 ? (
        <EmptyLine>Nenhuma conta em aberto.</EmptyLine>
      ) : (
        <RecurringList items={open} actions={actions} label="Contas a pagar" writable={writable} />
      )}
      {paid.length > 0 ? (
        <ul aria-label="Contas pagas" className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {paid.map((bill) => (
            <li
              key={bill.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="paid-bill"
            >
              <span className="text-slate-700 dark:text-slate-300">
                {bill.description}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {' '}
                  · vencia {formatDateBR(bill.next_run)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="money text-slate-600 dark:text-slate-400">{formatReais(bill.amount)}</span>
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
                  Paga
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
