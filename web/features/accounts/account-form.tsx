import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  ACCOUNT_TYPES,
  type Account,
  type AccountCreateBody,
  accountFields,
  accountTypeLabels,
  cardTerms,
} from '../../../common/contract/accounts';
import { fromForm, moneyTextReading, NAME_MAX_LENGTH, z } from '../../../common/contract/shared';
import { type CurrencyCode, HOME_CURRENCY, isCurrencyCode } from '../../../common/currencies';
import { centsToInputText, reaisToCents } from '../../../common/money';
import { AccountOptions } from '../../components/ui/account-select';
import { SelectField, TextField } from '../../components/ui/field';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/api/accounts';
import {
  CURRENCY_CHOICES,
  currencyLabel,
  currencySymbol,
  labelInCurrency,
} from '../../entities/account/foreign-money';

const body = accountFields.shape;

/** A card's day or paying account as the form holds it: blank text is "not given" (null), named by the card rule. */
const blankAsNull = z.string().transform((text) => (text.trim() === '' ? null : text));

/**
 * The contract's account fields as the form holds them; the opening balance blank means 0 as the contract says.
 * A card's terms count only while the type is a card (text left there from a moment as a card is dropped); a card
 * is in reais whatever currency was chosen before the type became a card.
 */
export const accountForm = z
  .object({
    name: body.name,
    type: body.type.unwrap(),
    opening_balance: moneyTextReading.pipe(body.opening_balance),
    currency: body.currency.unwrap(),
    closing_day: fromForm(blankAsNull, body.closing_day),
    due_day: fromForm(blankAsNull, body.due_day),
    credit_limit: fromForm(
      moneyTextReading.transform((v) => v ?? null),
      body.credit_limit,
    ),
    payment_account_id: fromForm(blankAsNull, body.payment_account_id),
  })
  .transform((v) =>
    v.type === 'credit_card'
      ? { ...v, currency: HOME_CURRENCY as CurrencyCode }
      : { ...v, closing_day: null, due_day: null, credit_limit: null, payment_account_id: null },
  )
  .superRefine(cardTerms);
export type AccountFormValues = z.input<typeof accountForm>;

export const newAccountValues: AccountFormValues = {
  name: '',
  type: 'checking',
  opening_balance: '',
  currency: HOME_CURRENCY,
  closing_day: '',
  due_day: '',
  credit_limit: '',
  payment_account_id: '',
};

export const accountValues = (account: Account): AccountFormValues => ({
  name: account.name,
  type: account.type,
  opening_balance: centsToInputText(reaisToCents(account.opening_balance)),
  currency: account.currency,
  closing_day: account.closing_day === null ? '' : String(account.closing_day),
  due_day: account.due_day === null ? '' : String(account.due_day),
  credit_limit: account.credit_limit === null ? '' : centsToInputText(reaisToCents(account.credit_limit)),
  payment_account_id: account.payment_account_id === null ? '' : String(account.payment_account_id),
});

/** The request body of the values a valid form holds. */
export const toAccountBody = (values: AccountFormValues): AccountCreateBody => accountForm.parse(values);

export function useAccountForm(defaultValues: AccountFormValues) {
  return useForm<AccountFormValues>({
    resolver: zodResolver(accountForm, undefined, { raw: true }),
    defaultValues,
  });
}

/** The fields a refusal of the server may name (its `reason`): shown there, as the form's own checks are. */
export const ACCOUNT_REFUSAL_FIELDS = ['currency'] as const;

/** The currency the form holds, read as a code (reais while it holds none a person could have chosen). */
const chosenCurrency = (text: string | undefined): CurrencyCode =>
  isCurrencyCode(text) ? text : HOME_CURRENCY;

/**
 * Name, type, currency and opening balance (typed in that currency); for a credit card also its bill's closing and due days, its limit and the
 * account that usually pays it. The parent lays them out; the card's fields take a row of their own.
 */
export function AccountFields({
  form,
  editing,
}: {
  form: UseFormReturn<AccountFormValues>;
  /** The account being edited: it cannot pay its own bill. */
  editing?: number;
}) {
  const { errors } = form.formState;
  const isCard = form.watch('type') === 'credit_card';
  const currency = chosenCurrency(form.watch('currency') as string | undefined);
  const accounts = useAccounts();
  // A bill is paid from an account that is not a card (the server says the same).
  const payers = (accounts.data ?? []).filter((a) => a.type !== 'credit_card' && a.id !== editing);
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
      <SelectField
        label="Tipo"
        error={errors.type?.message}
        {...form.register('type', {
          // A card is in reais: the currency goes back to the real, the only one offered then.
          onChange: (e) => {
            if (e.target.value === 'credit_card') form.setValue('currency', HOME_CURRENCY);
          },
        })}
      >
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {accountTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Moeda"
        error={errors.currency?.message}
        hint={isCard ? 'Cartões de crédito ficam em reais' : undefined}
        {...form.register('currency')}
      >
        {(isCard ? [HOME_CURRENCY as CurrencyCode] : CURRENCY_CHOICES).map((code) => (
          <option key={code} value={code}>
            {currencyLabel(code)}
          </option>
        ))}
      </SelectField>
      <MoneyField
        control={form.control}
        name="opening_balance"
        label={labelInCurrency('Saldo inicial', currency)}
        prefix={currencySymbol(currency)}
        hint="O saldo antes de todos os lançamentos desta conta. Vai importar extratos antigos? Informe o saldo do dia anterior ao primeiro deles. Pode ser negativo."
        allowNegative
      />
      {isCard ? (
        <fieldset className="col-span-full grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            Fatura do cartão
          </legend>
          <TextField
            label="Dia de fechamento"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            hint="Compras a partir deste dia vão para a fatura seguinte"
            error={errors.closing_day?.message}
            {...form.register('closing_day')}
          />
          <TextField
            label="Dia de vencimento"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            error={errors.due_day?.message}
            {...form.register('due_day')}
          />
          <MoneyField control={form.control} name="credit_limit" label="Limite" />
          <SelectField
            label="Conta que paga a fatura"
            error={errors.payment_account_id?.message}
            {...form.register('payment_account_id')}
          >
            <option value="">Nenhuma</option>
            <AccountOptions accounts={payers} keep={form.getValues('payment_account_id')} />
          </SelectField>
        </fieldset>
      ) : null}
    </>
  );
}
