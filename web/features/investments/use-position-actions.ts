import type { PositionResponse } from '../../../common/contract/investments';
import { useAction } from '../../components/ui/use-action';
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
  const act = useAction();

  const deletePosition = async (position: PositionResponse) => {
    await act({
      confirm: {
        title: 'Excluir aplicação',
        message: deletePositionMessage(position),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(position.id),
      done: 'Aplicação excluída',
      failed: 'Não foi possível excluir a aplicação',
    });
  };

  return { deletePosition, busyId: remove.isPending ? remove.variables : undefined };
}
