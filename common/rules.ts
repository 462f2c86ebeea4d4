import type { RuleCondition } from './contract/rules';
import { reaisToCents } from './money';
import { foldForSearch } from './search';

/** What rules look at in a transaction, new or stored. */
export interface RuleSubject {
  description: string;
  payeeId: number | null;
  /** Cents, always positive; the type says the direction. */
  amountCents: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
}

/** A rule's actions as stored: what it sets, by id (a payee and tags were created when the rule was saved). */
export interface RuleEffects {
  categoryId: number | null;
  payeeId: number | null;
  tagIds: number[];
  description: string | null;
}

export interface RunnableRule {
  id: number;
  conditions: readonly RuleCondition[];
  effects: RuleEffects;
}

/** What the rules that match a transaction set, and which rules matched. */
export interface RulesOutcome extends RuleEffects {
  ruleIds: number[];
}

/** Folded, with runs of spaces as one: 'PIX  Enviado' and 'pix enviado' compare equal. */
const comparable = (text: string) => foldForSearch(text).replace(/\s+/g, ' ').trim();

function conditionHolds(condition: RuleCondition, subject: RuleSubject): boolean {
  switch (condition.field) {
    case 'description': {
      const text = comparable(subject.description);
      const wanted = comparable(condition.value);
      if (condition.operator === 'equals') return text === wanted;
      if (condition.operator === 'starts_with') return text.startsWith(wanted);
      return text.includes(wanted);
    }
    case 'payee':
      return subject.payeeId === condition.payee_id;
    case 'amount':
      return (
        (condition.min === null || subject.amountCents >= reaisToCents(condition.min)) &&
        (condition.max === null || subject.amountCents <= reaisToCents(condition.max))
      );
    case 'account':
      return subject.accountId === condition.account_id;
    case 'type':
      return subject.type === condition.value;
  }
}

/** A rule matches when every one of its conditions holds. */
export function ruleMatches(conditions: readonly RuleCondition[], subject: RuleSubject): boolean {
  return conditions.length > 0 && conditions.every((c) => conditionHolds(c, subject));
}

/**
 * Runs the rules, in the person's order, over one transaction as it came in (a rule sees the transaction, not
 * what an earlier rule made of it). For the category, the payee and the description the first matching rule
 * that sets one wins, so a rule higher in the list is a rule that counts more; tags add up.
 */
export function runRules(rules: readonly RunnableRule[], subject: RuleSubject): RulesOutcome {
  const outcome: RulesOutcome = {
    categoryId: null,
    payeeId: null,
    tagIds: [],
    description: null,
    ruleIds: [],
  };
  for (const rule of rules) {
    if (!ruleMatches(rule.conditions, subject)) continue;
    outcome.ruleIds.push(rule.id);
    const e = rule.effects;
    outcome.categoryId ??= e.categoryId;
    outcome.payeeId ??= e.payeeId;
    outcome.description ??= e.description;
    for (const tag of e.tagIds) if (!outcome.tagIds.includes(tag)) outcome.tagIds.push(tag);
  }
  return outcome;
}
