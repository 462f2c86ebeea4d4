import { describe, expect, it } from 'vitest';
import { budgetAmountProblem, budgetForm, toBudgetBody } from './budget-form';

describe('budget add form', () => {
  it('requires a category and an amount', () => {
    const result = budgetForm.safeParse({ categoryId: '', amount: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['categoryId', 'Selecione uma categoria'],
      ['amount', 'Informe um valor'],
    ]);
  });

  it('refuses zero and text that is not an amount', () => {
    expect(budgetAmountProblem('0,00')).toBe('O valor deve ser maior que zero');
    expect(budgetAmountProblem('abc')).toBe('Informe um valor');
    expect(budgetAmountProblem('1.500,75')).toBeNull();
  });

  it('sends reais for the selected month', () => {
    expect(toBudgetBody(budgetForm.parse({ categoryId: '7', amount: '1.500,75' }), '2026-05-01')).toEqual({
      categoryId: 7,
      month: '2026-05-01',
      amount: 1500.75,
    });
  });
});
