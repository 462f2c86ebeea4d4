import { BILL_STATUS_LABELS, type BillStatus } from '../../../common/card-bills';
import type { BillSummary, CardSummary } from '../../../common/contract/cards';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { centsToReais, formatReais, reaisToCents } from '../../../common/money';
import { percentOf } from '../../../common/percent';
import { cn } from '../../lib/cn';

/** Colours of a bill's status badge, readable on white and on slate-900. */
export const billStatusTones: Record<BillStatus, string> = {
  prevista: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  aberta: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  fechada: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  parcial: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  paga: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  vencida: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
};

export const billStatusLabel = (status: BillStatus) => BILL_STATUS_LABELS[status];

/** A bill's month as read: '2026-12' -> 'dezembro de 2026'. */
export const billMonthLabel = (month: string): string => formatMonthLabel(`${month}-01`);

/** 'Fatura de dezembro de 2026'. */
export const billName = (month: string): string => `Fatura de ${billMonthLabel(month)}`;

/** 'vence 10/12/2026'. */
export const billDueText = (dueDate: string): string => `vence ${formatDateBR(dueDate)}`;

/** 'Fatura de dezembro de 2026 · vence 10/12/2026'. */
export function billTitle(bill: Pick<BillSummary, 'month' | 'due_date'>): string {
  return `${billName(bill.month)} · ${billDueText(bill.due_date)}`;
}

/** What is left to pay of a bill (never below zero: an overpayment is the next bill's credit), in reais. */
export const billLeft = (bill: Pick<BillSummary, 'total' | 'paid'>): number =>
  centsToReais(Math.max(0, reaisToCents(bill.total) - reaisToCents(bill.paid)));

/** What a bill line says of the money: what is left, or 'Paga' once payments cover it ('R$ 0,00' if it asks none). */
export const billLeftText = (bill: Pick<BillSummary, 'total' | 'paid'>): string => {
  const left = billLeft(bill);
  return left === 0 && bill.paid > 0 ? 'Paga' : formatReais(left);
};

/** How much of the limit is used, 0 to 100 for the bar (a card over its limit fills it). */
export function limitUse(card: Pick<CardSummary, 'used' | 'credit_limit'>): number {
  return card.credit_limit > 0 ? Math.min(100, percentOf(card.used, card.credit_limit) ?? 0) : 100;
}

/** 'Disponível R$ 3.765,50', or 'Limite excedido em R$ 120,00' when the card is over its limit. */
export function availableText(card: Pick<CardSummary, 'available'>): string {
  return card.available < 0
    ? `Limite excedido em ${formatReais(-card.available)}`
    : `Disponível ${formatReais(card.available)}`;
}

/** A bill's status as a small coloured badge. */
export function BillStatusBadge({ status }: { status: BillStatus }) {
  return (
    <span
      className={cn('ml-1 rounded px-1.5 py-0.5 align-middle text-xs font-medium', billStatusTones[status])}
    >
      {billStatusLabel(status)}
    </span>
  );
}
