import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { IconButton } from '../../../components/ui/icon-button';
import { formatInCurrency } from '../../../entities/account/public';
import { cn } from '../../../lib/cn';
import { FundClassField } from './fund-class-field';
import { type HoldingActions, HoldingCardActions } from './holding-card-actions';
import { gainTone, holdingCurrency, unrealizedGainText } from './holding-display';
import { HoldingFigures, label, toneClass } from './holding-figures';

interface Props extends HoldingActions {
  holding: HoldingResponse;
  /** False in a book the person only reads: the figures and the operations, without the actions that write. */
  writable: boolean;
  busy: boolean;
}

/** One asset held in an account: what is held, what it cost, its last price, its value and gains, its proventos. */
export function HoldingCard({ holding, writable, busy, ...actions }: Props) {
  const titleId = useId();
  const currency = holdingCurrency(holding);
  const gain = unrealizedGainText(holding, currency);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="holding-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
              {holding.ticker}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span
                data-testid="holding-kind"
                className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-950/60 dark:text-violet-200"
              >
                {holding.kindLabel}
              </span>
              {holding.name ? <span className="break-words">{holding.name}</span> : null}
            </p>
          </div>
          {writable && holding.trades === 0 ? (
            <IconButton
              label={`Excluir ${holding.ticker}`}
              title="Excluir"
              icon={Trash2}
              tone="danger"
              className="-mt-1 -mr-2 shrink-0"
              onClick={() => actions.onDelete(holding)}
              disabled={busy}
            />
          ) : null}
        </div>

        <div>
          <p className={label}>Valor hoje</p>
          <p className="money text-xl font-semibold" data-testid="holding-value">
            {holding.value === null ? 'sem cotação' : formatInCurrency(holding.value, currency)}
          </p>
          {gain ? (
            <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className={label}>Ganho não realizado</span>
              <span
                className={cn('money font-medium', toneClass[gainTone(holding.unrealizedGain)])}
                data-testid="holding-unrealized"
              >
                {gain}
              </span>
            </p>
          ) : null}
        </div>

        <HoldingFigures holding={holding} />
        <FundClassField holding={holding} writable={writable} />
      </div>

      <HoldingCardActions holding={holding} writable={writable} busy={busy} actions={actions} />
    </article>
  );
}
