import { Trash2 } from 'lucide-react';
import type { Budget } from '../../../common/contract/budgets';
import { formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { RowAction } from '../../components/ui/row-action';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { carriedText } from './budget-display';
import { BudgetUsage } from './budget-usage';
import { InlineAmount } from './inline-amount';
import type { BudgetActions } from './use-budget-actions';

interface Props {
  budgets: readonly Budget[];
  actions: BudgetActions;
  /** False in a book the person only reads: the amounts and 'Acumular saldo' are shown, not changed. */
  writable: boolean;
}

/** The budgeted amount: changed in place where the book may be written, only shown elsewhere. */
function Budgeted({
  budget,
  writable,
  className,
}: {
  budget: Budget;
  writable: boolean;
  className?: string;
}) {
  if (writable) return <InlineAmount budget={budget} className={className} />;
  return <span className="money font-medium">{formatReais(budget.amount)}</span>;
}

/** A table from the md breakpoint, cards on a phone; only one of them is in the page. */
export function BudgetList(props: Props) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return desktop ? <BudgetTable {...props} /> : <BudgetCards {...props} />;
}

/** The id of the page's sentence explaining "Acumular saldo", which each checkbox points to. */
export const ROLLOVER_EXPLAINED_ID = 'rollover-explained';

/**
 * When rollover carried money in or out, what the month really has ('Disponível') and where the difference
 * came from; nothing otherwise, the budgeted amount being all there is.
 */
function Available({ budget }: { budget: Budget }) {
  const note = carriedText(budget.carried);
  if (!note) return null;
  return (
    <span data-testid="budget-carried" className="block text-xs text-slate-600 dark:text-slate-400">
      Disponível{' '}
      <span className={cn('money', budget.available < 0 && 'text-red-600 dark:text-red-400')}>
        {formatReais(budget.available)}
      </span>
      <span className={cn('block', budget.carried < 0 && 'text-red-600 dark:text-red-400')}>{note}</span>
    </span>
  );
}

/** The mark of a budget repeated from an earlier month (the page's notice says from which). */
function RepeatedTag({ budget }: { budget: Budget }) {
  if (!budget.repeated) return null;
  return (
    <span
      data-testid="budget-repeated"
      title={`Repetido de ${formatMonthLabel(budget.source_month)}`}
      className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      Repetido
    </span>
  );
}

function RolloverBox({
  budget,
  actions,
  label,
  writable,
}: {
  budget: Budget;
  actions: BudgetActions;
  label?: boolean;
  writable: boolean;
}) {
  if (!writable)
    return (
      <span className="text-sm text-slate-700 dark:text-slate-300">
        {label ? 'Acumular saldo: ' : null}
        {budget.rollover ? 'Sim' : 'Não'}
      </span>
    );
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        aria-label={`Acumular saldo de ${budget.category}`}
        aria-describedby={ROLLOVER_EXPLAINED_ID}
        checked={actions.rolloverShown(budget)}
        disabled={actions.rolloverBusy(budget)}
        onChange={(e) => void actions.setRollover(budget, e.target.checked)}
      />
      {label ? 'Acumular saldo' : null}
    </label>
  );
}

function DeleteButton({
  budget,
  actions,
  withText,
}: {
  budget: Budget;
  actions: BudgetActions;
  withText?: boolean;
}) {
  return (
    <RowAction
      verb="Excluir"
      label={`Excluir orçamento de ${budget.category}`}
      icon={Trash2}
      tone="danger"
      withText={withText}
      onClick={() => void actions.deleteBudget(budget)}
      disabled={actions.busyId === budget.id}
    />
  );
}

function BudgetTable({ budgets, actions, writable }: Props) {
  const cell = 'px-4 py-3';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="sr-only">Orçamentos do mês</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-500 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>
              Categoria
            </th>
            <th scope="col" className={cell}>
              Orçado
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              Gasto
            </th>
            <th scope="col" className={cn(cell, 'w-1/4 min-w-48')}>
              Uso
            </th>
            <th scope="col" className={cn(cell, 'text-center')}>
              Acumular saldo
            </th>
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {budgets.map((budget) => (
            <tr key={budget.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <th scope="row" className={cn(cell, 'text-left font-medium')}>
                {budget.category}
                <RepeatedTag budget={budget} />
              </th>
              <td className={cn(cell, 'py-2')}>
                <Budgeted budget={budget} writable={writable} />
                <Available budget={budget} />
              </td>
              <td className={cn(cell, 'text-right')}>
                <span className="money">{formatReais(budget.spent)}</span>
              </td>
              <td className={cell}>
                <BudgetUsage budget={budget} />
              </td>
              <td className={cn(cell, 'text-center')}>
                <RolloverBox budget={budget} actions={actions} writable={writable} />
              </td>
              <td className="px-2 py-2 text-right">
                {writable ? <DeleteButton budget={budget} actions={actions} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BudgetCards({ budgets, actions, writable }: Props) {
  return (
    <ul aria-label="Orçamentos do mês" className="flex flex-col gap-3">
      {budgets.map((budget) => (
        <li
          key={budget.id}
          data-testid="budget-card"
          className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3 px-4 pt-3">
            <h3 className="min-w-0 pt-1 font-semibold break-words">
              {budget.category}
              <RepeatedTag budget={budget} />
            </h3>
            <div className="text-right">
              <p className="text-xs text-slate-500 dark:text-slate-400">Orçado</p>
              <Budgeted budget={budget} writable={writable} className="-mr-2 ml-0" />
            </div>
          </div>
          <BudgetUsage budget={budget} className="mt-2 px-4" />
          <div className="mt-3 grid grid-cols-2 gap-2 px-4 text-sm">
            <dl>
              <dt className="text-xs text-slate-500 dark:text-slate-400">Gasto</dt>
              <dd className="money">{formatReais(budget.spent)}</dd>
            </dl>
            <div className="text-right">
              <Available budget={budget} />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 py-1.5 pr-1.5 pl-4 dark:border-slate-800">
            <RolloverBox budget={budget} actions={actions} label writable={writable} />
            {writable ? <DeleteButton budget={budget} actions={actions} withText /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
