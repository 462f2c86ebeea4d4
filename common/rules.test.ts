import { describe, expect, it } from 'vitest';
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
