import { describe, expect, it } from 'vitest';
import { effectiveRateText } from './effective-rate';

describe('the effective rate of a transfer between two currencies', () => {
  it('R$ 5.412,00 for US$ 1.000,00 is R$ 5,4120 per dollar; R$ 60,50 of IOF makes it R$ 5,4725', () => {
    const sent = { hundredths: 541_200, currency: 'BRL' } as const;
    const received = { hundredths: 100_000, currency: 'USD' } as const;
    expect(effectiveRateText(sent, received, null)).toBe('Cotação efetiva: R$ 5,4120 por US$ 1');
    expect(effectiveRateText(sent, received, 6050)).toBe(
      'Cotação efetiva: R$ 5,4120 por US$ 1 (R$ 5,4725 com o IOF)',
    );
  });

  it('dollars back to reais are still reais per dollar; six decimals stay; two foreign currencies, what was sent per unit received', () => {
    expect(
      effectiveRateText(
        { hundredths: 20_000, currency: 'USD' },
        { hundredths: 107_040, currency: 'BRL' },
        null,
      ),
    ).toBe('Cotação efetiva: R$ 5,3520 por US$ 1');
    expect(
      effectiveRateText(
        { hundredths: 100_000, currency: 'BRL' },
        { hundredths: 30_000, currency: 'EUR' },
        null,
      ),
    ).toBe('Cotação efetiva: R$ 3,333333 por € 1');
    expect(
      effectiveRateText(
        { hundredths: 10_000, currency: 'USD' },
        { hundredths: 9_012, currency: 'EUR' },
        null,
      ),
    ).toBe('Cotação efetiva: US$ 1,109632 por € 1');
  });

  it('says nothing while an amount is missing', () => {
    expect(
      effectiveRateText({ hundredths: null, currency: 'BRL' }, { hundredths: 100, currency: 'USD' }, null),
    ).toBeNull();
    expect(
      effectiveRateText({ hundredths: 100, currency: 'BRL' }, { hundredths: 0, currency: 'USD' }, null),
    ).toBeNull();
  });
});
