import { describe, expect, it } from 'vitest';
import { CROSS_CURRENCY_MESSAGES } from '../../../common/contract/transactions';
import { transferAmounts } from './currencies';

describe('transferAmounts', () => {
  it('in one currency: one amount on both legs, nothing else taken', () => {
    expect(transferAmounts({ amount: 50.1 }, 'BRL', 'BRL')).toEqual({
      sourceCents: 5010,
      destinationCents: 5010,
      iofCents: 0,
    });
    expect(transferAmounts({ amount: 50, destination_amount: 50 }, 'USD', 'USD')).toEqual({
      refusal: CROSS_CURRENCY_MESSAGES.destinationSameCurrency,
    });
    expect(transferAmounts({ amount: 50, iof: 1 }, 'BRL', 'BRL')).toEqual({
      refusal: CROSS_CURRENCY_MESSAGES.iofSameCurrency,
    });
  });

  it('between two currencies: each leg its own amount, the IOF in cents from reais only', () => {
    expect(transferAmounts({ amount: 5500, destination_amount: 1000, iof: 60.5 }, 'BRL', 'USD')).toEqual({
      sourceCents: 550_000,
      destinationCents: 100_000,
      iofCents: 6050,
    });
    expect(transferAmounts({ amount: 5500 }, 'BRL', 'USD')).toEqual({
      refusal: 'Informe o valor recebido na conta de destino, em US$.',
    });
    expect(transferAmounts({ amount: 200, destination_amount: 1070.4, iof: 4 }, 'USD', 'BRL')).toEqual({
      refusal: CROSS_CURRENCY_MESSAGES.iofNotFromReais,
    });
    expect(transferAmounts({ amount: 200, destination_amount: 180.25 }, 'USD', 'EUR')).toEqual({
      sourceCents: 20_000,
      destinationCents: 18_025,
      iofCents: 0,
    });
  });

  it('a currency without cents (the yen) takes whole units only', () => {
    expect(transferAmounts({ amount: 100, destination_amount: 2900.5 }, 'BRL', 'JPY')).toEqual({
      refusal: 'O valor recebido em JP¥ não tem centavos.',
    });
    expect(transferAmounts({ amount: 100, destination_amount: 2900 }, 'BRL', 'JPY')).toMatchObject({
      destinationCents: 290_000,
    });
  });
});
