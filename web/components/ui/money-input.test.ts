import { describe, expect, it } from 'vitest';
import { moneyTextToCents, reaisToMoneyText, sanitizeMoneyText } from './money-input';

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

  it('reads the text as cents', () => {
    expect(moneyTextToCents('1.234,56')).toBe(123456);
    expect(moneyTextToCents('0,1')).toBe(10);
    expect(moneyTextToCents('-50,00')).toBe(-5000);
    expect(moneyTextToCents('')).toBeNull();
  });

  it('shows reais from the API in Brazilian form', () => {
    expect(reaisToMoneyText(1234.5)).toBe('1.234,50');
    expect(reaisToMoneyText(0.1)).toBe('0,10');
  });
});
