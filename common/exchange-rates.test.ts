import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from './currencies';
import {
  convertToCents,
  currencyMessage,
  decimalText,
  EXCHANGE_RATE_MESSAGES,
  foreignAmountMessage,
  formatRate,
  impliedRate,
  parseRate,
  rateMessage,
  reaisAt,
  spreadOver,
} from './exchange-rates';

describe('rateMessage', () => {
  it('accepts a rate with a comma or a dot, up to six decimals, from 0,0001 to 100.000', () => {
    for (const text of ['5,8123', '5.8123', ' 6 ', '0,0001', '100000', '0,000123', '5,812300']) {
      expect(rateMessage(text)).toBeNull();
    }
  });

  it('says what is wrong with one that is not', () => {
    expect(rateMessage('')).toBe(EXCHANGE_RATE_MESSAGES.empty);
    expect(rateMessage('abc')).toBe(EXCHANGE_RATE_MESSAGES.notANumber);
    expect(rateMessage('1.234,56')).toBe(EXCHANGE_RATE_MESSAGES.notANumber);
    expect(rateMessage('0')).toBe(EXCHANGE_RATE_MESSAGES.zero);
    expect(rateMessage('0,000000')).toBe(EXCHANGE_RATE_MESSAGES.zero);
    expect(rateMessage('-5,8')).toBe(EXCHANGE_RATE_MESSAGES.negative);
    expect(rateMessage('5,8123456')).toBe(EXCHANGE_RATE_MESSAGES.tooManyDecimals);
    expect(rateMessage('0,00009')).toBe(EXCHANGE_RATE_MESSAGES.outOfRange);
    expect(rateMessage('100000,01')).toBe(EXCHANGE_RATE_MESSAGES.outOfRange);
  });
});

describe('parseRate', () => {
  it('holds a rate in millionths of a real: 5,8123 -> 5.812.300', () => {
    expect(parseRate('5,8123')).toBe(5_812_300n);
    expect(parseRate('0,0001')).toBe(100n);
    expect(() => parseRate('-1')).toThrow(EXCHANGE_RATE_MESSAGES.negative);
  });
});

describe('foreignAmountMessage and currencyMessage', () => {
  it('accepts 1 to MAX_CENTS hundredths, whole units for a currency without a minor unit', () => {
    expect(foreignAmountMessage(1)).toBeNull();
    expect(foreignAmountMessage(99_999_999_999_999)).toBeNull();
    expect(foreignAmountMessage(0)).toBe(EXCHANGE_RATE_MESSAGES.foreignAmount);
    expect(foreignAmountMessage(100_000_000_000_000)).toBe(EXCHANGE_RATE_MESSAGES.foreignAmount);
    expect(foreignAmountMessage(1.5)).toBe(EXCHANGE_RATE_MESSAGES.foreignAmount);
    expect(foreignAmountMessage(150_000, 'JPY')).toBeNull();
    expect(foreignAmountMessage(150_050, 'JPY')).toBe('Iene não tem centavos: informe um valor inteiro.');
  });

  it('answers the currencies module’s message for an unknown code', () => {
    expect(currencyMessage('USD')).toBeNull();
    expect(currencyMessage('XYZ')).toBe(CURRENCY_MESSAGES.unknown);
    expect(currencyMessage(undefined)).toBe(CURRENCY_MESSAGES.unknown);
  });
});

describe('the exact arithmetic', () => {
  it('converts half up to the cent: US$ 0,01 at 5,5 = 5,5 cents -> 6; at 5,4999 = 5,4999 -> 5', () => {
    expect(convertToCents(1, 5_500_000n)).toBe(6);
    expect(convertToCents(1, 5_499_900n)).toBe(5);
  });

  it('converts past 2^53 exactly: 99.999.999.999.999 hundredths at 3,333333 = 333.333.299.999.996,67 -> …997', () => {
    // 99.999.999.999.999 × 3.333.333 = 333.333.299.999.996.666.667 millionths of a cent; / 10^6 -> …996,666667 -> …997.
    expect(convertToCents(99_999_999_999_999, 3_333_333n)).toBe(333_333_299_999_997);
  });

  it('writes the implied rate to six decimals, half up: 2 / 3 = 0,666667; 1 / 8 = 0,125', () => {
    expect(impliedRate(2, 3)).toBe('0.666667');
    expect(impliedRate(1, 8)).toBe('0.125');
    expect(decimalText(6_000_000n, 6)).toBe('6');
    expect(formatRate('5.8123')).toBe('5,8123');
    // As the PTAX is published, four decimals at least: 440 ÷ 80 is 5,5000; the peso keeps its six.
    expect(formatRate('5.5')).toBe('5,5000');
    expect(formatRate('0.005593')).toBe('0,005593');
  });

  it('writes a spread with two decimals always: 5,70 over 5,00 is 14,00%', () => {
    // 570 cents for 100 hundredths = 5,70; 5,70 / 5,00 = 1,14 -> 14,00%.
    expect(spreadOver(570, 100, 5_000_000n)).toEqual({ basisPoints: 1400, text: '14,00%' });
    // At the half: 5,000250 over 5,00 = 1,00005 -> 0,005% -> 0,01% (half away from zero); below, −0,01%.
    expect(spreadOver(500_025, 100_000, 5_000_000n).basisPoints).toBe(1);
    expect(spreadOver(499_975, 100_000, 5_000_000n).basisPoints).toBe(-1);
  });
});

describe('an amount in another currency in reais at a kept rate', () => {
  it('multiplies exactly and rounds half away from zero to the cent', () => {
    // US$ 100,00 at R$ 5,3245: 100 × 5,3245 = R$ 532,45.
    expect(reaisAt(10_000, '5.3245')).toBe(53_245);
    // US$ 12,34 at 5,3245: 65,704330 → R$ 65,70.
    expect(reaisAt(1_234, '5.3245')).toBe(6_570);
    // US$ 0,10 at 5,5555: 0,55555 → R$ 0,56 (the half cent goes up).
    expect(reaisAt(10, '5.5555')).toBe(56);
    // A debt of US$ 0,10 at 5,5555: −R$ 0,56, the same size.
    expect(reaisAt(-10, '5.5555')).toBe(-56);
    // US$ 1.000.000,00 at 5,3245: R$ 5.324.500,00, no float drift at any size.
    expect(reaisAt(100_000_000, '5.3245')).toBe(532_450_000);
    // ¥ 500 at 0,035412: R$ 17,706 → R$ 17,71.
    expect(reaisAt(50_000, '0.035412')).toBe(1_771);
  });

  it('refuses what is not a rate', () => {
    expect(() => reaisAt(100, '-1')).toThrow(RangeError);
  });
});
