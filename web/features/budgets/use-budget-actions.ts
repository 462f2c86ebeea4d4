import { useState } from 'react';
import type { Budget } from '../../../common/contract/budgets';
import { formatMonthLabel } from '../../../common/dates';
import { useAction } from '../../components/ui/use-action';
import { useUndoToast } from '../../entities/undo/public';
import { useDeleteBudget, useSetBudgetRollover } from './api/budgets';

/** Rollover and delete, each saying how it went in a toast (errors in red, in docs/PRODUCT.md's words). */
export function useBudgetActions() {
  const rollover = useSetBudgetRollover();
  const remove = useDeleteBudget();
  const act = useAction();
  const undoToast = useUndoToast();

  // The person's choice shows in the same render as the click (a controlled checkbox would otherwise snap
  // back until the mutation's own state arrives), and stays until the saved list replaces it.
  const [chosen, setChosen] = useState<Record<number, boolean>>({});

  const setRollover = async (budget: Budget, on: boolean) => {
    setChosen((current) => ({ ...current, [budget.category_id]: on }));
    await act({
      work: () => rollover.mutateAsync({ categoryId: budget.category_id, rollover: on }),
      done: on
        ? `${budget.category}: saldo acumulado entre os meses`
        : `${budget.category}: sem acúmulo de saldo`,
      failed: 'Erro ao atualizar orçamento. Tente novamente.',
      serverWords: false,
    });
    setChosen(({ [budget.category_id]: _done, ...rest }) => rest);
  };

  const deleteBudget = async (budget: Budget) => {
    await act({
      confirm: {
        title: 'Excluir orçamento',
        // From the month shown onward: the months before keep it (docs/PRODUCT.md, Budgets).
        message: `Excluir o orçamento de ${budget.category} a partir de ${formatMonthLabel(budget.month)}? Os meses anteriores continuam com ele.`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(budget),
      done: ({ undo }) => undoToast('Orçamento excluído', undo),
      failed: 'Erro ao excluir orçamento. Tente novamente.',
      serverWords: false,
    });
  };

  /** The category whose rollover is being saved, and the budget being deleted: their controls wait. */
  const pendingRollover = rollover.isPending ? rollover.variables : undefined;
  const busyId = remove.isPending ? remove.variables?.id : undefined;
  /** The box shows the person's choice at once, while the server saves it. */
  const rolloverShown = (budget: Budget) =>
    chosen[budget.category_id] ??
    (pendingRollover?.categoryId === budget.category_id ? pendingRollover.rollover : budget.rollover);
  const rolloverBusy = (budget: Budget) => pendingRollover?.categoryId === budget.category_id;
  return { setRollover, deleteBudget, rolloverShown, rolloverBusy, busyId };
}

export type BudgetActions = ReturnType<typeof useBudgetActions>;
