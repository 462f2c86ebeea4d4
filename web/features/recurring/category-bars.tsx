import type { RecurringCategoryShare } from '../../../common/contract/dashboard';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';

const barColors = ['bg-brand-600', 'bg-sky-500', 'bg-violet-500', 'bg-amber-500', 'bg-rose-500'];

/** The top categories as horizontal bars, each as wide as its share of all fixed expenses. */
export function CategoryBars({
  categories,
  label,
}: {
  categories: readonly RecurringCategoryShare[];
  label: string;
}) {
  if (categories.length === 0)
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">Nenhuma categoria para mostrar ainda.</p>
    );
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {categories.map((c, index) => (
        <li key={c.id ?? 'none'} data-testid="category-bar">
          <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800 dark:text-slate-200">{c.name}</span>
            <span className="shrink-0 text-slate-600 dark:text-slate-400">
              <span className="money font-medium text-slate-900 dark:text-slate-100">
                {formatReais(c.total)}
              </span>{' '}
              · {formatPercent(c.percent)}
            </span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            role="presentation"
          >
            <div
              className={`h-full rounded-full ${barColors[index % barColors.length]}`}
              style={{ width: `${Math.max(c.percent, 2)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
