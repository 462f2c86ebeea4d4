import { useId } from 'react';
import {
  SPENDING_BASES,
  SPENDING_BASIS_HINTS,
  SPENDING_BASIS_LABELS,
  type SpendingBasis,
} from '../../../common/spending-basis';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSetSpendingBasis, useSpendingBasis } from './api/spending-basis';
import { useBookAbilities } from './book-abilities';

/** Said to a leitor under the disabled switch: the basis is the book's, changed by whoever writes it. */
export const SPENDING_BASIS_READ_ONLY = 'É a configuração do livro: só um dono ou um editor pode mudá-la.';
export const SPENDING_BASIS_FAILED = 'Não foi possível mudar o regime. Tente novamente.';

/**
 * "Competência | Caixa": the book's spending basis, with what it means below it. Choosing the other saves it for
 * the whole book and every figure that sums money by month follows (the reports, the dashboard, the budgets). A
 * leitor sees it disabled, told it is the book's setting.
 */
export function SpendingBasisSwitch({ className }: { className?: string }) {
  const basis = useSpendingBasis();
  const change = useSetSpendingBasis();
  const { canWrite, known } = useBookAbilities();
  const toast = useToast();
  const hintId = useId();
  if (basis.isError) return null;
  const current = basis.data?.base;
  const shown: SpendingBasis | undefined = change.isPending ? change.variables : current;
  const readOnly = known && !canWrite;
  const choose = (base: SpendingBasis) => {
    if (base === current || change.isPending) return;
    change.mutate(base, {
      onSuccess: () => toast(`Regime de ${SPENDING_BASIS_LABELS[base].toLowerCase()} escolhido para o livro`),
      onError: (error) => toast(errorMessage(error, SPENDING_BASIS_FAILED), 'error'),
    });
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)} data-testid="spending-basis">
      <fieldset
        className="flex flex-wrap items-center gap-2"
        disabled={!known || readOnly || current === undefined}
        aria-describedby={hintId}
      >
        <legend className="sr-only">Regime dos gastos</legend>
        <span aria-hidden className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Regime
        </span>
        <span className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          {SPENDING_BASES.map((base) => (
            <button
              key={base}
              type="button"
              aria-pressed={shown === base}
              onClick={() => choose(base)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium disabled:cursor-not-allowed',
                shown === base
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-700 enabled:hover:bg-slate-100 dark:text-slate-200 dark:enabled:hover:bg-slate-800',
                readOnly && shown !== base && 'text-slate-500 dark:text-slate-400',
              )}
            >
              {SPENDING_BASIS_LABELS[base]}
            </button>
          ))}
        </span>
      </fieldset>
      <p id={hintId} className="max-w-xl text-xs text-slate-600 dark:text-slate-400">
        {shown ? SPENDING_BASIS_HINTS[shown] : 'Carregando o regime do livro...'}
        {readOnly ? ` ${SPENDING_BASIS_READ_ONLY}` : null}
      </p>
    </div>
  );
}
