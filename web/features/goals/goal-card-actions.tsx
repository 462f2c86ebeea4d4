import { Archive, ArchiveRestore, Pencil, PiggyBank, Trash2 } from 'lucide-react';
import type { Goal } from '../../../common/contract/goals';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import type { GoalActions } from './use-goal-actions';

/**
 * A goal's actions: Aportar (until complete) and Editar, or Restaurar once archived; Arquivar and Excluir at the
 * end.
 */
export function GoalCardActions({
  goal,
  actions,
  onContribute,
  onEdit,
}: {
  goal: Goal;
  actions: GoalActions;
  onContribute: (goal: Goal) => void;
  onEdit: (goal: Goal) => void;
}) {
  const archived = goal.archived_at !== null;
  const complete = goal.completed;
  const busy = actions.busyId === goal.id;
  return (
    <div className="flex items-center gap-1 border-t border-slate-100 p-2 dark:border-slate-800">
      {archived ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void actions.setArchived(goal, false)}
          disabled={busy}
        >
          <ArchiveRestore size={16} aria-hidden /> Restaurar
        </Button>
      ) : (
        <>
          {complete ? null : (
            <Button size="sm" onClick={() => onContribute(goal)} disabled={busy}>
              <PiggyBank size={16} aria-hidden /> Aportar
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => onEdit(goal)} disabled={busy}>
            <Pencil size={16} aria-hidden /> Editar
          </Button>
        </>
      )}
      <div className="ml-auto flex gap-0.5">
        {archived ? null : (
          <IconButton
            label={`Arquivar ${goal.name}`}
            title="Arquivar"
            icon={Archive}
            onClick={() => void actions.setArchived(goal, true)}
            disabled={busy}
          />
        )}
        <IconButton
          label={`Excluir ${goal.name}`}
          title="Excluir"
          icon={Trash2}
          tone="danger"
          onClick={() => void actions.deleteGoal(goal)}
          disabled={busy}
        />
      </div>
    </div>
  );
}
