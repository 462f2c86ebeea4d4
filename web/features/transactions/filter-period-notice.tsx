import type { BillSummary } from '../../../common/contract/cards';
import { BillStatusBadge, billDueText, billMonthLabel } from '../cards/public';
import { hasBillFilter, hasPeriodOverride, periodText, type TransactionFilters } from './transaction-filters';

/**
 * Under the filters, when the list is not the selected month's: the card's bill shown (which spans two months)
 * or the period a link chose, each with the way back to the month.
 */
export function FilterPeriodNotice({
  filters,
  update,
  chosenBill,
}: {
  filters: TransactionFilters;
  update: (change: Partial<TransactionFilters>) => void;
  chosenBill: BillSummary | undefined;
}) {
  return hasBillFilter(filters) ? (
    <p
      className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
      data-testid="bill-filter-line"
    >
      <span>
        Mostrando a <strong>fatura de {billMonthLabel(filters.billMonth)}</strong>
        {chosenBill ? ` · ${billDueText(chosenBill.due_date)}` : null}
        {chosenBill ? <BillStatusBadge status={chosenBill.status} /> : null}
      </span>
      <span className="text-slate-500 dark:text-slate-400">
        Uma fatura junta compras de dois meses; o mês selecionado não limita a lista.
      </span>
      <button
        type="button"
        className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
        onClick={() => update({ billMonth: '' })}
      >
        Usar o mês selecionado
      </button>
    </p>
  ) : hasPeriodOverride(filters) ? (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <span>
        Período escolhido pelo link: <strong>{periodText(filters.from, filters.to)}</strong>
      </span>
      <button
        type="button"
        className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
        onClick={() => update({ from: null, to: null })}
      >
        Usar o mês selecionado
      </button>
    </p>
  ) : null;
}
