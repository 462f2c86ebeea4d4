import { describe, expect, it } from 'vitest';
import { anticipationSummary, billMonthName, planAnticipation } from './anticipation';

describe('planAnticipation', () => {
  it('moves the last installments; without a discount their amounts stay as they are', () => {
    expect(planAnticipation([1001, 1000, 1000], 2, 0)).toEqual({
      count: 2,
      totalCents: 2000,
      discountCents: 0,
      amounts: [1000, 1000],
    });
  });

  it('spreads the discount over them to the cent, the remainder on the first', () => {
    const plan = planAnticipation(Array(9).fill(34_999), 9, 3000);
    expect(plan?.totalCents).toBe(314_991);
    expect(plan?.amounts).toEqual([34_671, ...Array(8).fill(34_665)]);
    expect(plan?.amounts.reduce((a, b) => a + b, 0)).toBe(314_991 - 3000);
  });

  it('refuses a count out of range and a discount that would leave an installment without a cent', () => {
    expect(planAnticipation([100, 100], 3, 0)).toBeNull();
    expect(planAnticipation([100, 100], 0, 0)).toBeNull();
    expect(planAnticipation([1, 1], 2, 1)).toBeNull();
    expect(planAnticipation([100, 100], 2, 198)?.amounts).toEqual([1, 1]);
    expect(planAnticipation([100, 100], 2, 199)).toBeNull();
  });
});

describe('anticipationSummary', () => {
  it('says how many, how much and in which bill, and the discount when there is one', () => {
    const plan = planAnticipation(Array(9).fill(34_999), 9, 3000)!;
    expect(anticipationSummary(plan, '2026-12')).toBe(
      '9 parcelas, R$ 3.149,91 na fatura de dezembro; desconto R$ 30,00 (a fatura recebe R$ 3.119,91)',
    );
    expect(anticipationSummary(planAnticipation([5000], 1, 0)!, '2027-03')).toBe(
      '1 parcela, R$ 50,00 na fatura de março',
    );
    expect(billMonthName('2027-01')).toBe('fatura de janeiro');
  });
});
