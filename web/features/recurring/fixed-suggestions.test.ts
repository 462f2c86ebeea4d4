import { describe, expect, it } from 'vitest';
import {
  type FixedSuggestion,
  type RecurringItem,
  recurringCreateBody,
} from '../../../common/contract/recurring';
import { subscriptionsOf, suggestionBody, suggestionMonthsText } from './fixed-suggestions';

const netflix: FixedSuggestion = {
  key: 'DESPESA:p12',
  type: 'DESPESA',
  description: 'NETFLIX.COM',
  accountId: 4,
  amount: 55.9,
  categoryId: 9,
  payeeId: 12,
  payeeName: 'Netflix',
  dueDay: 15,
  months: ['2026-09', '2026-10', '2026-11'],
  variableAmount: false,
  yearlyCost: 670.8,
  seenThisMonth: true,
};

describe('a fixed item suggested from the history', () => {
  it('says the months it was seen in', () => {
    expect(suggestionMonthsText(netflix.months)).toBe('Visto em setembro, outubro e novembro');
    expect(suggestionMonthsText(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02'])).toBe(
      'Visto em 5 meses, de outubro de 2026 a fevereiro de 2027',
    );
  });

  it('is made a fixed item of the latest amount on its day, this month’s counted paid and not recorded again', () => {
    const body = suggestionBody(netflix);
    expect(body).toEqual({
      type: 'DESPESA',
      account_id: 4,
      amount: 55.9,
      description: 'NETFLIX.COM',
      category_id: 9,
      payee_id: 12,
      due_day: 15,
      variable_amount: false,
      paid_this_month: true,
      record_payment: false,
    });
    expect(recurringCreateBody.safeParse(body).success).toBe(true);
    const energy = suggestionBody({ ...netflix, variableAmount: true, seenThisMonth: false });
    expect(energy).toMatchObject({ variable_amount: true });
    expect(energy).not.toHaveProperty('paid_this_month');
    expect(recurringCreateBody.safeParse(energy).success).toBe(true);
  });
});

const item = (over: Partial<RecurringItem>): RecurringItem =>
  ({
    id: 1,
    type: 'DESPESA',
    kind: 'fixo',
    amount: 10,
    description: 'Item',
    interval_count: 1,
    account_currency: 'BRL',
    ...over,
  }) as RecurringItem;

describe('Assinaturas', () => {
  it('each gasto fixo’s cost in a year, largest first, and the total in reais', () => {
    const { list, totalYearly, foreign } = subscriptionsOf([
      item({ id: 1, description: 'Netflix', amount: 55.9 }),
      item({ id: 2, description: 'Aluguel', amount: 2200 }),
      item({ id: 3, description: 'IPVA', amount: 600, interval_count: 12 }),
      item({ id: 4, description: 'Boleto', amount: 99, kind: 'conta' }),
      item({ id: 5, description: 'Salário', amount: 6500, type: 'RECEITA' }),
      item({ id: 6, description: 'iCloud', amount: 2.99, account_currency: 'USD' }),
    ]);
    expect(list.map((s) => [s.item.description, s.yearly])).toEqual([
      ['Aluguel', 26400],
      ['Netflix', 670.8],
      ['IPVA', 600],
      ['iCloud', 35.88],
    ]);
    expect(totalYearly).toBe(27670.8);
    expect(foreign).toBe(1);
  });
});
