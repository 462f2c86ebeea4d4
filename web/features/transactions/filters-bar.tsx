import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useAccounts } from '../accounts/public';
import { useBills } from '../cards/public';
import { useCategories } from '../categories/public';
import { FilterPeriodNotice } from './filter-period-notice';
import { FilterSelects } from './filter-selects';
import {
  billFilterMonths,
  filtersButtonName,
  hasActiveFilters,
  panelFilterCount,
  type TransactionFilters,
} from './transaction-filters';
import { TransactionSearchField } from './transaction-search-field';

interface Props {
  filters: TransactionFilters;
  update: (change: Partial<TransactionFilters>) => void;
  clear: () => void;
  searchText: string;
  setSearchText: (text: string) => void;
}

export function FiltersBar({ filters, update, clear, searchText, setSearchText }: Props) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const panelCount = panelFilterCount(filters);
  // Archived accounts stay filterable: their transactions are still in the list.
  const accounts = useAccounts(undefined, true);
  const categories = useCategories();
  const active = hasActiveFilters(filters) || searchText.trim() !== '';
  // A card's bills are offered once the chosen account is known to be a card.
  const card = accounts.data?.find((a) => String(a.id) === filters.accountId && a.type === 'credit_card');
  const bills = useBills(card ? card.id : null);
  const billMonths = card ? billFilterMonths(bills.data ?? [], filters.billMonth) : [];
  const chosenBill = bills.data?.find((b) => b.month === filters.billMonth);

  const selects = (
    <FilterSelects
      filters={filters}
      update={update}
      accounts={accounts.data ?? []}
      card={card}
      billMonths={billMonths}
      categories={categories.data ?? []}
    />
  );
  const searchField = (className: string) => (
    <TransactionSearchField
      desktop={desktop}
      className={className}
      value={searchText}
      onChange={setSearchText}
    />
  );

  const clearButton = (className: string) => (
    <Button variant="secondary" onClick={clear} disabled={!active} className={className}>
      <X size={16} aria-hidden /> Limpar filtros
    </Button>
  );

  return (
    <Card className="mb-4 max-md:p-3">
      <search>
        {desktop ? (
          <div
            className={cn(
              'grid grid-cols-2 items-end gap-3',
              // A card's bills have long names ('Fatura de novembro de 2026'): the search and the button go to a
              // second line.
              card
                ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,1fr)]'
                : 'lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_auto]',
            )}
          >
            {selects}
            {searchField(
              cn('order-first col-span-2 lg:order-none', card ? 'lg:col-span-3' : 'lg:col-span-1'),
            )}
            {clearButton('col-span-2 lg:col-span-1')}
          </div>
        ) : (
          // On a phone the list comes first: the search stays at hand, the other filters open from a button that
          // says how many of them are on.
          <>
            <div className="flex items-end gap-2">
              {searchField('min-w-0 flex-1')}
              <Button
                variant="secondary"
                aria-label={filtersButtonName(panelCount)}
                aria-expanded={panelOpen}
                aria-controls={panelOpen ? panelId : undefined}
                onClick={() => setPanelOpen((open) => !open)}
              >
                <SlidersHorizontal size={16} aria-hidden /> Filtros
                {panelCount > 0 ? (
                  <span className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums dark:bg-brand-500 dark:text-slate-950">
                    {panelCount}
                  </span>
                ) : null}
              </Button>
            </div>
            {panelOpen ? (
              <div id={panelId} className="mt-3 grid grid-cols-2 items-end gap-3">
                {selects}
                {clearButton('col-span-2')}
              </div>
            ) : null}
          </>
        )}
      </search>
      <FilterPeriodNotice filters={filters} update={update} chosenBill={chosenBill} />
    </Card>
  );
}
