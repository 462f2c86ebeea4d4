import { describe, expect, it } from 'vitest';
import type { RuleChange } from '../../../common/contract/rules';
import {
  type ApplyChoice,
  appliedText,
  applyBody,
  changeLines,
  moreText,
  previewCountText,
} from './apply-display';

const choice: ApplyChoice = {
  ruleId: null,
  period: 'all',
  from: '2026-05-01',
  to: '2026-05-20',
  includeCategorized: false,
};

describe('applying rules', () => {
  it('asks for all history, or the dates given, and only rows without a category unless told', () => {
    expect(applyBody(choice)).toEqual({ only_uncategorized: true });
    expect(applyBody({ ...choice, ruleId: 4, period: 'range', includeCategorized: true })).toEqual({
      rule_id: 4,
      from: '2026-05-01',
      to: '2026-05-20',
      only_uncategorized: false,
    });
    expect(applyBody({ ...choice, period: 'range', from: '' })).toEqual({
      to: '2026-05-20',
      only_uncategorized: true,
    });
  });

  it('counts in words, singular and plural, and what the list leaves out', () => {
    expect(previewCountText(0)).toBe('Nenhuma transação seria alterada.');
    expect(previewCountText(1)).toBe('1 transação será alterada');
    expect(previewCountText(350)).toBe('350 transações serão alteradas');
    expect(appliedText(1)).toBe('1 transação atualizada');
    expect(appliedText(12)).toBe('12 transações atualizadas');
    expect(moreText(350, 200)).toBe('e mais 150');
    expect(moreText(3, 3)).toBeNull();
  });

  it('lists only the fields that change, a missing name in words', () => {
    const change: RuleChange = {
      id: 1,
      date: '2026-05-02',
      amount: 23.9,
      type: 'DESPESA',
      account_name: 'Nubank',
      before: { description: 'UBER *TRIP', category_name: null, payee_name: 'Uber' },
      after: {
        description: 'UBER *TRIP',
        category_name: 'Transporte',
        payee_name: 'Uber',
        added_tags: ['app'],
      },
    };
    expect(changeLines(change)).toEqual([
      { label: 'Categoria', before: 'Sem categoria', after: 'Transporte' },
    ]);
    expect(
      changeLines({
        ...change,
        before: { ...change.before, payee_name: null },
        after: { ...change.after, category_name: null, description: 'Uber' },
      }),
    ).toEqual([
      { label: 'Favorecido', before: 'Nenhum', after: 'Uber' },
      { label: 'Descrição', before: 'UBER *TRIP', after: 'Uber' },
    ]);
  });
});
