import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { statusLabels, TRANSACTION_STATUSES } from '../../../../common/contract/transactions';
import { SelectField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { kindLabels } from '../shared/new-transaction-form';
import { TypeToggle } from '../shared/type-toggle';
import type { EditTransactionValues } from './edit-transaction-form';

type EditForm = UseFormReturn<EditTransactionValues>;

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
}: {
  form: EditForm;
  transfer: boolean;
  /** 'lido do comprovante' while the value read stays. */
  note?: ReactNode;
}) {
  const amount = useWatch({ control: form.control, name: 'amount' });
  const negative = amount.trim().startsWith('-');
  return (
    <MoneyField
      control={form.control}
      name="amount"
      label="Valor"
      hint={negative && !transfer ? 'Valor negativo: será salvo como despesa' : note}
      allowNegative
      onValueChange={(text) => {
        if (text.trim().startsWith('-') && !transfer) form.setValue('type', 'despesa');
      }}
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
