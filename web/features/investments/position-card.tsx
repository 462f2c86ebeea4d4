import { ArrowDownToLine, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { PositionResponse } from '../../../common/contract/investments';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { type MissingRateAction, missingRateAction } from './index-rate-text';
import { MissingRateNotice } from './missing-rate-notice';
import {
  bankValueText,
  grossLabel,
  kindLabels,
  missingRateNotice,
  returnText,
  taxesText,
} from './position-display';
import { PositionFigures } from './position-figures';

interface Props {
  position: PositionResponse;
  onRedeem: (position: PositionResponse) => void;
  onDelete: (position: PositionResponse) => void;
  /** False in a book the person only reads: the position without its actions. */
  writable: boolean;
  busy: boolean;
  /** The way from the missing-rate notice to the series' "Informar valor" (where the book may be written). */
  onInformRate?: (action: MissingRateAction) => void;
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** An open position: what was applied, what it is worth today and what a redemption today would pay. */
export function PositionCard({ position, onRedeem, onDelete, writable, busy, onInformRate }: Props) {
  const titleId = useId();
  const today = position.today;
  const notice = today ? missingRateNotice(today) : null;
  const inform = today && writable && onInformRate ? missingRateAction(today) : null;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="position-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
            {position.name}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            {kindLabels(position).map((label, i) => (
              <span
                key={label}
                className={`${badge} ${i === 0 ? 'bg-brand-50 text-brand-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200'}`}
              >
                {label}
              </span>
            ))}
          </div>
        </div>

        <div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {today ? grossLabel(today) : 'Valor bruto hoje'}
          </p>
          <p className="money text-xl font-semibold" data-testid="position-gross">
            {today ? formatReais(today.gross) : '—'}
          </p>
        </div>

        <PositionFigures position={position} />

        {/* Without every rate up to today, what a redemption today pays is not known: the notice says why. */}
        {today && !today.missing ? (
          <p
            className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
            data-testid="position-redeem-today"
          >
            Se resgatar hoje:{' '}
            <span className="money font-semibold text-slate-900 dark:text-slate-100">
              {formatReais(today.net)} líquido
            </span>{' '}
            <span className="money">{taxesText(today)}</span>
          </p>
        ) : null}

        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="position-return">
          {returnText(position.returns)}
        </p>

        {position.bank ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="position-bank">
            {bankValueText(position.bank)}
          </p>
        ) : null}

        {notice ? (
          <MissingRateNotice notice={notice} inform={inform} onInformRate={onInformRate} busy={busy} />
        ) : null}
      </div>

      {writable ? (
        <div className="flex items-center gap-1 border-t border-slate-100 p-2 dark:border-slate-800">
          <Button size="sm" onClick={() => onRedeem(position)} disabled={busy}>
            <ArrowDownToLine size={16} aria-hidden /> Resgatar
          </Button>
          <div className="ml-auto">
            <IconButton
              label={`Excluir ${position.name}`}
              title="Excluir"
              icon={Trash2}
              tone="danger"
              onClick={() => onDelete(position)}
              disabled={busy}
            />
          </div>
        </div>
      ) : null}
    </article>
  );
}
