import { type Rule, type RuleCondition, textOperatorLabels } from '../../../common/contract/rules';
import { formatReais } from '../../../common/money';

/** What a condition names by id (payees, accounts): the person's lists, looked up by id. */
export interface RuleNames {
  payees: ReadonlyMap<number, string>;
  accounts: ReadonlyMap<number, string>;
}

export const typeLabels = { RECEITA: 'Receita', DESPESA: 'Despesa' } as const;

/** 'e' between the last two, commas before: 'a, b e c'. */
function listing(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** One condition as a clause: 'a descrição contém “uber”'. */
export function conditionText(condition: RuleCondition, names: RuleNames): string {
  switch (condition.field) {
    case 'description':
      return `a descrição ${textOperatorLabels[condition.operator]} “${condition.value}”`;
    case 'payee':
      return `o favorecido é ${names.payees.get(condition.payee_id) ?? '(excluído)'}`;
    case 'amount': {
      const { min, max } = condition;
      if (min !== null && max !== null) return `o valor está entre ${formatReais(min)} e ${formatReais(max)}`;
      if (min !== null) return `o valor é de pelo menos ${formatReais(min)}`;
      return `o valor é de até ${formatReais(max ?? 0)}`;
    }
    case 'account':
      return `a conta é ${names.accounts.get(condition.account_id) ?? '(excluída)'}`;
    case 'type':
      return `o tipo é ${typeLabels[condition.value]}`;
  }
}

/** What the rule sets: 'categoria Transporte, favorecido Uber, tags app'. */
export function actionsText(actions: Rule['actions']): string {
  const parts: string[] = [];
  if (actions.category_id !== null) parts.push(`categoria ${actions.category_name ?? '(excluída)'}`);
  if (actions.payee_id !== null) parts.push(`favorecido ${actions.payee_name ?? '(excluído)'}`);
  if (actions.tag_names.length > 0)
    parts.push(`${actions.tag_names.length === 1 ? 'tag' : 'tags'} ${actions.tag_names.join(', ')}`);
  if (actions.description !== null) parts.push(`descrição “${actions.description}”`);
  return parts.join(', ');
}

/**
 * A rule as a plain sentence: 'Se a descrição contém “uber” e o tipo é Despesa → categoria Transporte,
 * favorecido Uber, tags app'.
 */
export function ruleSentence(rule: Pick<Rule, 'conditions' | 'actions'>, names: RuleNames): string {
  const conditions = listing(rule.conditions.map((c) => conditionText(c, names)));
  return `Se ${conditions} → ${actionsText(rule.actions)}`;
}
