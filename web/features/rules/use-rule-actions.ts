import type { Rule } from '../../../common/contract/rules';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDeleteRule, useReorderRules } from './api/rules';
import { movedOrder } from './rule-order';

/** Move up, move down (the whole new order sent) and delete (asked first), each saying how it went. */
export function useRuleActions() {
  const reorder = useReorderRules();
  const remove = useDeleteRule();
  const confirm = useConfirm();
  const toast = useToast();

  const move = async (rules: readonly Rule[], index: number, step: -1 | 1) => {
    try {
      await reorder.mutateAsync(movedOrder(rules, index, step));
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível mudar a ordem'), 'error');
    }
  };

  const deleteRule = async (rule: Rule) => {
    const ok = await confirm({
      title: 'Excluir regra',
      message: `Deseja excluir a regra "${rule.name}"? As transações que ela já alterou continuam como estão.`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(rule.id);
      toast('Regra excluída');
    } catch (e) {
      toast(errorMessage(e, 'Não foi possível excluir a regra'), 'error');
    }
  };

  return { move, deleteRule, busy: reorder.isPending || remove.isPending };
}

export type RuleActions = ReturnType<typeof useRuleActions>;
