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

/** Another book's accounts, offered under its name (a transfer between two books). */
export interface OtherBookChoice {
  id: number;
  name: string;
  accounts: readonly AccountChoice[];
}

/**
 * 'Conta' and its kin: the placeholder (the empty value, saying what it means), then the accounts; with other
 * books, the open book's accounts under 'Este livro' and each other book's under its name.
 */
export function AccountSelect<T extends FieldValues, TOut extends FieldValues = T>({
  accounts,
  keep,
  placeholder,
  otherBooks = [],
  ...props
}: FormSelectProps<T, TOut> & {
  accounts: readonly AccountChoice[];
  keep?: string;
  placeholder: string;
  otherBooks?: readonly OtherBookChoice[];
}) {
  const others = otherBooks.filter((b) => b.accounts.length > 0);
  return (
    <FormSelect {...props}>
      <option value="">{placeholder}</option>
      {others.length === 0 ? (
        <AccountOptions accounts={accounts} keep={keep} />
      ) : (
        <>
          {/* No empty group: with one account here, the destination has none of this book's left. */}
          {accounts.length > 0 ? (
            <optgroup label="Este livro">
              <AccountOptions accounts={accounts} keep={keep} />
            </optgroup>
          ) : null}
          {others.map((book) => (
            <optgroup key={book.id} label={book.name}>
              <AccountOptions accounts={book.accounts} />
            </optgroup>
          ))}
        </>
      )}
    </FormSelect>
  );
}
