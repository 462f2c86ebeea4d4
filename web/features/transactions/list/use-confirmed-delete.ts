import type { Transaction } from '../../../../common/contract/transactions';
import { useAction } from '../../../components/ui/use-action';
import { deleteQuestion, directionOf } from '../../../entities/transaction/transaction-display';
import { useUndoToast } from '../../../entities/undo/public';
import { useDeleteTransaction } from '../api/transactions';

/** A row's 'Excluir': asked first, then undoable from the toast that says it is gone. */
export function useConfirmedDelete() {
  const act = useAction();
  const undoToast = useUndoToast();
  const remove = useDeleteTransaction();

  return async (tx: Transaction) => {
    const transfer = directionOf(tx) === 'transfer';
    await act({
      confirm: {
        title: transfer ? 'Excluir transferência' : 'Excluir transação',
        message: deleteQuestion(tx),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(tx.id),
      done: ({ undo }) => undoToast(transfer ? 'Transferência excluída' : 'Transação excluída', undo),
      failed: 'Não foi possível excluir',
    });
  };
}
