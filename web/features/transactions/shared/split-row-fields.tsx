import { Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Category, CategoryType } from '../../../../common/contract/categories';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import { CategoryOptions, chosenCategoryIcon } from '../../../components/ui/category-select';
import { inputClass, LeadBox } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { MoneyInput } from '../../../components/ui/money-input';
import { cn } from '../../../lib/cn';
import type { SplitRow } from './new-transaction-form';

/** What the split editor reads and writes in a form: the amount typed and the split rows. */
export interface SplitFormValues {
  amount: string;
  splits: SplitRow[];
}

/** One split: its amount, its category, its description, and its removal. */
export function SplitRowFields({
  form,
  index,
  categoryId,
  categories,
  type,
  onRemove,
}: {
  form: UseFormReturn<SplitFormValues>;
  index: number;
  /** The category chosen in this row (the parent watches the rows). */
  categoryId: SplitRow['categoryId'] | undefined;
  categories: readonly Category[];
  type: CategoryType;
  onRemove: () => void;
}) {
  const { control, register, formState } = form;
  const n = index + 1;
  const amountError = formState.errors.splits?.[index]?.amount?.message;
  const lead = chosenCategoryIcon(categories, categoryId);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 border-slate-200 not-first:border-t not-first:pt-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:not-first:border-0 sm:not-first:pt-0 dark:border-slate-700">
      <div>
        <Controller
          control={control}
          name={`splits.${index}.amount`}
          render={({ field: f }) => (
            <MoneyInput
              ref={f.ref}
              aria-label={`Valor da divisão ${n}`}
              aria-invalid={!!amountError}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
            />
          )}
        />
        {amountError ? (
          <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
            {amountError}
          </p>
        ) : null}
      </div>
      <LeadBox lead={lead}>
        <select
          aria-label={`Categoria da divisão ${n}`}
          className={cn(inputClass, lead ? 'pl-9' : undefined)}
          {...register(`splits.${index}.categoryId`)}
        >
          <CategoryOptions categories={categories} type={type} placeholder="Sem categoria" />
        </select>
      </LeadBox>
      <input
        type="text"
        aria-label={`Descrição da divisão ${n}`}
        placeholder="Descrição"
        maxLength={DESCRIPTION_MAX_LENGTH}
        className={cn(inputClass, 'order-last col-span-3 sm:order-none sm:col-span-1')}
        {...register(`splits.${index}.description`)}
      />
      <IconButton
        label={`Remover divisão ${n}`}
        title="Remover divisão"
        icon={Trash2}
        tone="danger"
        size="lg"
        onClick={onRemove}
      />
    </li>
  );
}
