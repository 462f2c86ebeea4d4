import { type ReactNode, useId } from 'react';
import { type Goal, goalPriorityLabels, goalTypeLabels } from '../../../common/contract/goals';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { GoalCardActions } from './goal-card-actions';
import { goalStatus, monthsLeftText } from './goal-display';
import { GoalProgress } from './goal-progress';
import type { GoalActions } from './use-goal-actions';

const priorityTone: Record<Goal['priority'], string> = {
  alta: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  media: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  baixa: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', className)}>{children}</span>;
}

interface Props {
  goal: Goal;
  today: string;
  accountName?: string | undefined;
  actions: GoalActions;
  onContribute: (goal: Goal) => void;
  onEdit: (goal: Goal) => void;
  /** False in a book the person only reads: the goal without its actions. */
  writable: boolean;
}

export function GoalCard({ goal, today, accountName, actions, onContribute, onEdit, writable }: Props) {
  const titleId = useId();
  const complete = goal.completed;
  const archived = goal.archived_at !== null;
  const suggestion = goal.suggested_monthly;
  const left = monthsLeftText(goal, today);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="goal-card"
      className={cn(
        'flex h-full flex-col rounded-xl border shadow-sm',
        archived
          ? 'border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900/50'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg leading-tight font-semibold break-words">
            {goal.name}
          </h3>
          <Badge
            className={cn(
              'shrink-0',
              complete
                ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950'
                : 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
            )}
          >
            <span data-testid="goal-status">{goalStatus(goal)}</span>
          </Badge>
        </div>
        <div className="-mt-1 flex flex-wrap items-center gap-1.5">
          <Badge className="bg-brand-50 text-brand-800 dark:bg-emerald-950 dark:text-emerald-200">
            {goalTypeLabels[goal.type]}
          </Badge>
          <Badge className={priorityTone[goal.priority]}>
            Prioridade {goalPriorityLabels[goal.priority].toLowerCase()}
          </Badge>
        </div>

        <GoalProgress goal={goal} />

        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">Falta</dt>
            <dd className="money font-medium">{formatReais(Math.max(0, goal.remaining))}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs text-slate-500 dark:text-slate-400">Prazo</dt>
            <dd className="font-medium">
              {goal.target_date ? (
                <>
                  {formatDateBR(goal.target_date)}
                  {left ? (
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {left}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">Sem prazo</span>
              )}
            </dd>
          </div>
        </dl>

        {suggestion !== null ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            Sugestão: <span className="money font-semibold">{formatReais(suggestion)}</span>/mês
          </p>
        ) : null}

        {accountName || goal.planned_monthly_amount !== null ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {accountName ? <>Conta: {accountName}</> : null}
            {accountName && goal.planned_monthly_amount !== null ? ' · ' : null}
            {goal.planned_monthly_amount !== null ? (
              <>
                Planejado: <span className="money">{formatReais(goal.planned_monthly_amount)}</span>/mês
                {goal.recurring_day !== null ? `, dia ${goal.recurring_day}` : ''}
              </>
            ) : null}
          </p>
        ) : null}
      </div>

      {writable ? (
        <GoalCardActions goal={goal} actions={actions} onContribute={onContribute} onEdit={onEdit} />
      ) : null}
    </article>
  );
}
