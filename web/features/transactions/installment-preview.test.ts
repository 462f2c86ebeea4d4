import { describe, expect, it } from 'vitest';
import { installmentPreview } from './installment-preview';

const card = { closing_day: 3, due_day: 10 };

describe('installmentPreview', () => {
  it('says how much each installment is and the bill the first falls in', () => {
    expect(installmentPreview('1.234,50', 10, '2026-11-20', card)).toEqual({
      parts: '10x de R$ 123,45',
      bill: 'Fatura de dezembro de 2026 · vence 10/12/2026',
    });
  });

  it('names the first installment when the cents do not divide evenly, and the next bill from the closing day', () => {
    expect(installmentPreview('100,00', 3, '2026-12-03', card)).toEqual({
      parts: '3x de R$ 33,33 (a primeira de R$ 33,34)',
      bill: 'Fatura de janeiro de 2027 · vence 10/01/2027',
    });
  });

  it('says nothing while the amount cannot be divided, and no bill for a card without its days', () => {
    expect(installmentPreview('', 3, '2026-11-20', card)).toBeNull();
    expect(installmentPreview('0,02', 3, '2026-11-20', card)).toBeNull();
    expect(installmentPreview('90,00', 3, '2026-11-20', { closing_day: null, due_day: null })).toEqual({
      parts: '3x de R$ 30,00',
      bill: null,
    });
  });
});
