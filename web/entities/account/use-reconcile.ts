import { useState } from 'react';
import { isIsoDate } from '../../../common/dates';
import { centsToInputText, formatCents, parseAmount, reaisToCents } from '../../../common/money';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useConfirmReconciliation, useReconciliation } from './api/reconciliation';
import { rowsLabel } from './reconcile-rows';

/** How the difference is settled: none (the balances agree), a row of the date, or the opening balance. */
export type Settle = 'none' | 'adjust' | 'opening';

/** A statement's balance (the balance the imported statement states) to start from. */
export type ReconcileStart = { date: string; amount: number } | undefined;

/**
 * What "Conferir saldo" does: the date and the bank's balance as typed, Grana's answer for that date, the difference
 * between them, and the confirmation (with the way the difference is settled); a refusal is the form's error and a
 * confirmation closes the dialog with a toast saying what was marked.
 */
export function useReconcile(accountId: number, initial: ReconcileStart, onClose: () => void) {
  const toast = useToast();
  const [date, setDate] = useState(initial?.date ?? browserToday());
  const initialText = initial ? centsToInputText(reaisToCents(initial.amount)) : '';
  const [bankText, setBankText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const wholeDate = isIsoDate(date) ? date : null;
  const reading = useReconciliation(accountId, wholeDate);
  const confirm = useConfirmReconciliation();

  const bankCents = bankText.trim() === '' ? null : parseAmount(bankText, 'comma');
  const data = reading.data;
  // The answer on screen is the date's (not the previous date's, kept while the new one loads).
  const current = data && !reading.isPlaceholderData && data.date === wholeDate ? data : undefined;
  const differenceCents = current && bankCents !== null ? bankCents - reaisToCents(current.balance) : null;

  const send = async (settle: Settle) => {
    if (!wholeDate || bankCents === null) return;
    setError(null);
    try {
      const done = await confirm.mutateAsync({
        accountId,
        date: wholeDate,
        balance: bankCents / 100,
        adjust: settle === 'adjust',
        opening: settle === 'opening',
      });
      const marked = `${rowsLabel(done.reconciled)} marcados como conferidos`;
      toast(
        done.adjustment
          ? `Ajuste criado e saldo conferido: ${marked}`
          : done.opening
            ? `Saldo inicial corrigido para ${formatCents(reaisToCents(done.opening.after))} e saldo conferido: ${marked}`
            : `Saldo conferido: ${marked}`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível confirmar a conferência'));
    }
  };

  const ready = current !== undefined && differenceCents !== null && !confirm.isPending;
  return {
    date,
    setDate,
    wholeDate,
    bankText,
    setBankText,
    bankCents,
    dirty: bankText !== initialText,
    reading,
    current,
    differenceCents,
    ready,
    pending: confirm.isPending,
    error,
    send,
    /** The form's submit: only balances that agree confirm without a choice. */
    submit: () => {
      if (ready && differenceCents === 0) void send('none');
    },
  };
}
