import type { RuleApplyResult } from '../../../common/contract/rules';
import { formatDateBR } from '../../../common/dates';
import { signedAmount, titleOf } from '../../entities/transaction/public';
import { cn } from '../../lib/cn';
import { changeLines, moreText, previewCountText } from './apply-display';

/** The preview's answer: how many would change and, for the first ones, what changes in each. */
export function ApplyChangesList({ result }: { result: RuleApplyResult }) {
  const more = moreText(result.count, result.changes.length);
  return (
    <section aria-label="Prévia" className="flex flex-col gap-2">
      <p role="status" data-testid="apply-count" className="text-sm font-semibold">
        {previewCountText(result.count)}
      </p>
      {result.changes.length > 0 ? (
        <ul
          aria-label="Alterações"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
        >
          {result.changes.map((change) => (
            <li key={change.id} className="px-3 py-2 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words">
                  <span className="text-slate-500 tabular-nums dark:text-slate-400">
                    {formatDateBR(change.date)}
                  </span>{' '}
                  <span className="font-medium">{titleOf(change.before)}</span>
                </span>
                <span
                  className={cn(
                    'money shrink-0 font-medium',
                    change.type === 'RECEITA'
                      ? 'text-emerald-700 dark:text-emerald-400'
                      : 'text-red-600 dark:text-red-400',
                  )}
                >
                  {signedAmount(change)}
                </span>
              </div>
              <p className="text-xs text-slate-500 dark:text-slate-400">{change.account_name}</p>
              <ul className="mt-1 flex flex-col gap-0.5 text-xs text-slate-700 dark:text-slate-300">
                {changeLines(change).map((line) => (
                  <li key={line.label}>
                    {line.label}: <span className="text-slate-500 dark:text-slate-400">{line.before}</span>
                    {' → '}
                    <span className="font-medium">{line.after}</span>
                  </li>
                ))}
                {change.after.added_tags.length > 0 ? (
                  <li>+ tags: {change.after.added_tags.join(', ')}</li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? <p className="text-sm text-slate-600 dark:text-slate-400">{more}</p> : null}
    </section>
  );
}
