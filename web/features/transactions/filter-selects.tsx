import type { Account } from '../../../common/contract/accounts';
import type { Category } from '../../../common/contract/categories';
import { SelectField } from '../../components/ui/field';
import { billName } from '../cards/public';
import type { TransactionFilters, TypeFilter } from './transaction-filters';

/** The list's filters by account, by a card's bill (once the account is a card), by type and by category. */
export function FilterSelects({
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
  const categoryList = categories.filter((c) => !filters.type || c.type === filters.type);
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
        onChange={(e) => update({ categoryId: e.target.value })}
      >
        <option value="">Todas</option>
        {categoryList.map((c) => (
          <option key={c.id} value={c.id}>
            {filters.type ? c.name : `${c.name} (${c.type === 'receita' ? 'receita' : 'despesa'})`}
          </option>
        ))}
      </SelectField>
    </>
  );
}
