import { Link } from 'react-router';
import { budgetTone, byCategoryName, remainingText } from '../../../common/contract/budgets';
import type { DashboardBudget } from '../../../common/contract/dashboard';
import { formatMonthLabel } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { formatUsage } from './dashboard-format';
import { Panel, PanelEmpty, panelLinkClass } from './panel';

const toneClass = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-amber-600 dark:text-amber-400',
  red: 'text-red-600 dark:text-red-400',
} as const;

/** The month's budgets: budgeted, spent, the share used (red above 100%) and what is left or exceeded. */
export function BudgetsPanel({ budgets: unsorted }: { budgets: DashboardBudget[] }) {
  const budgets = [...unsorted].sort(byCategoryName);
  // A month without budgets of its own shows the latest earlier list, as the budgets page does.
  const repeatedFrom = budgets.find((b) => b.repeated)?.source_month;
  return (
    <Panel
      title="Orçamentos do mês"
      testId="budgets-panel"
      action={
        <Link to="/budgets" className={panelLinkClass}>
          Ver orçamentos
        </Link>
      }
    >
      {budgets.length === 0 ? (
        <PanelEmpty>Nenhum orçamento definido para este mês.</PanelEmpty>
      ) : (
        <>
          {repeatedFrom ? (
            <p data-testid="budgets-repeated" className="mb-1 text-xs text-slate-600 dark:text-slate-400">
              Repetidos de {formatMonthLabel(repeatedFrom)}
            </p>
          ) : null}
          <table className="w-full text-sm">
            {/* On a phone the budget sits under what was spent: four money columns do not fit 390 px. */}
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Categoria
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
                  Orçado
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Gasto
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  %
                </th>
              </tr>
            </thead>
            <tbody>
              {budgets.map((b) => (
                <tr
                  key={b.category_id}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800/70"
                >
                  <th scope="row" className="max-w-32 truncate py-2 pr-2 text-left font-medium">
                    {b.category}
                  </th>
                  <td className="hidden py-2 pr-2 text-right sm:table-cell">
                    <span className="money">{formatReais(b.budget)}</span>
                    {b.carried !== 0 ? (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        disponível <span className="money">{formatReais(b.available)}</span>
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2 text-right">
                    <span className="money">{formatReais(b.spent)}</span>
                    <span className="block text-xs text-slate-500 sm:hidden dark:text-slate-400">
                      de <span className="money">{formatReais(b.budget)}</span>
                    </span>
                  </td>
                  <td
                    className={cn(
                      'py-2 text-right font-semibold tabular-nums',
                      toneClass[budgetTone(b.percent)],
                    )}
                    data-testid="budget-percent"
                  >
                    {formatUsage(b.percent)}
                    <span
                      data-testid="budget-remaining"
                      className={cn(
                        'block text-xs font-medium whitespace-nowrap',
                        b.remaining < 0 ? toneClass.red : 'text-slate-600 dark:text-slate-300',
                      )}
                    >
                      {remainingText(b.remaining)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
