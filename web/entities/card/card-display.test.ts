import { describe, expect, it } from 'vitest';
import { availableText, billLeft, billLeftText, billTitle, limitUse } from './card-display';

describe('card display', () => {
  it('names a bill by its month and due date', () => {
    expect(billTitle({ month: '2026-12', due_date: '2026-12-10' })).toBe(
      'Fatura de dezembro de 2026 · vence 10/12/2026',
    );
  });

  it('fills the limit bar by what is used, full when over the limit, and says what is left or exceeded', () => {
    expect(limitUse({ used: 1234.5, credit_limit: 5000 })).toBe(24.7);
    expect(limitUse({ used: 6000, credit_limit: 5000 })).toBe(100);
    expect(availableText({ available: 3765.5 })).toBe('Disponível R$ 3.765,50');
    expect(availableText({ available: -120 })).toBe('Limite excedido em R$ 120,00');
  });

  it('a bill shows what is left to pay, to the cent, and "Paga" once nothing is', () => {
    expect(billLeft({ total: 1004.97, paid: 200.1 })).toBe(804.87);
    expect(billLeft({ total: 1004.97, paid: 1004.97 })).toBe(0);
    expect(billLeft({ total: 100, paid: 150 })).toBe(0);
    expect(billLeftText({ total: 1004.97, paid: 1004.97 })).toBe('Paga');
    expect(billLeftText({ total: 1004.97, paid: 200.1 })).toBe('R$ 804,87');
    expect(billLeftText({ total: 0, paid: 0 })).toBe('R$ 0,00');
  });
});
