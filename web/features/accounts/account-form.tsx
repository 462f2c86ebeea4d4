import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  type Account,
  type AccountCreateBody,
  accountCreateBody,
  accountTypeLabels,
} from '../../../common/contract/accounts';
import { centsToReais } from '../../../common/money';
import { Field, SelectField, TextField } from '../../components/ui/field';
import { MoneyInput, moneyTextToCents, reaisToMoneyText } from '../../components/ui/money-input';

/** The form keeps the opening balance as the text typed; blank means 0, as docs/PRODUCT.md says. */
const accountForm = z.object({
  name: accountCreateBody.shape.name,
  type: z.enum(ACCOUNT_TYPES, { error: 'Tipo de conta inválido' }),
  opening_balance: z.string().refine((text) => text.trim() === '' || moneyTextToCents(text) !== null, {
    error: 'Informe um valor numérico',
  }),
});
export type AccountFormValues = z.infer<typeof accountForm>;

export const newAccountValues: AccountFormValues = { name: '', type: 'checking', opening_balance: '0,00' };

export const accountValues = (account: Account): AccountFormValues => ({
  name: account.name,
  type: account.type,
  opening_balance: reaisToMoneyText(account.opening_balance),
});

export const toAccountBody = (values: AccountFormValues): AccountCreateBody => ({
  name: values.name,
  type: values.type,
  opening_balance: centsToReais(moneyTextToCents(values.opening_balance) ?? 0),
});

export function useAccountForm(defaultValues: AccountFormValues) {
  return useForm<AccountFormValues>({ resolver: zodResolver(accountForm), defaultValues });
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
        maxLength={80}
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
      <Field label="Saldo inicial" error={errors.opening_balance?.message} hint="Pode ser negativo">
        {(id) => (
          <Controller
            control={form.control}
            name="opening_balance"
            render={({ field }) => (
              <MoneyInput
                id={id}
                ref={field.ref}
                name={field.name}
                allowNegative
                aria-invalid={!!errors.opening_balance}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
    </>
  );
}
