import type { Account } from '../../../common/contract/accounts';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { useArchiveAccount, useDeleteAccount } from '../../entities/account/api/accounts';
import { errorMessage } from '../../lib/api-client';

/** Archive, restore and delete, each saying how it went in a toast (errors in red). */
export function useAccountActions() {
  const archive = useArchiveAccount();
  const remove = useDeleteAccount();
  const confirm = useConfirm();
  const toast = useToast();

  const setArchived = async (account: Account, archived: boolean) => {
    try {
      await archive.mutateAsync({ id: account.id, archived });
      toast(archived ? 'Conta arquivada' : 'Conta restaurada');
    } catch (e) {
      toast(
        errorMessage(
          e,
          archived ? 'Não foi possível arquivar a conta' : 'Não foi possível restaurar a conta',
        ),
        'error',
      );
    }
  };

  const deleteAccount = async (account: Account) => {
    const ok = await confirm({
      title: 'Excluir conta',
      message: 'Deseja excluir esta conta? Se houver transações, a exclusão será bloqueada.',
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(account.id);
      toast('Conta excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir'), 'error');
    }
  };

  const busyId = archive.isPending ? archive.variables?.id : remove.isPending ? remove.variables : undefined;
  return { setArchived, deleteAccount, busyId };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
