import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { ForeignAmount } from '../../../../common/contract/foreign-money';
import {
  statusLabels,
  TRANSACTION_STATUSES,
  type Transaction,
} from '../../../../common/contract/transactions';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { formatRate } from '../../../../common/exchange-rates';
import { SelectField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { currencySymbol } from '../../../entities/account/public';
import { kindLabels } from '../shared/new-transaction-form';
import { TypeToggle } from '../shared/type-toggle';
import type { EditTransactionValues } from './edit-transaction-form';

type EditForm = UseFormReturn<EditTransactionValues>;

/** Under the reais of an estimated purchase abroad: the bill's figure ends the estimate. */
export const ESTIMATE_EDIT_HINT =
  'Estimativa pela cotação do dia: troque pelo valor da fatura quando ela fechar.';

/** Under the IOF Grana worked for such a purchase: the bill's IOF line, imported or synced, replaces it. */
export const IOF_ESTIMATE_EDIT_HINT = 'IOF estimado: troque pelo valor da fatura quando ela fechar.';

/** 'Cotação: R$ 5,8123.' — the rate the row implies. */
const foreignRateHint = (foreign: ForeignAmount) => `Cotação: R$ ${formatRate(foreign.rate)}.`;

/** Editing turns an income into an expense or back, never into a transfer. */
const typeOptions = (['receita', 'despesa'] as const).map((value) => ({ value, label: kindLabels[value] }));

/** 'Tipo' of an edited row: a transfer's leg keeps its own; a new type clears the categories chosen. */
export function EditTypeField({ form, transfer }: { form: EditForm; transfer: boolean }) {
  const { register, setValue, getValues } = form;
  return (
    <TypeToggle
      legend="Tipo"
      options={typeOptions}
      disabled={transfer}
      {...register('type', {
        onChange: () => {
          // Categories belong to a type: a choice made for the other type no longer fits.
          setValue('categoryId', '');
          getValues('splits').forEach((_, i) => {
            setValue(`splits.${i}.categoryId`, '');
          });
        },
      })}
    />
  );
}

/** 'Valor' of an edited row: a negative amount (not a transfer's) is saved as an expense, and said so. */
export function EditAmountField({
  form,
  transfer,
  note,
  row,
}: {
  form: EditForm;
  transfer: boolean;
  /** 'lido do comprovante' while the value read stays. */
  note?: ReactNode;
  /** The row's currency ('Valor (US$)') and, a purchase abroad, its amount there ('Valor (R$)'). */
  row: Pick<Transaction, 'currency' | 'foreign' | 'estimated'>;
}) {
  const amount = useWatch({ control: form.control, name: 'amount' });
  const negative = amount.trim().startsWith('-');
  const currency = row.currency ?? HOME_CURRENCY;
  const symbol = currencySymbol(currency);
  const named = currency !== HOME_CURRENCY || row.foreign;
  const estimate = row.foreign?.estimated
    ? ESTIMATE_EDIT_HINT
    : row.estimated
      ? IOF_ESTIMATE_EDIT_HINT
      : undefined;
  return (
    <MoneyField
      control={form.control}
      name="amount"
      label={named ? `Valor (${symbol})` : 'Valor'}
      prefix={currency === HOME_CURRENCY ? undefined : symbol}
      hint={negative && !transfer ? 'Valor negativo: será salvo como despesa' : (note ?? estimate)}
      allowNegative
      onValueChange={(text) => {
        if (text.trim().startsWith('-') && !transfer) form.setValue('type', 'despesa');
      }}
    />
  );
}

/** A purchase in another currency: its amount there ('Valor em USD'), sent only when changed. */
export function EditForeignField({ form, foreign }: { form: EditForm; foreign: ForeignAmount }) {
  return (
    <MoneyField
      control={form.control}
      name="foreignAmount"
      label={`Valor em ${foreign.currency}`}
      prefix={currencySymbol(foreign.currency)}
      className="sm:w-1/2 sm:pr-2"
      hint={`${foreignRateHint(foreign)} Em branco: deixa de ser uma compra em outra moeda.`}
    />
  );
}

/** 'Status' of an edited row. */
export function EditStatusField({ form }: { form: EditForm }) {
  return (
    <SelectField label="Status" error={form.formState.errors.status?.message} {...form.register('status')}>
      {TRANSACTION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabels[s]}
        </option>
      ))}
    </SelectField>
  );
}
