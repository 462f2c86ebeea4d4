import { describe, expect, it } from 'vitest';
import { sanitizeMoneyText } from './money-input';

describe('money input text', () => {
  it('keeps only digits, one comma and at most two decimals', () => {
    expect(sanitizeMoneyText('12a3,456')).toBe('123,45');
    expect(sanitizeMoneyText('1.234,5')).toBe('1.234,5');
    expect(sanitizeMoneyText('R$ 10,00')).toBe('10,00');
    expect(sanitizeMoneyText('1,2,3')).toBe('1,23');
  });

  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitizeMoneyText('-50,00')).toBe('50,00');
    expect(sanitizeMoneyText('-50,00', true)).toBe('-50,00');
  });
});
