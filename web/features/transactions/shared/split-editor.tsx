import { Plus, Split } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Category, CategoryType } from '../../../../common/contract/categories';
import { formatCents } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { emptySplit, splitRemainder } from './new-transaction-form';
import { type SplitFormValues, SplitRowFields } from './split-row-fields';

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
  const { control, formState } = form as unknown as UseFormReturn<SplitFormValues>;
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
        {fields.map((field, index) => (
          <SplitRowFields
            key={field.id}
            form={form as unknown as UseFormReturn<SplitFormValues>}
            index={index}
            categoryId={splits?.[index]?.categoryId}
            categories={categories}
            type={type}
            onRemove={() => remove(index)}
          />
        ))}
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
