import { type Budget, budgetTone, remainingText } from '../../../common/contract/budgets';
import { cn } from '../../lib/cn';
import { barWidth, percentText, toneBar, toneText } from './budget-display';

/**
 * The coloured bar, the percent used and, under the percent, what is left of the month's money ('Restam') or
 * by how much spending passed it ('Excedeu'), as the server computed it. data-tone carries the colour's meaning
 * (green, yellow, red).
 */
export function BudgetUsage({ budget, className }: { budget: Budget; className?: string }) {
  const tone = budgetTone(budget.percent);
  return (
    <div className={className} data-testid="budget-usage" data-tone={tone}>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`Uso do orçamento de ${budget.category}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(barWidth(budget.percent))}
          aria-valuetext={`${percentText(budget)}, ${remainingText(budget.remaining)}`}
          className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={cn('h-full rounded-full', toneBar[tone])}
            style={{ width: `${barWidth(budget.percent)}%` }}
          />
        </div>
        <span
          data-testid="budget-percent"
          className={cn('w-16 shrink-0 text-right text-sm font-semibold tabular-nums', toneText[tone])}
        >
          {percentText(budget)}
        </span>
      </div>
      <p
        data-testid="budget-remaining"
        className={cn(
          'mt-1 text-right text-xs font-medium tabular-nums',
          budget.remaining < 0 ? toneText.red : 'text-slate-600 dark:text-slate-300',
        )}
      >
        {remainingText(budget.remaining)}
      </p>
    </div>
  );
}
