import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  ACCOUNT_TYPES,
  type Account,
  type AccountCreateBody,
  accountCreateBody,
  accountTypeLabels,
} from '../../../common/contract/accounts';
import { moneyTextReading, NAME_MAX_LENGTH, z } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';
import { SelectField, TextField } from '../../components/ui/field';
import { MoneyField } from '../../components/ui/money-field';

const body = accountCreateBody.shape;

/** The contract's account fields; the opening balance is the text typed, and blank means 0 as the contract says. */
const accountForm = z.object({
  name: body.name,
  type: body.type.unwrap(),
  opening_balance: moneyTextReading.pipe(body.opening_balance),
});
export type AccountFormValues = z.input<typeof accountForm>;

export const newAccountValues: AccountFormValues = { name: '', type: 'checking', opening_balance: '0,00' };

export const accountValues = (account: Account): AccountFormValues => ({
  name: account.name,
  type: account.type,
  opening_balance: centsToInputText(reaisToCents(account.opening_balance)),
});

/** The request body of the values a valid form holds. */
export const toAccountBody = (values: AccountFormValues): AccountCreateBody => accountForm.parse(values);

export function useAccountForm(defaultValues: AccountFormValues) {
  return useForm<AccountFormValues>({
    resolver: zodResolver(accountForm, undefined, { raw: true }),
    defaultValues,
  });
}

/** Name, type and opening balance; the parent lays them out. */
export function AccountFields({ form }: { form: UseFormReturn<AccountFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Nome da conta"
        placeholder="Ex.: Nubank"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField label="Tipo" error={errors.type?.message} {...form.register('type')}>
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {accountTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <MoneyField
        control={form.control}
        name="opening_balance"
        label="Saldo inicial"
        hint="Pode ser negativo"
        allowNegative
      />
    </>
  );
}
