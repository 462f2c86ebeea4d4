import type { FieldValues } from 'react-hook-form';
import type { Account } from '../../../common/contract/accounts';
import { byName } from '../../../common/search';
import { FormSelect, type FormSelectProps } from './form-select';

/** An account to offer; one without archived_at is offered as active. */
export type AccountChoice = Pick<Account, 'id' | 'name'> & { archived_at?: string | null };

/**
 * Active accounts by name, plus the one already chosen (keep, an id string) when it has since been archived, so a
 * saved choice is not lost.
 */
export function AccountOptions({ accounts, keep }: { accounts: readonly AccountChoice[]; keep?: string }) {
  const shown = accounts.filter((a) => !a.archived_at || String(a.id) === keep).sort(byName);
  return (
    <>
      {shown.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
          {a.archived_at ? ' (arquivada)' : ''}
        </option>
      ))}
    </>
  );
}

/** 'Conta' and its kin: the placeholder (the empty value, saying what it means), then the accounts. */
export function AccountSelect<T extends FieldValues, TOut extends FieldValues = T>({
  accounts,
  keep,
  placeholder,
  ...props
}: FormSelectProps<T, TOut> & { accounts: readonly AccountChoice[]; keep?: string; placeholder: string }) {
  return (
    <FormSelect {...props}>
      <option value="">{placeholder}</option>
      <AccountOptions accounts={accounts} keep={keep} />
    </FormSelect>
  );
}
