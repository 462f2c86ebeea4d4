import { describe, expect, it } from 'vitest';
import { lateFeeHint, paidLate, paymentTotalText } from './late-fee';

// SAC_LOAN's instalment 1 (server/test/fixtures/debt.ts): R$ 212,00, due 10/11/2026 here.
const DUE = '2026-11-10';

describe('a late fee in Registrar parcela', () => {
  it('is asked only for a payment after the due date, not on it nor while the date is being typed', () => {
    expect(paidLate('2026-11-11', DUE)).toBe(true);
    expect(paidLate('2026-11-10', DUE)).toBe(false);
    expect(paidLate('2026-11-01', DUE)).toBe(false);
    expect(paidLate('11/11/20', DUE)).toBe(false);
    expect(lateFeeHint(DUE)).toBe(
      'Paga depois do vencimento de 10/11/2026: a multa e os juros entram na mesma despesa.',
    );
  });

  it('the total is the instalment plus the fee as typed, in cents', () => {
    expect(paymentTotalText(212, '', true)).toBe('Total: R$ 212,00');
    expect(paymentTotalText(212, '18', true)).toBe('Total: R$ 230,00');
    expect(paymentTotalText(212, '6,30', true)).toBe('Total: R$ 218,30');
    expect(paymentTotalText(212, '1.234,56', true)).toBe('Total: R$ 1.446,56');
  });

  it('a fee the form would refuse, or one on an on-time payment, adds nothing', () => {
    expect(paymentTotalText(212, 'abc', true)).toBe('Total: R$ 212,00');
    expect(paymentTotalText(212, '-5', true)).toBe('Total: R$ 212,00');
    expect(paymentTotalText(212, '18', false)).toBe('Total: R$ 212,00');
  });
});
