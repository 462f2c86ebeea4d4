import type { DebtPrepayment, DebtResponse } from '../../../common/contract/debts';
import { useAction } from '../../components/ui/use-action';
import { useDeleteDebt, useDeletePrepayment } from './api/debts';
import { deleteDebtMessage, deletePrepaymentMessage } from './debt-display';

/** The deletions, each after its confirmation, saying how it went in a toast (errors in red). */
export function useDebtActions() {
  const removeDebt = useDeleteDebt();
  const removePrepayment = useDeletePrepayment();
  const act = useAction();

  const deleteDebt = async (debt: DebtResponse) => {
    await act({
      confirm: {
        title: 'Excluir dívida',
        message: deleteDebtMessage(debt),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => removeDebt.mutateAsync(debt.id),
      done: 'Dívida excluída',
      failed: 'Não foi possível excluir a dívida',
    });
  };

  const deletePrepayment = async (prepayment: DebtPrepayment) => {
    await act({
      confirm: {
        title: 'Excluir amortização',
        message: deletePrepaymentMessage(prepayment),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => removePrepayment.mutateAsync(prepayment.id),
      done: 'Amortização excluída',
      failed: 'Não foi possível excluir a amortização',
    });
  };

  return {
    deleteDebt,
    deletePrepayment,
    busyDebtId: removeDebt.isPending ? removeDebt.variables : undefined,
    busyPrepaymentId: removePrepayment.isPending ? removePrepayment.variables : undefined,
  };
}
