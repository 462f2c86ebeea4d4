import type { Goal } from '../../../common/contract/goals';
import { formatReais } from '../../../common/money';
import { barFill, formatPercent } from '../../../common/percent';
import { cn } from '../../lib/cn';

/** How much of the goal is kept: the amounts, the percent, and its bar (green once complete). */
export function GoalProgress({ goal }: { goal: Goal }) {
  const complete = goal.completed;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          <span data-testid="goal-current" className="money font-semibold text-slate-900 dark:text-slate-100">
            {formatReais(goal.current_amount)}
          </span>{' '}
          de <span className="money">{formatReais(goal.target_amount)}</span>
        </p>
        <span data-testid="goal-percent" className="font-semibold tabular-nums">
          {formatPercent(goal.percent)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Progresso de ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barFill(goal.percent))}
        aria-valuetext={formatPercent(goal.percent)}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            'h-full rounded-full',
            complete ? 'bg-emerald-500' : 'bg-brand-600 dark:bg-brand-500',
          )}
          style={{ width: `${barFill(goal.percent)}%` }}
        />
      </div>
    </div>
  );
}
