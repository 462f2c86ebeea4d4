import { Repeat } from 'lucide-react';
import { useMemo } from 'react';
import type { RecurringItem } from '../../../common/contract/recurring';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { formatInCurrency } from '../../entities/account/public';
import { subscriptionsOf } from './fixed-suggestions';

/**
 * "Assinaturas": what each gasto fixo costs in a year (streaming, rent, school, energy), largest first, and what
 * they all cost together, so a subscription forgotten for years shows its real size.
 */
export function SubscriptionsCard({ items }: { items: readonly RecurringItem[] }) {
  const { list, totalYearly, foreign } = useMemo(() => subscriptionsOf(items), [items]);
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="subscriptions-title">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div>
          <h2 id="subscriptions-title" className="flex items-center gap-2 font-semibold">
            <Repeat size={18} aria-hidden className="shrink-0 text-brand-700 dark:text-brand-500" />
            Assinaturas
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">O custo de cada gasto fixo em um ano.</p>
        </div>
        {list.length > 0 ? (
          <p className="text-sm">
            <span className="text-slate-600 dark:text-slate-400">Total por ano </span>
            <span className="money font-semibold" data-testid="subscriptions-total">
              {formatReais(totalYearly)}
            </span>
          </p>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nenhum gasto fixo cadastrado: sem assinaturas para somar.
        </p>
      ) : (
        <ul aria-label="Assinaturas e seu custo por ano" className="flex flex-col">
          {list.map(({ item, yearly }) => (
            <li
              key={item.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 py-2 text-sm last:border-b-0 dark:border-slate-800"
            >
              <span className="min-w-0 break-words">{item.description}</span>
              <span className="money">
                {formatInCurrency(yearly, item.account_currency ?? HOME_CURRENCY)} por ano
              </span>
            </li>
          ))}
        </ul>
      )}
      {foreign > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Os gastos fixos em outra moeda ficam fora do total.
        </p>
      ) : null}
    </Card>
  );
}
