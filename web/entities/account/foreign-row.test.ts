import { describe, expect, it } from 'vitest';
import { foreignRowText, transferLegParts, transferLegText } from './foreign-row';

describe('the line of a purchase in another currency', () => {
  it('says the amount there and the rate in reais', () => {
    expect(foreignRowText({ amount: 100, currency: 'USD', rate: '5.8123' })).toBe('US$ 100,00 · R$ 5,8123');
    expect(foreignRowText({ amount: 220000, currency: 'ARS', rate: '0.005593' })).toBe(
      'ARS 220.000,00 · R$ 0,005593',
    );
  });
});

describe('the line of a leg of a transfer between two currencies', () => {
  const leg = { transfer_rate: '5.4321' } as const;
  it('says on the leg the money left what arrived, and the rate per unit of the other currency', () => {
    const itau = {
      ...leg,
      type: 'DESPESA',
      currency: 'BRL',
      transfer_amount: 100,
      transfer_currency: 'USD',
    } as const;
    expect(transferLegText(itau)).toBe('→ US$ 100,00 · R$ 5,4321/US$');
    expect(transferLegParts(itau)?.spoken).toBe('recebido');
  });

  it('says on the leg the money arrived in what left, the rate per unit of its own currency', () => {
    const nomad = {
      ...leg,
      type: 'RECEITA',
      currency: 'EUR',
      transfer_amount: 1543.21,
      transfer_currency: 'BRL',
      transfer_rate: '6.1',
    } as const;
    expect(transferLegText(nomad)).toBe('← R$ 1.543,21 · R$ 6,1000/€');
    expect(transferLegParts(nomad)?.spoken).toBe('enviado');
  });

  it('says the amount alone between two foreign currencies, and nothing on a transfer in one currency', () => {
    expect(
      transferLegText({
        type: 'DESPESA',
        currency: 'USD',
        transfer_amount: 92.5,
        transfer_currency: 'EUR',
        transfer_rate: null,
      }),
    ).toBe('→ € 92,50');
    expect(
      transferLegText({
        type: 'DESPESA',
        currency: 'BRL',
        transfer_amount: null,
        transfer_currency: null,
        transfer_rate: null,
      }),
    ).toBe('');
  });
});
