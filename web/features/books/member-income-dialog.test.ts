import { describe, expect, it } from 'vitest';
import { memberIncomeBody } from '../../../common/contract/household';
import { readIncome } from './member-income-dialog';

describe("a person's monthly income", () => {
  it('is the money typed, or none when left blank', () => {
    expect(readIncome('6.500,00')).toEqual({ income: 6500 });
    expect(readIncome('  ')).toEqual({ income: null });
    expect(memberIncomeBody.parse({ bookId: 1, userId: 2, ...readIncome('') })).toEqual({
      bookId: 1,
      userId: 2,
      income: null,
    });
  });

  it('says what is wrong in the contract words', () => {
    expect(readIncome('0,00')).toEqual({ error: 'O valor deve ser maior que zero' });
  });
});
