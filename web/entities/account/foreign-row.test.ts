import { describe, expect, it } from 'vitest';
import { foreignRowText } from './foreign-row';

describe('the line of a purchase in another currency', () => {
  it('says the amount there and the rate in reais', () => {
    expect(foreignRowText({ amount: 100, currency: 'USD', rate: '5.8123' })).toBe('US$ 100,00 · R$ 5,8123');
    expect(foreignRowText({ amount: 220000, currency: 'ARS', rate: '0.005593' })).toBe(
      'ARS 220.000,00 · R$ 0,005593',
    );
  });
});
