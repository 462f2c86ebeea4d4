import { describe, expect, it } from 'vitest';
import { convertToCents, formatMoney, isCurrencyCode } from './currencies';

describe('an amount in another currency in reais', () => {
  it('multiplies exactly and rounds half away from zero to the cent', () => {
    // US$ 100,00 at R$ 5,3245: 100 × 5,3245 = R$ 532,45.
    expect(convertToCents(10_000, '5.3245')).toBe(53_245);
    // US$ 12,34 at 5,3245: 65,704330 → R$ 65,70.
    expect(convertToCents(1_234, '5.3245')).toBe(6_570);
    // US$ 0,10 at 5,5555: 0,55555 → R$ 0,56 (the half cent goes up).
    expect(convertToCents(10, '5.5555')).toBe(56);
    // A debt of US$ 0,10 at 5,5555: −R$ 0,56, the same size.
    expect(convertToCents(-10, '5.5555')).toBe(-56);
    // US$ 1.000.000,00 at 5,3245: R$ 5.324.500,00, no float drift at any size.
    expect(convertToCents(100_000_000, '5.3245')).toBe(532_450_000);
    // ¥ 500 at 0,035412: R$ 17,706 → R$ 17,71.
    expect(convertToCents(50_000, '0.035412')).toBe(1_771);
  });

  it('refuses what is not a rate', () => {
    expect(() => convertToCents(100, '5,32')).toThrow(RangeError);
    expect(() => convertToCents(100, '-1')).toThrow(RangeError);
  });
});

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
