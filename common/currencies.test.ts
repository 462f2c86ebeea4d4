import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, isCurrencyCode } from './currencies';

describe('how a person reads an amount in another currency', () => {
  it('writes the currency as pt-BR does', () => {
    expect(formatMoney(123_456, 'BRL')).toBe('R$ 1.234,56');
    expect(formatMoney(123_456, 'USD')).toBe('US$ 1.234,56');
    expect(formatMoney(-990, 'EUR')).toBe('-€ 9,90');
    expect(formatMoney(1_500_000, 'ARS')).toBe('ARS 15.000,00');
    expect(formatMoney(50_000, 'JPY')).toBe('JP¥ 500');
  });

  it('knows only the codes it keeps', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});

describe("a currency's symbol", () => {
  it('is what formatMoney writes before the figure', () => {
    expect(['BRL', 'USD', 'EUR', 'JPY', 'ARS'].map((c) => currencySymbol(c as 'BRL'))).toEqual([
      'R$',
      'US$',
      '€',
      'JP¥',
      'ARS',
    ]);
  });
});
