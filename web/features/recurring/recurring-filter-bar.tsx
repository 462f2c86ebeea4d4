import type { Account } from '../../../common/contract/accounts';
import { SelectField } from '../../components/ui/field';
import type { RecurringFilters } from './recurring-filters';
import { StatusFilterSelect } from './status-filter-select';

/** The filters by status and by account, which both lists (expenses and incomes) follow. */
export function RecurringFilterBar({
  filters,
  onChange,
  accounts,
}: {
  filters: RecurringFilters;
  onChange: (filters: RecurringFilters) => void;
  accounts: readonly Account[];
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Os filtros valem para os gastos fixos e as receitas fixas.
      </p>
      <search aria-label="Filtros" className="grid grid-cols-2 gap-3 sm:w-96">
        <StatusFilterSelect value={filters.status} onChange={(status) => onChange({ ...filters, status })} />
        <SelectField
          label="Conta"
          value={filters.accountId}
          onChange={(e) => onChange({ ...filters, accountId: e.target.value })}
        >
          <option value="">Todas</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
      </search>
    </div>
  );
}
