import { PenLine, Trash2 } from 'lucide-react';
import type { ExchangeRateValue } from '../../../common/contract/exchange-rates';
import { formatDateBR } from '../../../common/dates';
import { RowAction } from '../../components/ui/row-action';
import { cn } from '../../lib/cn';
import { RATE_SOURCE_LABEL, rateValueText } from './exchange-rate-text';

/** One rate the book reads: its date, the reais per unit, where it comes from, and the book's own 'Corrigir' and 'Excluir'. */
export function ExchangeRateRow({
  value,
  writable,
  deleting,
  onCorrect,
  onDelete,
}: {
  value: ExchangeRateValue;
  writable: boolean;
  deleting: boolean;
  onCorrect: () => void;
  onDelete: () => void;
}) {
  const own = value.origem === 'livro';
  const date = formatDateBR(value.data);
  return (
    <li className="py-2 text-sm" data-testid="exchange-rate-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium tabular-nums">{date}</span>
        <span className="tabular-nums">{rateValueText(value)}</span>
      </div>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <span
          className={cn(
            'text-xs',
            own ? 'font-medium text-brand-700 dark:text-brand-500' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {RATE_SOURCE_LABEL[value.origem]}
        </span>
        {writable && own ? (
          <div className="-mr-3 flex gap-1">
            <RowAction
              withText
              verb="Corrigir"
              label={`Corrigir a cotação de ${date}`}
              icon={PenLine}
              onClick={onCorrect}
            />
            <RowAction
              withText
              verb="Excluir"
              label={`Excluir a cotação de ${date}`}
              icon={Trash2}
              tone="danger"
              disabled={deleting}
              onClick={onDelete}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
