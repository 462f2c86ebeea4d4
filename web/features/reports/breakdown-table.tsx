import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryReportRow, CurrencyAmount } from '../../../common/contract/reports';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { cn } from '../../lib/cn';
import type { BreakdownKind } from './api/reports';
import { currenciesText } from './breakdown';
import { categoryTransactionsLink } from './flow';
import type { Period } from './report-period';

/**
 * A breakdown's full table: each row's total and share (a category's name leads to its transactions), the row
 * chosen in the donut highlighted, and the total (a sum of tags may pass the period's).
 */
export function BreakdownTable({
  kind,
  rows,
  total,
  caption,
  column,
  selected,
  opens,
  onOpen,
  period,
  openedId,
}: {
  kind: BreakdownKind;
  rows: readonly (CategoryReportRow & { currencies?: CurrencyAmount[] })[];
  total: number;
  caption: string;
  column: string;
  /** The row whose slice was clicked. */
  selected: string | null;
  /** Whether a row opens to its subcategories (a category with children); its name then opens it. */
  opens?: (row: CategoryReportRow) => boolean;
  onOpen?: (row: CategoryReportRow) => void;
  /** The report's period: a category's name leads to its transactions of it. */
  period: Period;
  /** The parent whose subcategories are shown: its own row ("X (sem subcategoria)") leads to its own money. */
  openedId?: number | undefined;
}) {
  return (
    <table className="w-full text-sm" data-testid="breakdown-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <th scope="col" className="py-2 pr-2 font-medium">
            {column}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Total
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            %
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={`${r.id ?? 'none'}-${r.name}`}
            className={cn(
              'border-b border-slate-100 last:border-0 dark:border-slate-800/70',
              selected === r.name && 'bg-brand-50 dark:bg-brand-800/30',
            )}
          >
            <th scope="row" className="max-w-48 py-2 pr-2 text-left font-medium">
              {opens?.(r) && onOpen ? (
                <button
                  type="button"
                  data-opens-category={r.id}
                  className="inline-flex max-w-full items-center gap-1 text-left hover:underline"
                  aria-label={`${r.name}: ver subcategorias`}
                  title="Ver subcategorias"
                  onClick={() => onOpen(r)}
                >
                  <span className="truncate">{r.name}</span>
                  <ChevronRight
                    size={14}
                    aria-hidden
                    className="shrink-0 text-slate-500 dark:text-slate-400"
                  />
                </button>
              ) : kind === 'by-category' ? (
                <Link
                  to={categoryTransactionsLink(r.id, period, r.id !== null && r.id === openedId)}
                  className="block max-w-full truncate text-left hover:underline"
                  title="Ver transações desta categoria no período"
                >
                  {r.name}
                </Link>
              ) : (
                <span className="block truncate">{r.name}</span>
              )}
              {currenciesText(r.currencies) ? (
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  <span className="sr-only">Gasto em outras moedas: </span>
                  {currenciesText(r.currencies)}
                </span>
              ) : null}
            </th>
            <td className="money py-2 pr-2 text-right">{formatReais(r.total)}</td>
            <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-400">
              {formatPercent(r.percent)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-200 dark:border-slate-700">
          <th scope="row" className="py-2 text-left font-semibold">
            {kind === 'by-tag' ? 'Soma das tags' : 'Total'}
          </th>
          <td className="money py-2 pr-2 text-right font-semibold" data-testid="breakdown-total">
            {formatReais(total)}
          </td>
          <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-400">100,0%</td>
        </tr>
      </tfoot>
    </table>
  );
}
