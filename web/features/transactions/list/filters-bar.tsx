import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { Account } from '../../../../common/contract/accounts';
import type { BillSummary } from '../../../../common/contract/cards';
import type { Category } from '../../../../common/contract/categories';
import { NO_CATEGORY_FILTER } from '../../../../common/contract/transaction-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CategoryOptions } from '../../../components/ui/category-select';
import { SelectField } from '../../../components/ui/field';
import { useAccounts } from '../../../entities/account/public';
import {
  BillStatusBadge,
  billDueText,
  billMonthLabel,
  billName,
  useBills,
} from '../../../entities/card/public';
import { useCategories } from '../../../entities/category/public';
import { cn } from '../../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  type AttachmentFilterChoice,
  billFilterMonths,
  filtersButtonName,
  hasActiveFilters,
  hasBillFilter,
  hasPeriodOverride,
  panelFilterCount,
  periodText,
  type TransactionFilters,
  type TypeFilter,
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
                : 'lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.8fr)_auto]',
            )}
          >
            {selects}
            {searchField(
              cn('order-first col-span-2 lg:order-none', card ? 'lg:col-span-2' : 'lg:col-span-1'),
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
      {filters.subcategorias ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span>Só as transações da própria categoria, sem as das subcategorias.</span>
          <button
            type="button"
            className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
            onClick={() => update({ subcategorias: '' })}
          >
            Incluir as subcategorias
          </button>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The list's filters by account, by a card's bill (once the account is a card), by type, by category and by
 * whether the row has a comprovante.
 */
function FilterSelects({
  filters,
  update,
  accounts,
  card,
  billMonths,
  categories,
}: {
  filters: TransactionFilters;
  update: (change: Partial<TransactionFilters>) => void;
  accounts: readonly Account[];
  /** The chosen account, when it is a card. */
  card: Account | undefined;
  billMonths: readonly string[];
  /** Every category (the type chosen narrows them here). */
  categories: readonly Category[];
}) {
  const onType = (type: TypeFilter) => {
    const category = categories.find((c) => String(c.id) === filters.categoryId);
    update({ type, categoryId: category && type && category.type !== type ? '' : filters.categoryId });
  };
  return (
    <>
      <SelectField
        label="Conta"
        className={card ? 'col-span-2 lg:col-span-1' : undefined}
        value={filters.accountId}
        // A bill belongs to its card: another account ends it.
        onChange={(e) => update({ accountId: e.target.value, billMonth: '' })}
      >
        <option value="">Todas</option>
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.archived_at ? `${a.name} (arquivada)` : a.name}
          </option>
        ))}
      </SelectField>
      {card ? (
        <SelectField
          label="Fatura"
          className="col-span-2 lg:col-span-1"
          value={filters.billMonth}
          // A bill spans two months: the link's period would only cut it.
          onChange={(e) => update({ billMonth: e.target.value, from: null, to: null })}
        >
          <option value="">Todas</option>
          {billMonths.map((month) => (
            <option key={month} value={month}>
              {billName(month)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label="Tipo" value={filters.type} onChange={(e) => onType(e.target.value as TypeFilter)}>
        <option value="">Todos</option>
        <option value="receita">Receita</option>
        <option value="despesa">Despesa</option>
      </SelectField>
      <SelectField
        label="Categoria"
        value={filters.categoryId}
        onChange={(e) => update({ categoryId: e.target.value, subcategorias: '' })}
      >
        <CategoryOptions categories={categories} type={filters.type || undefined} placeholder="Todas" />
        <option value={NO_CATEGORY_FILTER}>Sem categoria</option>
      </SelectField>
      <SelectField
        label="Comprovante"
        value={filters.comprovante}
        onChange={(e) => update({ comprovante: e.target.value as AttachmentFilterChoice })}
      >
        <option value="">Todos</option>
        <option value="com">Com comprovante</option>
        <option value="sem">Sem comprovante</option>
      </SelectField>
    </>
  );
}

/**
 * Under the filters, when the list is not the selected month's: the card's bill shown (which spans two months)
 * or the period a link chose, each with the way back to the month.
 */
function FilterPeriodNotice({
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
