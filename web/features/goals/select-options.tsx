import type { Account } from '../../../common/contract/accounts';
import type { Category } from '../../../common/contract/categories';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');

/** Active accounts, plus the one already chosen when it has since been archived (so it is not lost on save). */
export function AccountOptions({ accounts, keep }: { accounts: readonly Account[]; keep?: string }) {
  const shown = accounts.filter((a) => a.archived_at === null || String(a.id) === keep).sort(byName);
  return (
    <>
      {shown.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
          {a.archived_at === null ? '' : ' (arquivada)'}
        </option>
      ))}
    </>
  );
}

/** Categories grouped by type, expenses first. */
export function CategoryOptions({ categories }: { categories: readonly Category[] }) {
  const expenses = categories.filter((c) => c.type === 'despesa').sort(byName);
  const incomes = categories.filter((c) => c.type === 'receita').sort(byName);
  return (
    <>
      {expenses.length > 0 ? (
        <optgroup label="Despesas">
          {expenses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ) : null}
      {incomes.length > 0 ? (
        <optgroup label="Receitas">
          {incomes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
}
