import { CircleAlert } from 'lucide-react';
import type { DebtResponse } from '../../../common/contract/debts';
import { cn } from '../../lib/cn';
import { overdueExplained, overdueText } from './debt-display';

/**
 * The instalments overdue, said plainly where the balance is (the card, the prepayment's dialog): the balance counts
 * their amortization, and without this line it would read higher than the schedule's with no reason given.
 */
export function OverdueNote({
  debt,
  className,
}: {
  debt: Pick<DebtResponse, 'overdueInstallments' | 'overdue'>;
  className?: string;
}) {
  const text = overdueText(debt);
  if (text === null) return null;
  return (
    <div
      data-testid="debt-overdue"
      className={cn(
        'flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0 text-amber-700 dark:text-amber-300" />
      <div>
        <p className="money font-semibold">{text}</p>
        <p className="text-xs text-amber-900 dark:text-amber-200">
          {overdueExplained(debt.overdueInstallments)}
        </p>
      </div>
    </div>
  );
}
