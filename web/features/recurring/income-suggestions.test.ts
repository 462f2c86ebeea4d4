import { describe, expect, it } from 'vitest';
import { type IncomeSuggestion, recurringCreateBody } from '../../../common/contract/recurring';
import { incomeSuggestionBody, incomeSuggestionText } from './income-suggestions';

const salary: IncomeSuggestion = {
  description: 'SALARIO ACME LTDA',
  accountId: 4,
  amount: 5610.4,
  categoryId: 9,
  payeeId: null,
  payeeName: null,
  dueDay: 5,
  months: ['2026-09', '2026-10', '2026-11'],
  receivedThisMonth: true,
};

describe('a receita fixa suggested from three months of an income', () => {
  it('says when it came and how much', () => {
    expect(incomeSuggestionText(salary)).toBe(
      'SALARIO ACME LTDA entrou em setembro, outubro e novembro (R$ 5.610,40 em novembro, dia 5).',
    );
  });

  it('creates the receita fixa of the latest month, this month’s counted received and not recorded again', () => {
    const body = incomeSuggestionBody(salary);
    expect(body).toEqual({
      type: 'RECEITA',
      account_id: 4,
      amount: 5610.4,
      description: 'SALARIO ACME LTDA',
      category_id: 9,
      payee_id: null,
      due_day: 5,
      paid_this_month: true,
      record_payment: false,
    });
    expect(recurringCreateBody.safeParse(body).success).toBe(true);
    // Not come yet this month: expected on its day, nothing said about this month.
    const waiting = incomeSuggestionBody({
      ...salary,
      receivedThisMonth: false,
      months: ['2026-08', '2026-09', '2026-10'],
    });
    expect(waiting).not.toHaveProperty('paid_this_month');
    expect(recurringCreateBody.safeParse(waiting).success).toBe(true);
  });
});
