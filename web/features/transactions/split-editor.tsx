import { Plus, Split, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Category, CategoryType } from '../../../common/contract/categories';
import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import { formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { CategoryOptions, chosenCategoryIcon } from '../../components/ui/category-select';
import { inputClass, LeadBox } from '../../components/ui/field';
import { IconButton } from '../../components/ui/icon-button';
import { MoneyInput } from '../../components/ui/money-input';
import { cn } from '../../lib/cn';
import { emptySplit, type SplitRow, splitRemainder } from './new-transaction-form';

/** What the split editor reads and writes in a form: the amount typed and the split rows. */
export interface SplitFormValues {
  amount: string;
  splits: SplitRow[];
}

/**
 * Optional splits: parts of the amount sent to other categories, in 'Nova transação' and 'Editar Transação'. Only
 * rows with an amount are sent; what the rows do not cover stays in the main category.
 */
export function SplitEditor<T extends SplitFormValues>({
  form,
  categories,
  type,
}: {
  form: UseFormReturn<T>;
  /** Every category: the rows offer those of the transaction's type. */
  categories: readonly Category[];
  type: CategoryType;
}) {
  // Both dialogs' forms hold these two fields; react-hook-form's paths cannot be typed over a generic form.
  const { control, register, formState } = form as unknown as UseFormReturn<SplitFormValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'splits' });
  const amount = useWatch({ control, name: 'amount' });
  const splits = useWatch({ control, name: 'splits' });
  const remainder = splitRemainder(amount, splits ?? []);
  const splitErrors = formState.errors.splits;
  const totalError = splitErrors?.root?.message ?? splitErrors?.message;

  if (fields.length === 0) {
    return (
      <div>
        <Button variant="secondary" size="sm" onClick={() => append(emptySplit())}>
          <Split size={16} aria-hidden /> Dividir em categorias
        </Button>
      </div>
    );
  }

  return (
    <section
      aria-label="Divisões"
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">Divisões</h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">Só linhas com valor são salvas</p>
      </div>
      <ul className="flex flex-col gap-3 sm:gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const amountError = splitErrors?.[index]?.amount?.message;
          const lead = chosenCategoryIcon(categories, splits?.[index]?.categoryId);
          return (
            <li
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 border-slate-200 not-first:border-t not-first:pt-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:not-first:border-0 sm:not-first:pt-0 dark:border-slate-700"
            >
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
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={() => append(emptySplit())}>
          <Plus size={16} aria-hidden /> Adicionar divisão
        </Button>
        <p
          data-testid="split-remainder"
          className={cn(
            'text-sm',
            remainder !== null && remainder < 0
              ? 'text-red-600 dark:text-red-400'
              : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {remainder === null ? (
            'Informe o valor para ver o restante'
          ) : remainder >= 0 ? (
            <>
              Fica na categoria principal: <span className="money font-medium">{formatCents(remainder)}</span>
            </>
          ) : (
            <>
              As divisões passam do valor em{' '}
              <span className="money font-medium">{formatCents(-remainder)}</span>
            </>
          )}
        </p>
      </div>
      {totalError ? (
        <p role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {totalError}
        </p>
      ) : null}
    </section>
  );
}
