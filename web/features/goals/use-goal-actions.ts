import type { Goal } from '../../../common/contract/goals';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDeleteGoal, useUpdateGoal } from './api/goals';
import { archiveBody } from './goal-form';

export const DELETE_GOAL_MESSAGE =
  'Deseja excluir esta meta? Esta ação é irreversível e removerá permanentemente todos os dados relacionados.';

/** Archive, restore and delete, each saying how it went in a toast (errors in red). */
export function useGoalActions() {
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const confirm = useConfirm();
  const toast = useToast();

  const setArchived = async (goal: Goal, archived: boolean) => {
    try {
      await update.mutateAsync(archiveBody(goal, archived));
      toast(archived ? 'Meta arquivada' : 'Meta restaurada');
    } catch (e) {
      toast(
        errorMessage(e, archived ? 'Não foi possível arquivar a meta' : 'Não foi possível restaurar a meta'),
        'error',
      );
    }
  };

  const deleteGoal = async (goal: Goal) => {
    const ok = await confirm({
      title: 'Excluir meta',
      message: DELETE_GOAL_MESSAGE,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(goal.id);
      toast('Meta excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir'), 'error');
    }
  };

  const busyId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;
  return { setArchived, deleteGoal, busyId };
}

export type GoalActions = ReturnType<typeof useGoalActions>;
