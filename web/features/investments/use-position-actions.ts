import type { PositionResponse } from '../../../common/contract/investments';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDeletePosition } from './api/investments';

/** What the confirmation says: only the position goes; what it wrote in the accounts (if anything) stays. */
export function deletePositionMessage(position: Pick<PositionResponse, 'name' | 'redeemedOn'>): string {
  const written =
    position.redeemedOn === null ? 'o que a aplicação lançou' : 'o que a aplicação e o resgate lançaram';
  return `Excluir “${position.name}”? Ela sai só desta página: nenhum lançamento é apagado das contas, e ${written} continua em Transações.`;
}

/** Delete, after the confirmation, saying how it went in a toast (errors in red). */
export function usePositionActions() {
  const remove = useDeletePosition();
  const confirm = useConfirm();
  const toast = useToast();

  const deletePosition = async (position: PositionResponse) => {
    const ok = await confirm({
      title: 'Excluir aplicação',
      message: deletePositionMessage(position),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(position.id);
      toast('Aplicação excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir a aplicação'), 'error');
    }
  };

  return { deletePosition, busyId: remove.isPending ? remove.variables : undefined };
}
