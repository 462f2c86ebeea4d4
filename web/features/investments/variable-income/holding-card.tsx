import { ArrowDownToLine, ArrowUpFromLine, Coins, ListOrdered, PenLine, Split, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { formatDateBR } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { formatAveragePrice, formatQuantity, formatUnitPrice } from './decimal-text';
import { gainTone, signedReais, unrealizedGainText } from './holding-display';

/** What a holding's buttons open; the section holds the dialogs. */
export interface HoldingActions {
  onBuy: (holding: HoldingResponse) => void;
  onSell: (holding: HoldingResponse) => void;
  /** A desdobramento or grupamento of the units held. */
  onSplit: (holding: HoldingResponse) => void;
  onPrice: (holding: HoldingResponse) => void;
  onIncome: (holding: HoldingResponse) => void;
  onOperations: (holding: HoldingResponse) => void;
  onDelete: (holding: HoldingResponse) => void;
}

interface Props extends HoldingActions {
  holding: HoldingResponse;
  /** False in a book the person only reads: the figures and the operations, without the actions that write. */
  writable: boolean;
  busy: boolean;
}

export const toneClass = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: '',
} as const;

const label = 'text-xs text-slate-500 dark:text-slate-400';

/** One asset held in an account: what is held, what it cost, its last price, its value and gains, its proventos. */
export function HoldingCard({ holding, writable, busy, ...actions }: Props) {
  const titleId = useId();
  const gain = unrealizedGainText(holding);
  const held = Number(holding.quantity) > 0;
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
            {holding.value === null ? 'sem cotação' : formatReais(holding.value)}
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
              {holding.averagePrice === null ? '—' : formatAveragePrice(holding.averagePrice)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={label}>Custo</dt>
            <dd className="money font-medium" data-testid="holding-cost">
              {formatReais(holding.cost)}
            </dd>
          </div>
          <div className="min-w-0 text-right">
            <dt className={label}>Última cotação</dt>
            <dd data-testid="holding-price">
              {holding.price ? (
                <>
                  <span className="money font-medium">{formatUnitPrice(holding.price.value)}</span>{' '}
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
              {formatReais(holding.incomes)}
            </dd>
          </div>
          <div className="min-w-0 text-right">
            <dt className={label}>Ganho realizado</dt>
            <dd
              className={cn('money font-medium', toneClass[gainTone(holding.realizedGain)])}
              data-testid="holding-realized"
            >
              {signedReais(holding.realizedGain)}
            </dd>
          </div>
        </dl>
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-2 dark:border-slate-800">
        {writable ? (
          <>
            <Button size="sm" onClick={() => actions.onBuy(holding)} disabled={busy}>
              <ArrowDownToLine size={16} aria-hidden /> Comprar
            </Button>
            {held ? (
              <>
                <Button size="sm" variant="secondary" onClick={() => actions.onSell(holding)} disabled={busy}>
                  <ArrowUpFromLine size={16} aria-hidden /> Vender
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => actions.onSplit(holding)}
                  disabled={busy}
                >
                  <Split size={16} aria-hidden /> Desdobro/grupamento
                </Button>
              </>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => actions.onPrice(holding)} disabled={busy}>
              <PenLine size={16} aria-hidden /> Cotação
            </Button>
            <Button size="sm" variant="secondary" onClick={() => actions.onIncome(holding)} disabled={busy}>
              <Coins size={16} aria-hidden /> Provento
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => actions.onOperations(holding)}>
          <ListOrdered size={16} aria-hidden /> Operações
        </Button>
      </div>
    </article>
  );
}
