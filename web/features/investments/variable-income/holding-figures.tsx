import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { formatDateBR } from '../../../../common/dates';
import { formatInCurrency } from '../../../entities/account/public';
import { cn } from '../../../lib/cn';
import { formatAveragePrice, formatQuantity, formatUnitPrice } from './decimal-text';
import { gainTone, holdingCurrency, signedMoney } from './holding-display';

export const toneClass = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: '',
} as const;

/** The small name above a figure. */
export const label = 'text-xs text-slate-500 dark:text-slate-400';

/**
 * A holding's figures: units, average price, cost, last price, proventos received and the gain realized, in its
 * account's currency.
 */
export function HoldingFigures({ holding }: { holding: HoldingResponse }) {
  const currency = holdingCurrency(holding);
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      <div className="min-w-0">
        <dt className={label}>Quantidade</dt>
        <dd className="money font-medium" data-testid="holding-quantity">
          {formatQuantity(holding.quantity)}
        </dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className={label}>Preço médio</dt>
        <dd className="money font-medium" data-testid="holding-average">
          {holding.averagePrice === null ? '—' : formatAveragePrice(holding.averagePrice, currency)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className={label}>Custo</dt>
        <dd className="money font-medium" data-testid="holding-cost">
          {formatInCurrency(holding.cost, currency)}
        </dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className={label}>Última cotação</dt>
        <dd data-testid="holding-price">
          {holding.price ? (
            <>
              <span className="money font-medium">{formatUnitPrice(holding.price.value, currency)}</span>{' '}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                em {formatDateBR(holding.price.date)}
              </span>
            </>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">sem cotação</span>
          )}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className={label}>Proventos recebidos</dt>
        <dd className="money font-medium" data-testid="holding-incomes">
          {formatInCurrency(holding.incomes, currency)}
        </dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className={label}>Ganho realizado</dt>
        <dd
          className={cn('money font-medium', toneClass[gainTone(holding.realizedGain)])}
          data-testid="holding-realized"
        >
          {signedMoney(holding.realizedGain, currency)}
        </dd>
      </div>
    </dl>
  );
}
