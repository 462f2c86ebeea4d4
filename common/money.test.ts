import { describe, expect, it } from 'vitest';
import {
  centsToInputText,
  centsToReais,
  formatCents,
  formatCompactReais,
  hasAtMostTwoDecimals,
  jsonReaisToCents,
  parseAmount,
  parseCurrencyAmount,
  parsePastedAmount,
  plainAmountText,
  reaisToCents,
  roundToCents,
  sumCents,
  sumReais,
} from './money';

describe('formatCents', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(-1050)).toBe('-R$ 10,50');
    expect(formatCents(99_999_999_999_999)).toBe('R$ 999.999.999.999,99');
  });
});

describe('formatCompactReais', () => {
  it('writes axis money short, in pt-BR, with spaces that do not break', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatCompactReais(7500))).toBe('R$ 7,5 mil');
    expect(plain(formatCompactReais(10_000))).toBe('R$ 10 mil');
    expect(plain(formatCompactReais(1_250_000))).toBe('R$ 1,3 mi');
    expect(plain(formatCompactReais(-2500))).toBe('-R$ 2,5 mil');
    expect(plain(formatCompactReais(950))).toBe('R$ 950');
    expect(formatCompactReais(7500)).not.toContain(' ');
  });
});

describe('wire conversion', () => {
  it('turns reais into exact cents and back', () => {
    expect(reaisToCents(150.75)).toBe(15075);
    expect(reaisToCents(0.1)).toBe(10);
    expect(reaisToCents(1.005 * 100) / 100).toBe(100.5);
    expect(centsToReais(15075)).toBe(150.75);
  });

  it('ten times R$ 0,10 is exactly R$ 1,00', () => {
    expect(sumCents(Array.from({ length: 10 }, () => reaisToCents(0.1)))).toBe(100);
  });

  it('knows how many decimals a number has', () => {
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(10.5)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(10.555)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('parseAmount', () => {
  it('reads Brazilian text', () => {
    expect(parseAmount('1.234,56')).toBe(123456);
    expect(parseAmount('R$ 1.234,56')).toBe(123456);
    expect(parseAmount('R$1.234.567,8')).toBe(123456780);
    expect(parseAmount('10,5')).toBe(1050);
    expect(parseAmount('1.234')).toBe(123400);
    expect(parseAmount('0,01')).toBe(1);
  });

  it('reads dotted decimals', () => {
    expect(parseAmount('1234.56')).toBe(123456);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('1,234.56')).toBe(123456);
    expect(parseAmount('-45.90')).toBe(-4590);
  });

  it('reads signs and parentheses', () => {
    expect(parseAmount('-10,00')).toBe(-1000);
    expect(parseAmount('(10,00)')).toBe(-1000);
    expect(parseAmount('(R$ 1.000,00)')).toBe(-100000);
    expect(parseAmount('R$ -5,00')).toBe(-500);
    expect(parseAmount('10,00-')).toBe(-1000);
    expect(parseAmount('+7,25')).toBe(725);
  });

  it('follows a forced format', () => {
    expect(parseAmount('1.23', 'dot')).toBe(123);
    expect(parseAmount('1.234', 'dot')).toBeNull();
    expect(parseAmount('1,5', 'comma')).toBe(150);
    expect(parseAmount('1.234,56', 'comma')).toBe(123456);
    expect(parseAmount('1,234.56', 'dot')).toBe(123456);
  });

  it('reads a final dot before one or two digits as decimals even when the comma is the format', () => {
    expect(parseAmount('45.90', 'comma')).toBe(4590);
    expect(parseAmount('45.9', 'comma')).toBe(4590);
    expect(parseAmount('-80.5', 'comma')).toBe(-8050);
    expect(parseAmount('1.234.56', 'comma')).toBe(123456);
    expect(parseAmount('1.234.56')).toBe(123456);
    expect(parseAmount('R$ 45.90', 'comma')).toBe(4590);
    // Three digits after the dot are thousands, one dot or several.
    expect(parseAmount('1.500', 'comma')).toBe(150000);
    expect(parseAmount('1.234.567', 'comma')).toBe(123456700);
    expect(parseAmount('1.500')).toBe(150000);
    // With a comma the dots are thousands and nothing changes.
    expect(parseAmount('3.250,40', 'comma')).toBe(325040);
    expect(parseAmount('12.5,40', 'comma')).toBeNull();
  });

  it('reads what a money input holds (comma for cents), signed', () => {
    expect(parseAmount('0,1', 'comma')).toBe(10);
    expect(parseAmount('-50,00', 'comma')).toBe(-5000);
    expect(parseAmount('', 'comma')).toBeNull();
  });

  it('answers null for what is not an amount', () => {
    for (const text of [
      '',
      '   ',
      'abc',
      '1,2,3',
      '12,345',
      '1.2.3,4,5',
      '--5',
      'R$',
      '1e5',
      'NaN',
      '1,234.5,6',
      '12.34.56',
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('refuses more than two decimals and amounts of R$ 1 trillion or more', () => {
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('1000000000000,00')).toBeNull();
    expect(parseAmount('999.999.999.999,99')).toBe(99_999_999_999_999);
  });
});

describe('parsePastedAmount', () => {
  it('reads both separators the way a person means them: the last one before 1-2 digits is the decimal', () => {
    expect(parsePastedAmount('1,234.50')).toBe(123450);
    expect(parsePastedAmount('1.234,50')).toBe(123450);
    expect(parsePastedAmount('R$ 1.234,50')).toBe(123450);
    expect(parsePastedAmount(' R$\u00a01.234,5 ')).toBe(123450);
    expect(parsePastedAmount('1,234,567.8')).toBe(123456780);
    expect(parsePastedAmount('-1,234.50')).toBe(-123450);
    expect(parsePastedAmount('US$ 1,234.50')).toBeNull();
  });

  it('leaves to the typed reading text with one kind of separator, or whose last one is not a decimal', () => {
    expect(parsePastedAmount('1234,50')).toBeNull();
    expect(parsePastedAmount('1234.50')).toBeNull();
    expect(parsePastedAmount('1.234')).toBeNull();
    expect(parsePastedAmount('1.234,567')).toBeNull();
    expect(parsePastedAmount('1,23.4.5')).toBeNull();
    expect(parsePastedAmount('12,34.56')).toBeNull();
  });
});

describe('centsToInputText', () => {
  it('writes what a money input shows', () => {
    expect(centsToInputText(123456)).toBe('1.234,56');
    expect(centsToInputText(-50)).toBe('-0,50');
    expect(parseAmount(centsToInputText(987654321))).toBe(987654321);
  });

  it('shows reais from the API in Brazilian form', () => {
    expect(centsToInputText(reaisToCents(1234.5))).toBe('1.234,50');
    expect(centsToInputText(reaisToCents(0.1))).toBe('0,10');
  });
});

describe('sumReais', () => {
  it('adds reais as integer cents', () => {
    expect(sumReais([0.1, 0.2])).toBe(0.3);
    expect(sumReais([1500, 99.9, 50])).toBe(1649.9);
    expect(sumReais([])).toBe(0);
  });
});

describe('roundToCents', () => {
  it('rounds a float of reais to the nearest cent, unchecked', () => {
    expect(roundToCents(150.75)).toBe(15075);
    expect(roundToCents(12.299999999999999)).toBe(1230);
    expect(roundToCents(-10.5)).toBe(-1050);
    expect(roundToCents(Number.NaN)).toBeNaN();
  });
});

describe('plainAmountText', () => {
  it('writes signed cents with no thousands separator, a comma or a dot before the cents', () => {
    expect(plainAmountText(123456)).toBe('1234,56');
    expect(plainAmountText(-5)).toBe('-0,05');
    expect(plainAmountText(0)).toBe('0,00');
    expect(plainAmountText(-0)).toBe('0,00');
    expect(plainAmountText(-123450, '.')).toBe('-1234.50');
    expect(plainAmountText(99_999_999_999_999)).toBe('999999999999,99');
  });
});

describe('parseCurrencyAmount', () => {
  it('reads an amount in the currency format a person chose in another app', () => {
    expect(parseCurrencyAmount('R$1.234,56')).toBe(123456);
    expect(parseCurrencyAmount('$1,234.56')).toBe(123456);
    expect(parseCurrencyAmount('1 234,56 €')).toBe(123456);
    expect(parseCurrencyAmount("CHF1'234.50")).toBe(123450);
    expect(parseCurrencyAmount('-R$0,50')).toBe(-50);
    expect(parseCurrencyAmount('R$-12,30')).toBe(-1230);
    expect(parseCurrencyAmount('-$0.00')).toBe(0);
  });

  it('hands other texts to parseAmount and refuses what is not an amount', () => {
    expect(parseCurrencyAmount('€1.234')).toBe(123400);
    expect(parseCurrencyAmount('R$12.345.678.901.234,00')).toBeNull();
    expect(parseCurrencyAmount('abc')).toBeNull();
  });
});

describe('jsonReaisToCents', () => {
  it('reads the number as written, not multiplied: 1.005 is R$ 1,01 half up, 1234.56 is 123456 cents', () => {
    expect(jsonReaisToCents(1234.56)).toBe(123456);
    expect(jsonReaisToCents(1.005)).toBe(101);
    expect(jsonReaisToCents(0.1 + 0.2)).toBe(30);
    expect(jsonReaisToCents(7)).toBe(700);
    expect(jsonReaisToCents(1e-7)).toBe(0);
  });

  it('answers null for what no amount is: negative, infinite, past the largest', () => {
    expect(jsonReaisToCents(-1)).toBeNull();
    expect(jsonReaisToCents(Number.NaN)).toBeNull();
    expect(jsonReaisToCents(1e21)).toBeNull();
    expect(jsonReaisToCents(1_000_000_000_000_000)).toBeNull();
  });
});
