import { PenLine, Trash2 } from 'lucide-react';
import type { IndexRateValue } from '../../../common/contract/index-rates';
import { formatDateBR } from '../../../common/dates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import { RowAction } from '../../components/ui/row-action';
import { cn } from '../../lib/cn';
import { RATE_ORIGIN_TEXT, rateValueText } from './index-rate-text';

/** One value of a series: its date, the value, where it comes from, and the book's own 'Corrigir' and 'Excluir'. */
export function RateValueRow({
  series,
  value,
  writable,
  deleting,
  onCorrect,
  onDelete,
}: {
  series: IndexSeries;
  value: IndexRateValue;
  writable: boolean;
  deleting: boolean;
  onCorrect: () => void;
  onDelete: () => void;
}) {
  const { label } = INDEX_SERIES_FACTS[series];
  const own = value.origem === 'livro';
  const date = formatDateBR(value.data);
  return (
    <li className="py-2 text-sm" data-testid="index-rate-row">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium tabular-nums">{date}</span>
        <span className="tabular-nums">{rateValueText(series, value.valor)}</span>
      </div>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <span
          className={cn(
            'text-xs',
            own ? 'font-medium text-brand-700 dark:text-brand-500' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {RATE_ORIGIN_TEXT[value.origem]}
        </span>
        {writable && own ? (
          <div className="-mr-3 flex gap-1">
            <RowAction
              withText
              verb="Corrigir"
              label={`Corrigir ${label} de ${date}`}
              icon={PenLine}
              onClick={onCorrect}
            />
            <RowAction
              withText
              verb="Excluir"
              label={`Excluir ${label} de ${date}`}
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
