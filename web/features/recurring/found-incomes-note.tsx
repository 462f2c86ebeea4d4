import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { formatReais } from '../../../common/money';
import { useFixedSuggestions } from './api/recurring';
import { foundIncomesText } from './fixed-suggestions';

/**
 * On Previsão: the incomes found in the history that no receita fixa covers, so the person knows why the forecast
 * has no salary and where to make it count (issue 79: a newcomer's forecast knew no salary though it had arrived
 * three months running). Nothing while there are none, or while they load.
 */
export function FoundIncomesNote() {
  const suggestions = useFixedSuggestions(true);
  const incomes = (suggestions.data ?? []).filter((s) => s.type === 'RECEITA');
  if (incomes.length === 0) return null;
  return (
    <aside
      className="mb-4 flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-800 dark:bg-brand-800/30 dark:text-slate-100"
      data-testid="found-incomes-note"
    >
      <Lightbulb size={18} aria-hidden className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-500" />
      <p>
        {foundIncomesText(incomes.length)}{' '}
        {incomes
          .slice(0, 3)
          .map((s) => `${s.payeeName ?? s.description} (${formatReais(s.amount)}, todo dia ${s.dueDay})`)
          .join('; ')}
        {incomes.length > 3 ? '…' : '.'}{' '}
        <Link to="/gastos-fixos" className="font-medium text-brand-700 underline dark:text-brand-500">
          Ver em Gastos Fixos
        </Link>
      </p>
    </aside>
  );
}
