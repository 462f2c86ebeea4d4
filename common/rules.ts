import type { RuleCondition } from './contract/rules';
import { reaisToCents } from './money';
import { comparable, PhraseFinder } from './rule-text';

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

/** What rules look at in a transaction but its description. */
export type RuleFacts = Omit<RuleSubject, 'description'>;

/** A condition ready to test: amounts in cents once, descriptions by the phrase finder's answers. */
type Test = (subject: RuleFacts, text: PhraseFinder) => boolean;

/**
 * A person's rules ready to run over many transactions (an import runs 500 rules on 100,000 rows): the
 * descriptions' phrases in one finder, read once per transaction however many rules there are; a rule is tested
 * only when the first phrase it needs is in the text (or, needing none, when the transaction has the payee it
 * needs), or when it needs neither.
 */
interface CompiledRules {
  text: PhraseFinder;
  tests: Test[][];
  /** The rules (as bits, by index) tested whatever the description: those without a description condition. */
  always: Int32Array;
  /** For each phrase, the rules that need it first. */
  needing: Map<number, number[]>;
  /** For each payee, the rules without a description condition that need it. */
  needingPayee: Map<number, number[]>;
  /** The rules to test for the transaction at hand, as bits (reused, so nothing is allocated per transaction). */
  candidates: Int32Array;
}

/** The test of one condition; a description's by the phrase it needs, numbered in the finder. */
function testOf(condition: RuleCondition, phrase: number): Test {
  switch (condition.field) {
    case 'description':
      if (condition.operator === 'equals') return (_, text) => text.equals(phrase);
      if (condition.operator === 'starts_with') return (_, text) => text.startsWith(phrase);
      return (_, text) => text.contains(phrase);
    case 'payee':
      return (subject) => subject.payeeId === condition.payee_id;
    case 'amount': {
      const min = condition.min === null ? -Infinity : reaisToCents(condition.min);
      const max = condition.max === null ? Infinity : reaisToCents(condition.max);
      return (subject) => subject.amountCents >= min && subject.amountCents <= max;
    }
    case 'account':
      return (subject) => subject.accountId === condition.account_id;
    case 'type':
      return (subject) => subject.type === condition.value;
  }
}

function addTo(map: Map<number, number[]>, key: number, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

function compileRules(rules: readonly RunnableRule[]): CompiledRules {
  const phrases = new Map<string, number>();
  const words = Math.ceil(rules.length / 32);
  const always = new Int32Array(words);
  const needing = new Map<number, number[]>();
  const needingPayee = new Map<number, number[]>();
  const tests = rules.map((rule, index) => {
    let first: number | undefined;
    let payee: number | undefined;
    const compiled = rule.conditions.map((condition) => {
      if (condition.field === 'payee') payee ??= condition.payee_id;
      if (condition.field !== 'description') return testOf(condition, -1);
      const wanted = comparable(condition.value);
      let phrase = phrases.get(wanted);
      if (phrase === undefined) {
        phrase = phrases.size;
        phrases.set(wanted, phrase);
      }
      // Every text contains the empty phrase, which no scan reports: it cannot be what a rule waits for.
      if (wanted !== '') first ??= phrase;
      return testOf(condition, phrase);
    });
    // A rule without conditions matches nothing: it is never a candidate.
    if (compiled.length === 0) return compiled;
    if (first !== undefined) addTo(needing, first, index);
    else if (payee !== undefined) addTo(needingPayee, payee, index);
    else always[index >> 5]! |= 1 << (index & 31);
    return compiled;
  });
  return {
    text: new PhraseFinder([...phrases.keys()]),
    tests,
    always,
    needing,
    needingPayee,
    candidates: new Int32Array(words),
  };
}

const compiled = new WeakMap<readonly RunnableRule[], CompiledRules>();
function compiledRules(rules: readonly RunnableRule[]): CompiledRules {
  let set = compiled.get(rules);
  if (!set) {
    set = compileRules(rules);
    compiled.set(rules, set);
  }
  return set;
}

const NONE: number[] = [];

/** Every test holds (a loop, not every(): no closure per rule and transaction). */
function holds(tests: Test[], subject: RuleFacts, text: PhraseFinder): boolean {
  for (const test of tests) if (!test(subject, text)) return false;
  return true;
}

const NO_EFFECTS: RuleEffects = { categoryId: null, payeeId: null, tagIds: [], description: null };
const asRule = new WeakMap<readonly RuleCondition[], RunnableRule[]>();

/** A rule matches when every one of its conditions holds. */
export function ruleMatches(conditions: readonly RuleCondition[], subject: RuleSubject): boolean {
  let rules = asRule.get(conditions);
  if (!rules) {
    rules = [{ id: 0, conditions, effects: NO_EFFECTS }];
    asRule.set(conditions, rules);
  }
  return runRules(rules, subject).ruleIds.length > 0;
}

/**
 * Runs the rules, in the person's order, over one transaction as it came in (a rule sees the transaction, not
 * what an earlier rule made of it). For the category, the payee and the description the first matching rule
 * that sets one wins, so a rule higher in the list is a rule that counts more; tags add up.
 * Pass the same array of rules for every transaction of a run: it is compiled once, on first use.
 */
export function runRules(rules: readonly RunnableRule[], subject: RuleSubject): RulesOutcome {
  return (
    matchRules(rules, subject) ?? {
      categoryId: null,
      payeeId: null,
      tagIds: [],
      description: null,
      ruleIds: [],
    }
  );
}

/**
 * runRules, answering null when no rule matches: a run over 100,000 stored rows, most of which no rule matches,
 * then builds nothing for them.
 */
function matchRules(rules: readonly RunnableRule[], subject: RuleSubject): RulesOutcome | null {
  return matchRulesIn(rules, subject, subject.description, 0, subject.description.length);
}

/**
 * matchRules for a transaction whose description is the part of `text` from `start` to `end` (not included): many
 * stored rows' descriptions read in one text are matched without cutting each out.
 */
export function matchRulesIn(
  rules: readonly RunnableRule[],
  subject: RuleFacts,
  text: string,
  start: number,
  end: number,
): RulesOutcome | null {
  let outcome: RulesOutcome | null = null;
  const { text: finder, tests, always, needing, needingPayee, candidates } = compiledRules(rules);
  finder.scanPart(text, start, end);
  candidates.set(always);
  for (let i = 0; i < finder.foundCount; i++) {
    for (const index of needing.get(finder.foundAt(i)) ?? NONE) candidates[index >> 5]! |= 1 << (index & 31);
  }
  if (subject.payeeId !== null) {
    for (const index of needingPayee.get(subject.payeeId) ?? NONE)
      candidates[index >> 5]! |= 1 << (index & 31);
  }
  // The candidates in the rules' order: the lowest bit of each word first.
  for (let word = 0; word < candidates.length; word++) {
    let bits = candidates[word]!;
    while (bits !== 0) {
      const lowest = bits & -bits;
      bits ^= lowest;
      const index = (word << 5) + 31 - Math.clz32(lowest);
      if (!holds(tests[index]!, subject, finder)) continue;
      const rule = rules[index]!;
      outcome ??= { categoryId: null, payeeId: null, tagIds: [], description: null, ruleIds: [] };
      outcome.ruleIds.push(rule.id);
      const e = rule.effects;
      outcome.categoryId ??= e.categoryId;
      outcome.payeeId ??= e.payeeId;
      outcome.description ??= e.description;
      for (const tag of e.tagIds) if (!outcome.tagIds.includes(tag)) outcome.tagIds.push(tag);
    }
  }
  return outcome;
}
