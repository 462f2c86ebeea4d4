import { useCallback, useState } from 'react';
import type {
  RecurringConfirmBody,
  RecurringItem,
  RecurringType,
  RecurringUpdateBody,
} from '../../../common/contract/recurring';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import { useUndoToast } from '../../entities/undo/public';
import { ApiError } from '../../lib/api-client';
import { useConfirmPayment, useDeleteRecurring, useRunAutomatic, useUpdateRecurring } from './api/recurring';
import { itemWords, runText } from './item-words';

/**
 * The catalogue's text, followed by the server's reason when it refused the request (a 4xx says what is wrong,
 * e.g. already paid this month); a network failure or a 5xx gets the text alone.
 */
export function failureText(base: string, error: unknown): string {
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused && error.message ? `${base}: ${error.message}` : base;
}

/** Pay, edit, delete and run, each saying how it went in a toast (errors in red). */
export function useRecurringActions() {
  const pay = useConfirmPayment();
  const update = useUpdateRecurring();
  const remove = useDeleteRecurring();
  const run = useRunAutomatic();
  const toast = useToast();
  const act = useAction();
  const undoToast = useUndoToast();

  // The item whose 'Pagar' (or 'Recebido') dialog is open.
  const [toPay, setToPay] = useState<RecurringItem | null>(null);
  // Stable: the dialog moves the focus back to its first field whenever its onClose changes.
  const closePay = useCallback(() => setToPay(null), []);

  /** Records the payment the dialog confirmed; answers null when it did (the dialog closes), else the failure. */
  const payItem = async (item: RecurringItem, body: RecurringConfirmBody): Promise<string | null> => {
    const words = itemWords[item.type];
    try {
      await pay.mutateAsync(body);
      toast(words.confirmed);
      setToPay(null);
      return null;
    } catch (e) {
      const text = failureText(words.confirmFailed, e);
      toast(text, 'error');
      return text;
    }
  };

  /** Answers null when it saved (the row leaves edit mode), else the failure the row shows too. */
  const saveItem = async (type: RecurringType, body: RecurringUpdateBody): Promise<string | null> => {
    try {
      await update.mutateAsync(body);
      toast(itemWords[type].updated);
      return null;
    } catch (e) {
      const text = failureText('Falha ao salvar', e);
      toast(text, 'error');
      return text;
    }
  };

  const deleteItem = async (item: RecurringItem) => {
    const words = itemWords[item.type];
    await act({
      confirm: {
        title: words.deleteTitle,
        message: words.deleteMessage(item.description),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(item.id),
      done: ({ undo }) => undoToast(words.deleted, undo),
      failed: 'Não foi possível excluir',
    });
  };

  const runAutomatic = async () => {
    await act({
      work: () => run.mutateAsync(),
      // The run's own tone: items left behind or failed are said in red though the request went through.
      done: (result) => {
        const trouble = result.behind > 0 || result.failed > 0;
        toast(runText(result), trouble ? 'error' : result.created > 0 ? 'success' : 'info');
      },
      failed: 'Falha ao processar automáticos',
    });
  };

  return {
    toPay,
    /** 'Pagar' / 'Recebido' open a dialog with the amount and the date, which payItem then records. */
    askToPay: setToPay,
    closePay,
    payItem,
    saveItem,
    deleteItem,
    runAutomatic,
    payingId: pay.isPending ? pay.variables?.id : undefined,
    savingId: update.isPending ? update.variables?.id : undefined,
    deletingId: remove.isPending ? remove.variables : undefined,
    running: run.isPending,
  };
}

export type RecurringActions = ReturnType<typeof useRecurringActions>;
