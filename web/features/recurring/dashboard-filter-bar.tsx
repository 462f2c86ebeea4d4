import type { RecurringItem } from '../../../common/contract/recurring';
import { Field, inputClass, SelectField } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { NO_CATEGORY_FILTER, type RecurringFilters } from './recurring-filters';
import { StatusFilterSelect } from './status-filter-select';

/** The categories the items use, by name, for the category filter. */
function categoriesOf(items: readonly { category_id: number | null; category_name: string | null }[]) {
  const seen = new Map<number, string>();
  let uncategorised = false;
  for (const i of items) {
    if (i.category_id === null) uncategorised = true;
    else seen.set(i.category_id, i.category_name ?? '');
  }
  const list = [...seen].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  return { list, uncategorised };
}

/** The dashboard's filters: a search in the descriptions, the category and the status. */
export function DashboardFilterBar({
  filters,
  onChange,
  items,
}: {
  filters: RecurringFilters;
  onChange: (filters: RecurringFilters) => void;
  /** Every item, whose categories are offered. */
  items: readonly RecurringItem[];
}) {
  const categories = categoriesOf(items);
  return (
    <search
      aria-label="Filtros"
      className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Field label="Buscar" className="col-span-2 sm:col-span-1">
        {(id) => (
          <input
            id={id}
            type="search"
            placeholder="Descrição"
            maxLength={100}
            className={cn(inputClass)}
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        )}
      </Field>
      <SelectField
        label="Categoria"
        value={filters.categoryId}
        onChange={(e) => onChange({ ...filters, categoryId: e.target.value })}
      >
        <option value="">Todas</option>
        {categories.list.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
        {categories.uncategorised ? <option value={NO_CATEGORY_FILTER}>Sem categoria</option> : null}
      </SelectField>
      <StatusFilterSelect value={filters.status} onChange={(status) => onChange({ ...filters, status })} />
    </search>
  );
}
