import { MonthSelector } from '../../../components/ui/month-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { billMonthLabel } from '../../../entities/card/public';
import { useSelectedMonth } from '../../../lib/month-context';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { TransactionListParams } from '../api/transactions';
import { ExportButton } from './export-dialog';
import { hasBillFilter, periodOf, periodText, type TransactionFilters } from './transaction-filters';

/** "Transações": what the list holds (a bill's rows, an import's, or the period's), its export and its month. */
export function TransactionsHeader({
  filters,
  query,
}: {
  filters: TransactionFilters;
  query: TransactionListParams;
}) {
  const { from, to } = useSelectedMonth();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const period = periodOf(filters, { from, to });

  return (
    <PageHeader
      title="Transações"
      // On a phone the month selector says the period: the sentence would push the list down a line or two.
      subtitle={
        !desktop
          ? undefined
          : hasBillFilter(filters)
            ? `Receitas e despesas da fatura de ${billMonthLabel(filters.billMonth)}`
            : filters.importId
              ? `Receitas e despesas importadas ${periodText(period.from, period.to)}`
              : `Receitas e despesas ${periodText(period.from, period.to)}`
      }
      actions={
        <>
          <ExportButton query={query} />
          <MonthSelector />
        </>
      }
    />
  );
}
