import { formatReais, sumReais } from '../../../common/money';
import { LoadFailed } from '../../components/ui/load-failed';
import { availableText, BillStatusBadge, billTitle, limitUse, useCards } from '../../entities/card/public';
import { cn } from '../../lib/cn';
import { Panel, PanelEmpty } from './panel';

/**
 * The credit cards: the next bill to pay of each (or the open one), its status and amount, and how much of the
 * limit is used. Shown only to people who have a card.
 */
export function CardsPanel({ asOf }: { asOf?: string | null }) {
  const cards = useCards();
  if (cards.isSuccess && cards.data.length === 0) return null;
  return (
    <Panel title="Cartões" asOf={asOf} testId="cards-panel">
      {cards.isPending ? (
        <PanelEmpty>Carregando cartões...</PanelEmpty>
      ) : cards.isError ? (
        <LoadFailed query={cards} fallback="Erro ao carregar cartões" />
      ) : (
        <ul className="flex flex-col gap-4">
          {cards.data.map((card) => {
            const bill = card.next_due_bill;
            // Once something is paid, what is left of it.
            const shown = bill.paid > 0 ? Math.max(0, sumReais([bill.total, -bill.paid])) : bill.total;
            return (
              <li key={card.id} data-testid="dashboard-card">
                <div className="mb-1 flex items-baseline justify-between gap-2">
                  <span className="min-w-0 truncate text-sm font-medium">{card.name}</span>
                  <BillStatusBadge status={bill.status} />
                </div>
                <div className="flex items-baseline justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <span>{billTitle(bill)}</span>
                  <span className="money text-sm font-semibold text-slate-900 dark:text-slate-100">
                    {formatReais(shown)}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Limite usado de ${card.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(limitUse(card))}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                >
                  <div
                    className={cn('h-full rounded-full', card.available < 0 ? 'bg-red-500' : 'bg-brand-600')}
                    style={{ width: `${limitUse(card)}%` }}
                  />
                </div>
                <p
                  className={cn(
                    'mt-1 text-xs',
                    card.available < 0
                      ? 'text-red-600 dark:text-red-400'
                      : 'text-slate-500 dark:text-slate-400',
                  )}
                >
                  <span className="money">{availableText(card)}</span> de{' '}
                  <span className="money">{formatReais(card.credit_limit)}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
