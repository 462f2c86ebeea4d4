import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Transaction } from '../../../../common/contract/transactions';
import type { ConfirmOptions } from '../../../components/ui/confirm-dialog';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useToast } from '../../../components/ui/toast';
import { saveErrorMessage } from '../../../entities/transaction/transaction-display';
import { useUndoToast } from '../../../entities/undo/public';
import { useDeletePurchase, useUpdateTransaction } from '../api/transactions';
import {
  buildUpdateBody,
  type EditTransactionValues,
  editMovesMoney,
  editTransactionForm,
  editValuesOf,
  isTransferLeg,
} from './edit-transaction-form';
import { savedRuleLink } from './rule-from-transaction-link';

/** Asked before saving a row "Conferir saldo" marked RECONCILED (it matched the bank's statement). */
export const RECONCILED_EDIT_QUESTION = {
  title: 'Transação conferida',
  message: 'Esta transação já foi conferida com o extrato do banco. Alterar mesmo assim?',
  confirmLabel: 'Alterar',
} as const;

/**
 * A question asked over a dialog: Escape reaches every open dialog, so while it is asked ('Confirmar
 * alterações?') only the question closes; `close` is the dialog's own, stable, which waits for the answer.
 */
function useQuestionInDialog(onClose: () => void) {
  const confirm = useConfirm();
  const confirming = useRef(false);
  const close = useCallback(() => {
    if (!confirming.current) onClose();
  }, [onClose]);
  const asking = (question: ConfirmOptions) => {
    confirming.current = true;
    return confirm(question).finally(() => {
      confirming.current = false;
    });
  };
  return { close, asking };
}

/**
 * What 'Editar Transação' does: its form, the row as saved now (its division saved from the dialog changes it),
 * the save (asked first when it moves money or the row was "Conferida"), the save that goes on to a new rule,
 * and the deletion of a whole installment purchase; a failure is the form's error.
 */
export function useEditTransaction(
  transaction: Transaction,
  onClose: () => void,
  /** What a divided expense's new amount does to its division (household's words), handed in. */
  redivisionNotice: (row: Transaction) => string | null,
) {
  const toast = useToast();
  const undoToast = useUndoToast();
  const update = useUpdateTransaction();
  const removePurchase = useDeletePurchase();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The row as saved now: its division, saved from this dialog, changes who paid, the parts and the version.
  const [stored, setStored] = useState(transaction);
  const transfer = isTransferLeg(transaction);
  const reconciled = transaction.status === 'RECONCILED';
  const { close, asking } = useQuestionInDialog(onClose);

  const form = useForm<EditTransactionValues>({
    resolver: zodResolver(editTransactionForm, undefined, { raw: true }),
    defaultValues: editValuesOf(transaction),
  });

  /** Sends the row; answers whether the server took it (its refusal becomes the form's error). */
  const save = async (body: ReturnType<typeof buildUpdateBody>) => {
    try {
      await update.mutateAsync(body);
      return true;
    } catch (e) {
      setError(saveErrorMessage(e));
      return false;
    }
  };

  /**
   * 'Criar uma regra a partir desta transação' from an edited form: leaving would throw the edit away, so the
   * person is asked and the edit saved first (the form must be valid); the rule is filled from what it now is.
   */
  const createRule = form.handleSubmit(async (values) => {
    setError(null);
    const body = buildUpdateBody(stored, values);
    const ok = await asking(
      reconciled
        ? RECONCILED_EDIT_QUESTION
        : {
            title: 'Criar regra',
            message: 'Salvar as alterações desta transação antes de criar a regra?',
            confirmLabel: 'Salvar e criar regra',
          },
    );
    if (!ok || !(await save(body))) return;
    toast('Transação atualizada');
    onClose();
    navigate(savedRuleLink(values, body));
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = buildUpdateBody(stored, values);
    // A divided expense whose amount changes is divided again: said before, not found out after.
    const redivision = body.amount !== stored.amount ? redivisionNotice(stored) : null;
    // A row that matched the bank's statement says so instead ("Conferir saldo" marked it); an edit that moves no
    // money (a category, a description…) is saved without a question (editMovesMoney).
    if (reconciled || editMovesMoney(stored, body)) {
      const ok = await asking(
        reconciled
          ? RECONCILED_EDIT_QUESTION
          : {
              title: 'Salvar alterações',
              message: redivision ? `${redivision} Confirmar alterações?` : 'Confirmar alterações?',
            },
      );
      if (!ok) return;
    }
    if (!(await save(body))) return;
    toast(transfer ? 'Transferência atualizada' : 'Transação atualizada');
    onClose();
  });

  const deleteWholePurchase = async () => {
    const ok = await asking({
      title: 'Excluir compra parcelada',
      message: `Excluir as ${transaction.installment_count} parcelas desta compra?`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    let undo: string;
    try {
      ({ undo } = await removePurchase.mutateAsync(transaction.id));
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    undoToast('Compra excluída', undo);
    onClose();
  };

  return {
    form,
    stored,
    setStored,
    transfer,
    close,
    error,
    onSubmit,
    createRule,
    deleteWholePurchase,
    saving: update.isPending,
    deletingPurchase: removePurchase.isPending,
  };
}
