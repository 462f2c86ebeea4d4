import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './contract/accounts';
import { isMoneyAccount, isMoneyAccountType } from './money-accounts';

describe('an account that holds everyday money', () => {
  it('is cash, checking, savings or wallet; never a card nor an investment account', () => {
    expect(ACCOUNT_TYPES.filter(isMoneyAccountType)).toEqual(['cash', 'checking', 'savings', 'wallet']);
    expect(isMoneyAccountType('investment')).toBe(false);
    expect(isMoneyAccountType('credit_card')).toBe(false);
  });

  it('counts in "Saldo em contas" only while active', () => {
    expect(isMoneyAccount({ type: 'savings', archived: false })).toBe(true);
    expect(isMoneyAccount({ type: 'savings', archived: true })).toBe(false);
    expect(isMoneyAccount({ type: 'investment', archived: false })).toBe(false);
    expect(isMoneyAccount({ type: 'credit_card', archived: false })).toBe(false);
  });
});
