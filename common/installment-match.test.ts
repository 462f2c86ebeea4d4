import { describe, expect, it } from 'vitest';
import { withoutInstallmentMarker } from './csv/installment';
import { type InstallmentLine, matchInstallment, type StoredInstallment } from './installment-match';

const stored = (number: number, bill: string, extra: Partial<StoredInstallment> = {}): StoredInstallment => ({
  id: number,
  accountId: 1,
  amountCents: 12_345,
  description: 'Geladeira Brastemp',
  bill,
  number,
  count: 10,
  ...extra,
});
const purchase = Array.from({ length: 10 }, (_, i) =>
  stored(i + 1, `2027-${String(i + 1).padStart(2, '0')}`),
);
const line = (extra: Partial<InstallmentLine>): InstallmentLine => ({
  accountId: 1,
  amountCents: 12_345,
  description: 'GELADEIRA BRASTEMP - Parcela 3/10',
  bill: '2027-03',
  number: 3,
  count: 10,
  ...extra,
});

describe('withoutInstallmentMarker', () => {
  it('keeps the purchase’s words', () => {
    expect(withoutInstallmentMarker('Loja - Parcela 3/10')).toBe('Loja');
    expect(withoutInstallmentMarker('LOJA XYZ 03/10')).toBe('LOJA XYZ');
    expect(withoutInstallmentMarker('Sem parcela')).toBe('Sem parcela');
  });
});

describe('matchInstallment', () => {
  it('finds the k-th installment in the line’s bill, or k - 1 bills on when the line carries the purchase date', () => {
    expect(matchInstallment(line({}), purchase)?.id).toBe(3);
    expect(matchInstallment(line({ bill: '2027-01' }), purchase)?.id).toBe(3);
    expect(matchInstallment(line({ amountCents: 12_346 }), purchase)?.id).toBe(3);
  });

  it('not another card, number, count, amount, bill or purchase', () => {
    expect(matchInstallment(line({ accountId: 2 }), purchase)).toBeUndefined();
    expect(matchInstallment(line({ number: 4 }), purchase)).toBeUndefined();
    expect(matchInstallment(line({ count: 12 }), purchase)).toBeUndefined();
    expect(matchInstallment(line({ amountCents: 12_347 }), purchase)).toBeUndefined();
    expect(matchInstallment(line({ bill: '2027-06' }), purchase)).toBeUndefined();
    expect(matchInstallment(line({ description: 'Fogão 3/10' }), purchase)).toBeUndefined();
  });
});
