import { type ReactNode, useId } from 'react';
import { type RecurringType, VARIABLE_AMOUNT_HINT } from '../../../common/contract/recurring';
import { DESCRIPTION_MAX_LENGTH, PAYEE_NAME_MAX_LENGTH } from '../../../common/contract/shared';
import { AccountOptions } from '../../components/ui/account-select';
import { CategoryOptions } from '../../components/ui/category-select';
import { Checkbox } from '../../components/ui/checkbox';
import { inputClass } from '../../components/ui/field';
import { MoneyInput } from '../../components/ui/money-input';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { usePayees } from '../../entities/payee/public';
import { cn } from '../../lib/cn';
import type { RowDraft } from './row-edit';

const smallInput = cn(inputClass, 'h-9');

/**
 * One field of the row edit: its short visible name above it, and the control named after the row ('Valor de
 * Aluguel'), since the page's create form has fields of the same names.
 */
function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1 text-xs text-slate-600 dark:text-slate-400', className)}>
      <span aria-hidden>{label}</span>
      {children}
    </div>
  );
}

interface Props {
  draft: RowDraft;
  onChange: (change: Partial<RowDraft>) => void;
  /** The row's description as saved, so each control's name says which row it edits. */
  name: string;
  /** The categories offered are of the item's type. */
  type: RecurringType;
  className?: string;
}

/**
 * What the item is, in the row edit: value (and 'Valor variável'), description, account, category and payee (a name, matched ignoring
 * case or created, as in the create form). The first field takes the focus when the edit opens.
 */
export function RowItemFields({ draft, onChange, name, type, className }: Props) {
  const accounts = useAccounts();
  const categories = useCategories();
  const payees = usePayees();
  const payeeListId = useId();
  return (
    <div className={className}>
      <Labelled label="Valor">
        <MoneyInput
          // The edit opens on the value, the field a rent increase changes.
          autoFocus
          aria-label={`Valor de ${name}`}
          className="h-9"
          value={draft.amount}
          onChange={(amount) => onChange({ amount })}
        />
        <Checkbox
          aria-label={`Valor variável de ${name}`}
          labelClassName="w-fit text-xs"
          title={VARIABLE_AMOUNT_HINT}
          checked={draft.variable_amount}
          onChange={(e) => onChange({ variable_amount: e.target.checked })}
        >
          Valor variável
        </Checkbox>
      </Labelled>
      <Labelled label="Descrição">
        <input
          type="text"
          aria-label={`Descrição de ${name}`}
          maxLength={DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          className={smallInput}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Labelled>
      <Labelled label="Conta">
        <select
          aria-label={`Conta de ${name}`}
          className={smallInput}
          value={draft.account_id}
          onChange={(e) => onChange({ account_id: e.target.value })}
        >
          <option value="">Selecione uma conta</option>
          <AccountOptions accounts={accounts.data ?? []} keep={draft.account_id} />
        </select>
      </Labelled>
      <Labelled label="Categoria">
        <select
          aria-label={`Categoria de ${name}`}
          className={smallInput}
          value={draft.category_id}
          onChange={(e) => onChange({ category_id: e.target.value })}
        >
          <CategoryOptions
            categories={categories.data ?? []}
            type={type === 'RECEITA' ? 'receita' : 'despesa'}
            placeholder="Sem categoria"
          />
        </select>
      </Labelled>
      <Labelled label="Favorecido">
        <input
          type="text"
          aria-label={`Favorecido de ${name}`}
          maxLength={PAYEE_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder="Nenhum"
          list={payeeListId}
          className={smallInput}
          value={draft.payee_name}
          onChange={(e) => onChange({ payee_name: e.target.value })}
        />
        <datalist id={payeeListId}>
          {(payees.data ?? []).map((p) => (
            <option key={p.id} value={p.name} />
          ))}
        </datalist>
      </Labelled>
    </div>
  );
}
