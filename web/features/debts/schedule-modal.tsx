import { Trash2 } from 'lucide-react';
import type { DebtInstallment, DebtPrepayment, DebtScheduleResponse } from '../../../common/contract/debts';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useDebtSchedule } from './api/debts';
import {
  installmentTitle,
  overdueText,
  paidCountText,
  prepaymentAppliedText,
  prepaymentModeText,
  scheduleTotalsText,
  splitText,
} from './debt-display';

interface Props {
  debtId: number | null;
  writable: boolean;
  onDeletePrepayment: (prepayment: DebtPrepayment) => void;
  busyPrepaymentId: number | undefined;
  onClose: () => void;
}

/** Mounted only while a debt is chosen. */
export function ScheduleModal({ debtId, ...props }: Props) {
  return debtId === null ? null : <ScheduleDialog debtId={debtId} {...props} />;
}

function ScheduleDialog({
  debtId,
  writable,
  onDeletePrepayment,
  busyPrepaymentId,
  onClose,
}: Props & { debtId: number }) {
  const schedule = useDebtSchedule(debtId);
  const name = schedule.data?.debt.name;
  return (
    <Modal
      open
      title={name ? `Parcelas: ${name}` : 'Parcelas'}
      onClose={onClose}
      widthClass="max-w-3xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {schedule.isPending ? (
        <Skeleton label="Carregando as parcelas...">
          <SkeletonRows rows={6} rowClassName="h-8" />
        </Skeleton>
      ) : schedule.isError ? (
        <LoadFailed query={schedule} fallback="Erro ao carregar as parcelas" />
      ) : (
        <ScheduleBody
          data={schedule.data}
          writable={writable}
          onDeletePrepayment={onDeletePrepayment}
          busyPrepaymentId={busyPrepaymentId}
        />
      )}
    </Modal>
  );
}

function ScheduleBody({
  data,
  writable,
  onDeletePrepayment,
  busyPrepaymentId,
}: {
  data: DebtScheduleResponse;
  writable: boolean;
  onDeletePrepayment: (prepayment: DebtPrepayment) => void;
  busyPrepaymentId: number | undefined;
}) {
  const { debt, installments, prepayments } = data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="schedule-summary">
        {[paidCountText(debt), overdueText(debt), scheduleTotalsText(debt)].filter(Boolean).join(' · ')}
      </p>
      <InstallmentList installments={installments} count={debt.scheduleCount} />
      <InstallmentTable installments={installments} />
      {prepayments.length > 0 ? (
        <section aria-labelledby="schedule-prepayments">
          <h3 id="schedule-prepayments" className="mb-2 font-semibold">
            Amortizações extraordinárias
          </h3>
          <ul
            aria-label="Amortizações extraordinárias"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
          >
            {prepayments.map((p) => (
              <li
                key={p.id}
                className="flex items-center gap-3 px-3 py-2 text-sm"
                data-testid="prepayment-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    <span className="money">{formatReais(p.amount)}</span> em {formatDateBR(p.date)} ·{' '}
                    {prepaymentModeText(p)}
                  </p>
                  <p className="money text-xs text-slate-600 dark:text-slate-400">
                    {prepaymentAppliedText(p)} ·{' '}
                    {p.transactionId === null ? 'só anotada no contrato' : 'despesa lançada em Transações'}
                  </p>
                </div>
                {writable ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 dark:text-red-400"
                    onClick={() => onDeletePrepayment(p)}
                    disabled={busyPrepaymentId === p.id}
                    aria-label={`Excluir a amortização de ${formatReais(p.amount)} de ${formatDateBR(p.date)}`}
                  >
                    <Trash2 size={14} aria-hidden /> Excluir
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const paidBadge =
  'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';
const overdueBadge =
  'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200';

/**
 * 'Vencida' for an instalment due before today and not paid by today (the card's count of them), 'Paga' for one
 * recorded as paid, 'Paga antes' for one paid before the debt was entered.
 */
function StatusMark({
  installment,
  className,
  fallback = null,
}: {
  installment: DebtInstallment;
  className?: string;
  fallback?: string | null;
}) {
  // Before 'Paga': a payment recorded with a later date has not paid it yet today.
  if (installment.overdue) return <span className={cn(overdueBadge, className)}>Vencida</span>;
  if (installment.transactionId !== null) return <span className={cn(paidBadge, className)}>Paga</span>;
  if (installment.paidBefore)
    return (
      <span className={cn(paidBadge, className)} title="Paga antes de a dívida ser cadastrada">
        Paga antes
      </span>
    );
  return fallback;
}

/** On a phone: one block per instalment. */
function InstallmentList({ installments, count }: { installments: DebtInstallment[]; count: number }) {
  return (
    <ul
      aria-label="Parcelas"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 sm:hidden dark:divide-slate-800 dark:border-slate-700"
    >
      {installments.map((i) => (
        <li key={i.number} className="px-3 py-2 text-sm" data-testid="installment-item">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-medium">
              {installmentTitle(i.number, count)}
              <StatusMark installment={i} className="ml-2" />
            </span>
            <span className="money font-semibold">{formatReais(i.payment)}</span>
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Vencimento {formatDateBR(i.dueDate)} · saldo depois{' '}
            <span className="money">{formatReais(i.balance)}</span>
          </p>
          <p className="money text-xs text-slate-600 dark:text-slate-400">{splitText(i)}</p>
        </li>
      ))}
    </ul>
  );
}

const th = 'px-2 py-2 font-medium';
const num = 'money px-2 py-1.5 text-right whitespace-nowrap';

/** From tablet width up: the table. */
function InstallmentTable({ installments }: { installments: DebtInstallment[] }) {
  return (
    <div className="hidden sm:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Parcelas</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className={cn(th, 'text-right')}>
              Nº
            </th>
            <th scope="col" className={th}>
              Vencimento
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Parcela
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Juros
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Amortização
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Saldo
            </th>
            <th scope="col" className={th}>
              Situação
            </th>
          </tr>
        </thead>
        <tbody>
          {installments.map((i) => (
            <tr key={i.number} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className="px-2 py-1.5 text-right tabular-nums">{i.number}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDateBR(i.dueDate)}</td>
              <td className={num}>{formatReais(i.payment)}</td>
              <td className={num}>{formatReais(i.interest)}</td>
              <td className={num}>{formatReais(i.amortization)}</td>
              <td className={num}>{formatReais(i.balance)}</td>
              <td className="px-2 py-1.5">
                <StatusMark installment={i} fallback="—" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
