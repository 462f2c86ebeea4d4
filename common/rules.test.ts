import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleCondition } from './contract/rules';
import { reaisToCents } from './money';
import { comparable } from './rule-text';
import { type RuleSubject, type RunnableRule, ruleMatches, runRules } from './rules';

const subject: RuleSubject = {
  description: 'PIX  Enviado - Padaria São João',
  payeeId: 7,
  amountCents: 2_350,
  accountId: 3,
  type: 'DESPESA',
};

const rule = (
  id: number,
  conditions: RunnableRule['conditions'],
  effects: Partial<RunnableRule['effects']>,
) => ({
  id,
  conditions,
  effects: { categoryId: null, payeeId: null, tagIds: [], description: null, ...effects },
});

describe('ruleMatches', () => {
  it('compares descriptions ignoring accents, case and repeated spaces', () => {
    const d = (operator: 'contains' | 'starts_with' | 'equals', value: string) => [
      { field: 'description' as const, operator, value },
    ];
    expect(ruleMatches(d('contains', 'sao joao'), subject)).toBe(true);
    expect(ruleMatches(d('starts_with', 'pix enviado'), subject)).toBe(true);
    expect(ruleMatches(d('starts_with', 'padaria'), subject)).toBe(false);
    expect(ruleMatches(d('equals', 'pix enviado - padaria são joão'), subject)).toBe(true);
    expect(ruleMatches(d('equals', 'pix enviado'), subject)).toBe(false);
  });

  it('holds only when every condition holds: payee, amount bounds included, account and type', () => {
    expect(ruleMatches([{ field: 'payee', payee_id: 7 }], subject)).toBe(true);
    expect(ruleMatches([{ field: 'payee', payee_id: 8 }], subject)).toBe(false);
    expect(ruleMatches([{ field: 'amount', min: 23.5, max: null }], subject)).toBe(true);
    expect(ruleMatches([{ field: 'amount', min: null, max: 23.5 }], subject)).toBe(true);
    expect(ruleMatches([{ field: 'amount', min: 23.51, max: null }], subject)).toBe(false);
    expect(
      ruleMatches(
        [
          { field: 'account', account_id: 3 },
          { field: 'type', value: 'DESPESA' },
        ],
        subject,
      ),
    ).toBe(true);
    expect(
      ruleMatches(
        [
          { field: 'account', account_id: 3 },
          { field: 'type', value: 'RECEITA' },
        ],
        subject,
      ),
    ).toBe(false);
    expect(ruleMatches([], subject)).toBe(false);
  });
});

describe('runRules', () => {
  it('the first matching rule that sets a field wins; tags add up once; rules that do not match change nothing', () => {
    const outcome = runRules(
      [
        rule(1, [{ field: 'type', value: 'RECEITA' }], { categoryId: 99 }),
        rule(2, [{ field: 'payee', payee_id: 7 }], { tagIds: [5], description: 'Padaria' }),
        rule(3, [{ field: 'account', account_id: 3 }], {
          categoryId: 10,
          tagIds: [5, 6],
          description: 'Outra',
        }),
        rule(4, [{ field: 'account', account_id: 3 }], { categoryId: 11, payeeId: 4 }),
      ],
      subject,
    );
    expect(outcome).toEqual({
      categoryId: 10,
      payeeId: 4,
      tagIds: [5, 6],
      description: 'Padaria',
      ruleIds: [2, 3, 4],
    });
  });
});

/** The rules as they were first written: every condition of every rule on the folded text, one by one. */
function naive(rules: RunnableRule[], subject: RuleSubject) {
  const text = comparable(subject.description);
  const holds = (c: RuleCondition) => {
    switch (c.field) {
      case 'description': {
        const wanted = comparable(c.value);
        if (c.operator === 'equals') return text === wanted;
        return c.operator === 'starts_with' ? text.startsWith(wanted) : text.includes(wanted);
      }
      case 'payee':
        return subject.payeeId === c.payee_id;
      case 'amount':
        return (
          (c.min === null || subject.amountCents >= reaisToCents(c.min)) &&
          (c.max === null || subject.amountCents <= reaisToCents(c.max))
        );
      case 'account':
        return subject.accountId === c.account_id;
      case 'type':
        return subject.type === c.value;
    }
  };
  const matched = rules.filter((r) => r.conditions.length > 0 && r.conditions.every(holds));
  return {
    categoryId: matched.find((r) => r.effects.categoryId !== null)?.effects.categoryId ?? null,
    payeeId: matched.find((r) => r.effects.payeeId !== null)?.effects.payeeId ?? null,
    tagIds: [...new Set(matched.flatMap((r) => r.effects.tagIds))],
    description: matched.find((r) => r.effects.description !== null)?.effects.description ?? null,
    ruleIds: matched.map((r) => r.id),
  };
}

describe('runRules over many rules', () => {
  it('answers as testing every rule in turn would, for any rules (over 32 of them too) and transactions', () => {
    const word = fc.constantFrom('pix', 'PIX', 'enviado', 'padaria', 'São', 'sao', 'joão', 'uber', '*', '');
    const phrase = fc.array(word, { maxLength: 3 }).map((w) => w.join(' '));
    const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
      fc.record({
        field: fc.constant('description' as const),
        operator: fc.constantFrom('contains' as const, 'starts_with' as const, 'equals' as const),
        value: phrase,
      }),
      fc.record({ field: fc.constant('payee' as const), payee_id: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        field: fc.constant('amount' as const),
        min: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        max: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
      }),
      fc.record({ field: fc.constant('account' as const), account_id: fc.integer({ min: 1, max: 2 }) }),
      fc.record({
        field: fc.constant('type' as const),
        value: fc.constantFrom('RECEITA' as const, 'DESPESA' as const),
      }),
    );
    const effects = fc.record({
      categoryId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      payeeId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      tagIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
      description: fc.option(fc.constantFrom('Padaria', 'Uber'), { nil: null }),
    });
    const rules = fc
      .array(fc.record({ conditions: fc.array(condition, { maxLength: 3 }), effects }), { maxLength: 70 })
      .map((list) => list.map((r, i) => ({ id: i + 1, ...r })));
    const subject = fc.record({
      description: fc
        .array(fc.tuple(word, fc.constantFrom(' ', '  ', '\t')), { maxLength: 5 })
        .map((parts) => parts.map(([w, space]) => w + space).join('')),
      payeeId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      amountCents: fc.integer({ min: 0, max: 6_000 }),
      accountId: fc.integer({ min: 1, max: 2 }),
      type: fc.constantFrom('RECEITA' as const, 'DESPESA' as const),
    });
    fc.assert(
      fc.property(rules, fc.array(subject, { minLength: 1, maxLength: 10 }), (list, subjects) => {
        for (const s of subjects) expect(runRules(list, s)).toEqual(naive(list, s));
      }),
      { seed: 30, numRuns: 300 },
    );
  });
});
