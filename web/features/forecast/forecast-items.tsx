import { FORECAST_KIND_LABELS, type ForecastItem } from '../../../common/contract/forecast';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';

/**
 * A key for each item: several may share date, kind, text and amount (a fixed expense overdue for two months
 * counts twice today), so the repeats are numbered.
 */
function withKeys(items: readonly ForecastItem[]) {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = `${item.date}|${item.kind}|${item.account_id}|${item.description}|${item.amount}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { item, key: `${base}|${count}` };
  });
}

/** The items that move the balance, in date order: date, what it is, the signed amount. */
export function ForecastItems({ items, days }: { items: readonly ForecastItem[]; days: number }) {
  if (items.length === 0) {
    return (
      <EmptyState
        title="Nada previsto neste período"
        description={`Nenhum gasto fixo, fatura de cartão, parcela de dívida ou transação agendada nos próximos ${days} dias.`}
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Próximos lançamentos">
      {withKeys(items).map(({ item, key }) => (
        <li key={key} className="flex items-start gap-3 py-2 text-sm">
          <span className="w-20 shrink-0 tabular-nums text-slate-600 sm:w-24 dark:text-slate-400">
            {formatDateBR(item.date)}
          </span>
          {/* Wraps: on a phone "Aluguel (4 vencimentos em atraso)" is read whole, never cut. */}
          <span
            className="min-w-0 flex-1 break-words text-slate-800 dark:text-slate-200"
            data-testid="forecast-item-description"
          >
            {item.description || 'Sem descrição'}
            <span className="ml-2 hidden rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 sm:inline dark:bg-slate-800 dark:text-slate-400">
              {FORECAST_KIND_LABELS[item.kind]}
            </span>
          </span>
          <span
            className={cn(
              'money shrink-0 font-medium',
              item.amount < 0 ? 'text-rose-600 dark:text-rose-400' : 'text-emerald-600 dark:text-emerald-400',
            )}
          >
            {item.amount > 0 ? '+' : ''}
            {formatReais(item.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
