import type { Goal } from '../../../common/contract/goals';
import { useAction } from '../../components/ui/use-action';
import { useDeleteGoal, useUpdateGoal } from './api/goals';
import { archiveBody } from './goal-form';

export const DELETE_GOAL_MESSAGE =
  'Deseja excluir esta meta? Esta ação é irreversível e removerá permanentemente todos os dados relacionados.';

/** Archive, restore and delete, each saying how it went in a toast (errors in red). */
export function useGoalActions() {
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const act = useAction();

  const setArchived = async (goal: Goal, archived: boolean) => {
    await act({
      work: () => update.mutateAsync(archiveBody(goal, archived)),
      done: archived ? 'Meta arquivada' : 'Meta restaurada',
      failed: archived ? 'Não foi possível arquivar a meta' : 'Não foi possível restaurar a meta',
    });
  };

  const deleteGoal = async (goal: Goal) => {
    await act({
      confirm: {
        title: 'Excluir meta',
        message: DELETE_GOAL_MESSAGE,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(goal.id),
      done: 'Meta excluída',
      failed: 'Não foi possível excluir',
    });
  };

  const busyId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;
  return { setArchived, deleteGoal, busyId };
}

export type GoalActions = ReturnType<typeof useGoalActions>;
