import { describe, expect, it } from 'vitest';
import {
  formatAveragePrice,
  formatDecimal,
  formatQuantity,
  formatUnitPrice,
  settledDecimalText,
} from './decimal-text';

describe('formatQuantity', () => {
  it('writes whole units without decimals and groups thousands', () => {
    expect(formatQuantity('100.00000000')).toBe('100');
    expect(formatQuantity('1500')).toBe('1.500');
    expect(formatQuantity('1234567.5')).toBe('1.234.567,5');
  });

  it('keeps every digit of a crypto fraction', () => {
    expect(formatQuantity('0.00012345')).toBe('0,00012345');
    expect(formatQuantity('0.10000000')).toBe('0,1');
  });

  it('answers text that is not a decimal as it came', () => {
    expect(formatDecimal('abc')).toBe('abc');
  });
});

describe('formatUnitPrice', () => {
  it('shows the cents always and more digits when the price has them', () => {
    expect(formatUnitPrice('31.25000000')).toBe('R$ 31,25');
    expect(formatUnitPrice('30')).toBe('R$ 30,00');
    expect(formatUnitPrice('350000.5')).toBe('R$ 350.000,50');
    expect(formatUnitPrice('0.00012345')).toBe('R$ 0,00012345');
  });

  it('writes a price abroad in its own currency: a US$ account holds VOO at dollars a share', () => {
    expect(formatUnitPrice('512.30000000', 'USD')).toBe('US$ 512,30');
    expect(formatUnitPrice('0.5', 'EUR')).toBe('€ 0,50');
    expect(formatUnitPrice('1500', 'JPY')).toBe('JP¥ 1.500');
  });
});

describe('formatAveragePrice', () => {
  it('rounds an average of a real or more to the cent, half up', () => {
    expect(formatAveragePrice('120.32666667')).toBe('R$ 120,33');
    expect(formatAveragePrice('30.04900000')).toBe('R$ 30,05');
    expect(formatAveragePrice('30.04499999')).toBe('R$ 30,04');
    expect(formatAveragePrice('389712.43418388')).toBe('R$ 389.712,43');
  });

  it('keeps every digit below a real', () => {
    expect(formatAveragePrice('0.12345678')).toBe('R$ 0,12345678');
  });

  it('rounds an average in another currency to its cent too', () => {
    expect(formatAveragePrice('433.33333333', 'USD')).toBe('US$ 433,33');
  });
});

describe('settledDecimalText', () => {
  it('writes back what the contract reads, with a comma and no thousands', () => {
    expect(settledDecimalText('31,25')).toBe('31,25');
    expect(settledDecimalText('31.25')).toBe('31,25');
    expect(settledDecimalText('1500')).toBe('1500');
    expect(settledDecimalText('1.234,5')).toBe('1234,5');
    expect(settledDecimalText('0.00012345')).toBe('0,00012345');
    expect(settledDecimalText('100,000')).toBe('100');
  });

  it('leaves text it cannot read as typed, for the message', () => {
    expect(settledDecimalText('1,2,3')).toBe('1,2,3');
    expect(settledDecimalText('')).toBe('');
    expect(settledDecimalText('0,123456789')).toBe('0,123456789');
  });
});
