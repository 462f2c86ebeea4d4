import type { Account } from '../../../common/contract/accounts';
import { useAction } from '../../components/ui/use-action';
import { useArchiveAccount, useDeleteAccount } from '../../entities/account/api/accounts';

/** Archive, restore and delete, each saying how it went in a toast (errors in red). */
export function useAccountActions() {
  const archive = useArchiveAccount();
  const remove = useDeleteAccount();
  const act = useAction();

  const setArchived = async (account: Account, archived: boolean) => {
    await act({
      work: () => archive.mutateAsync({ id: account.id, archived }),
      done: archived ? 'Conta arquivada' : 'Conta restaurada',
      failed: archived ? 'Não foi possível arquivar a conta' : 'Não foi possível restaurar a conta',
    });
  };

  const deleteAccount = async (account: Account) => {
    await act({
      confirm: {
        title: 'Excluir conta',
        message: 'Deseja excluir esta conta? Se houver transações, a exclusão será bloqueada.',
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(account.id),
      done: 'Conta excluída',
      failed: 'Não foi possível excluir',
    });
  };

  const busyId = archive.isPending ? archive.variables?.id : remove.isPending ? remove.variables : undefined;
  return { setArchived, deleteAccount, busyId };
}

export type AccountActions = ReturnType<typeof useAccountActions>;
