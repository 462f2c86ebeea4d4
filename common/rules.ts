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

/** A condition ready to test: texts folded and amounts in cents once, not once per transaction. */
type Test = (subject: RuleSubject, description: () => string) => boolean;

function compile(condition: RuleCondition): Test {
  switch (condition.field) {
    case 'description': {
      const wanted = comparable(condition.value);
      if (condition.operator === 'equals') return (_, text) => text() === wanted;
      if (condition.operator === 'starts_with') return (_, text) => text().startsWith(wanted);
      return (_, text) => text().includes(wanted);
    }
    case 'payee':
      return (subject) => subject.payeeId === condition.payee_id;
    case 'amount': {
      const min = condition.min === null ? null : reaisToCents(condition.min);
      const max = condition.max === null ? null : reaisToCents(condition.max);
      return (subject) =>
        (min === null || subject.amountCents >= min) && (max === null || subject.amountCents <= max);
    }
    case 'account':
      return (subject) => subject.accountId === condition.account_id;
    case 'type':
      return (subject) => subject.type === condition.value;
  }
}

const compiled = new WeakMap<readonly RuleCondition[], Test[]>();
function testsOf(conditions: readonly RuleCondition[]): Test[] {
  let tests = compiled.get(conditions);
  if (!tests) {
    tests = conditions.map(compile);
    compiled.set(conditions, tests);
  }
  return tests;
}

/** The subject's description folded on first use, once for every rule (an import runs 50 rules on 50,000 rows). */
function lazyDescription(subject: RuleSubject): () => string {
  let text: string | undefined;
  return () => {
    text ??= comparable(subject.description);
    return text;
  };
}

function matches(conditions: readonly RuleCondition[], subject: RuleSubject, text: () => string): boolean {
  return conditions.length > 0 && testsOf(conditions).every((test) => test(subject, text));
}

/** A rule matches when every one of its conditions holds. */
export function ruleMatches(conditions: readonly RuleCondition[], subject: RuleSubject): boolean {
  return matches(conditions, subject, lazyDescription(subject));
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
  const text = lazyDescription(subject);
  for (const rule of rules) {
    if (!matches(rule.conditions, subject, text)) continue;
    outcome.ruleIds.push(rule.id);
    const e = rule.effects;
    outcome.categoryId ??= e.categoryId;
    outcome.payeeId ??= e.payeeId;
    outcome.description ??= e.description;
    for (const tag of e.tagIds) if (!outcome.tagIds.includes(tag)) outcome.tagIds.push(tag);
  }
  return outcome;
}
