import type { PositionResponse } from '../../../common/contract/investments';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { daysText, heldDays } from './position-display';

/** A position's dates and amounts: what was applied and when, the time held, its maturity and what it pays then. */
export function PositionFigures({ position }: { position: PositionResponse }) {
  const today = position.today;
  const atMaturity = position.atMaturity;
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      <div className="min-w-0">
        <dt className="text-xs text-slate-500 dark:text-slate-400">Aplicado</dt>
        <dd data-testid="position-applied">
          <span className="money font-medium">{formatReais(position.applied)}</span>{' '}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            em {formatDateBR(position.date)}
          </span>
        </dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className="text-xs text-slate-500 dark:text-slate-400">Tempo aplicado</dt>
        <dd className="font-medium">{today ? daysText(heldDays(position, today)) : '—'}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-slate-500 dark:text-slate-400">Vencimento</dt>
        <dd className="font-medium">
          {position.maturityDate ? (
            formatDateBR(position.maturityDate)
          ) : (
            <span className="font-normal text-slate-500 dark:text-slate-400">Sem vencimento</span>
          )}
        </dd>
      </div>
      {atMaturity && position.maturityDate ? (
        <div className="min-w-0 text-right" data-testid="position-at-maturity">
          <dt className="text-xs text-slate-500 dark:text-slate-400">No vencimento</dt>
          <dd>
            <span className="money font-medium">{formatReais(atMaturity.net)}</span>{' '}
            <span className="block text-xs text-slate-600 dark:text-slate-400">líquido</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
