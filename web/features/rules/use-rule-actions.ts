import type { Rule } from '../../../common/contract/rules';
import { useAction } from '../../components/ui/use-action';
import { useDeleteRule, useReorderRules } from './api/rules';
import { movedOrder } from './rule-order';

/** Move up, move down (the whole new order sent) and delete (asked first), each saying how it went. */
export function useRuleActions() {
  const reorder = useReorderRules();
  const remove = useDeleteRule();
  const act = useAction();

  // The rule in its new place says it moved.
  const move = async (rules: readonly Rule[], index: number, step: -1 | 1) => {
    await act({
      work: () => reorder.mutateAsync(movedOrder(rules, index, step)),
      failed: 'Não foi possível mudar a ordem',
    });
  };

  const deleteRule = async (rule: Rule) => {
    await act({
      confirm: {
        title: 'Excluir regra',
        message: `Deseja excluir a regra "${rule.name}"? As transações que ela já alterou continuam como estão.`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(rule.id),
      done: 'Regra excluída',
      failed: 'Não foi possível excluir a regra',
    });
  };

  return { move, deleteRule, busy: reorder.isPending || remove.isPending };
}

export type RuleActions = ReturnType<typeof useRuleActions>;
