import { HandCoins, ListOrdered, PenLine, Receipt, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { DebtInstallment, DebtResponse } from '../../../common/contract/debts';
import { formatReais } from '../../../common/money';
import { barFill, percentOf } from '../../../common/percent';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import {
  dueText,
  endsText,
  nextTitle,
  outOfForecastText,
  paidCountText,
  splitText,
  termsText,
} from './debt-display';
import { OverdueNote } from './overdue-note';

/** What a card's buttons open; the page holds the dialogs. */
export interface DebtCardActions {
  onPay: (debt: DebtResponse) => void;
  onPrepay: (debt: DebtResponse) => void;
  onSchedule: (debt: DebtResponse) => void;
  onEdit: (debt: DebtResponse) => void;
  onDelete: (debt: DebtResponse) => void;
}

interface Props extends DebtCardActions {
  debt: DebtResponse;
  today: string;
  /** False in a book the person only reads: the debt and its schedule, without the actions that write. */
  writable: boolean;
  busy: boolean;
}

/** One debt: what it owes today, its terms, how far it is paid, the next instalment and when it ends. */
export function DebtCard({ debt, today, writable, busy, ...actions }: Props) {
  const titleId = useId();
  const next = debt.next;
  const outOfForecast = outOfForecastText(debt);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="debt-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
              {debt.name}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200">
                {debt.kindLabel}
              </span>
              {debt.lender ? <span className="break-words">{debt.lender}</span> : null}
            </p>
          </div>
          {writable ? (
            <div className="-mt-1 -mr-2 flex shrink-0 items-center">
              <IconButton
                label={`Editar ${debt.name}`}
                title="Editar"
                icon={PenLine}
                onClick={() => actions.onEdit(debt)}
                disabled={busy}
              />
              <IconButton
                label={`Excluir ${debt.name}`}
                title="Excluir"
                icon={Trash2}
                tone="danger"
                onClick={() => actions.onDelete(debt)}
                disabled={busy}
              />
            </div>
          ) : null}
        </div>

        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <div>
            <p className="text-xs text-slate-500 dark:text-slate-400">Saldo devedor hoje</p>
            <p className="money text-xl font-semibold" data-testid="debt-balance">
              {formatReais(debt.balanceToday)}
            </p>
          </div>
          <div className="text-right text-sm">
            <p className="text-xs text-slate-500 dark:text-slate-400">Financiado</p>
            <p className="money font-medium">{formatReais(debt.principal)}</p>
          </div>
        </div>

        <OverdueNote debt={debt} />

        <p className="text-sm font-medium" data-testid="debt-terms">
          {termsText(debt)}
        </p>

        <div className="text-sm">
          <div
            aria-hidden
            className="mb-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-brand-600 dark:bg-brand-500"
              style={{ width: `${barFill(percentOf(debt.paidCount, debt.scheduleCount) ?? 0)}%` }}
            />
          </div>
          <p className="flex flex-wrap justify-between gap-x-3">
            <span data-testid="debt-paid-count">{paidCountText(debt)}</span>
            <span data-testid="debt-ends">{endsText(debt)}</span>
          </p>
        </div>

        {next ? <NextInstallment debt={debt} next={next} today={today} /> : null}

        {outOfForecast ? (
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="debt-out-of-forecast">
            {outOfForecast}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-2 dark:border-slate-800">
        {writable && next ? (
          <Button size="sm" onClick={() => actions.onPay(debt)} disabled={busy}>
            <Receipt size={16} aria-hidden /> Registrar parcela
          </Button>
        ) : null}
        {writable && next ? (
          <Button size="sm" variant="secondary" onClick={() => actions.onPrepay(debt)} disabled={busy}>
            <HandCoins size={16} aria-hidden /> Amortizar
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => actions.onSchedule(debt)}>
          <ListOrdered size={16} aria-hidden /> Ver parcelas
        </Button>
      </div>
    </article>
  );
}

/** The next installment: its number, amount, due date (amber once overdue) and how it splits. */
function NextInstallment({
  debt,
  next,
  today,
}: {
  debt: DebtResponse;
  next: DebtInstallment;
  today: string;
}) {
  const overdue = next.overdue;
  return (
    <section
      aria-label="Próxima parcela"
      data-testid="debt-next"
      className={
        overdue
          ? 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100'
          : 'rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300'
      }
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{nextTitle(next.number, debt.scheduleCount)}</span>
        <span className="money font-semibold text-slate-900 dark:text-slate-100">
          {formatReais(next.payment)}
        </span>
      </p>
      <p>{dueText(next, today)}</p>
      <p className="money text-xs text-slate-600 dark:text-slate-400">{splitText(next)}</p>
    </section>
  );
}
