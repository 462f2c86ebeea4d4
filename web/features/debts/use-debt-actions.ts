import type { DebtPrepayment, DebtResponse } from '../../../common/contract/debts';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDeleteDebt, useDeletePrepayment } from './api/debts';
import { deleteDebtMessage, deletePrepaymentMessage } from './debt-display';

/** The deletions, each after its confirmation, saying how it went in a toast (errors in red). */
export function useDebtActions() {
  const removeDebt = useDeleteDebt();
  const removePrepayment = useDeletePrepayment();
  const confirm = useConfirm();
  const toast = useToast();

  const deleteDebt = async (debt: DebtResponse) => {
    const ok = await confirm({
      title: 'Excluir dívida',
      message: deleteDebtMessage(debt),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await removeDebt.mutateAsync(debt.id);
      toast('Dívida excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir a dívida'), 'error');
    }
  };

  const deletePrepayment = async (prepayment: DebtPrepayment) => {
    const ok = await confirm({
      title: 'Excluir amortização',
      message: deletePrepaymentMessage(prepayment),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await removePrepayment.mutateAsync(prepayment.id);
      toast('Amortização excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir a amortização'), 'error');
    }
  };

  return {
    deleteDebt,
    deletePrepayment,
    busyDebtId: removeDebt.isPending ? removeDebt.variables : undefined,
    busyPrepaymentId: removePrepayment.isPending ? removePrepayment.variables : undefined,
  };
}
