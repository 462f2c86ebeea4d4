import { describe, expect, it } from 'vitest';
import { addBillMonths } from './card-bills';
import { withoutInstallmentMarker } from './csv/installment';
import {
  type InstallmentLine,
  installmentIndex,
  LOOKUPS_PER_LINE,
  type StoredInstallment,
} from './installment-match';

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
/** The stored installment one line is, among `stored`. */
const matchInstallment = (l: InstallmentLine, stored: readonly StoredInstallment[]) =>
  installmentIndex(stored).take(l);
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

describe('installmentIndex', () => {
  it('each stored installment answers for one line; of two that fit, the first given', () => {
    const twin = stored(3, '2027-03', { id: 103 });
    const index = installmentIndex([...purchase, twin]);
    expect(index.take(line({}))?.id).toBe(3);
    expect(index.take(line({ bill: '2027-01' }))?.id).toBe(103);
    expect(index.take(line({}))).toBeUndefined();
    // The purchase-day bill's one listed first wins over the line's own bill.
    const early = stored(3, '2027-01', { id: 201 });
    const late = stored(3, '2027-03', { id: 202 });
    expect(installmentIndex([late, early]).take(line({ bill: '2027-01' }))?.id).toBe(202);
    expect(installmentIndex([early, late]).take(line({ bill: '2027-01' }))?.id).toBe(201);
  });

  it('2,000 lines against 50,000 stored installments: a fixed number of lookups a line, each line found', () => {
    // 1,250 cards' purchases of 40 installments, one a month from January 2027; every line is one of them.
    const many: StoredInstallment[] = [];
    for (let card = 1; card <= 1250; card++) {
      for (let k = 1; k <= 40; k++) {
        many.push(
          stored(k, addBillMonths('2027-01', k - 1), { id: card * 100 + k, accountId: card, count: 40 }),
        );
      }
    }
    expect(many).toHaveLength(50_000);
    const index = installmentIndex(many);
    const lines = Array.from({ length: 2000 }, (_, i) => {
      const card = (i % 1250) + 1;
      const k = (i % 40) + 1;
      return line({ accountId: card, count: 40, number: k, bill: addBillMonths('2027-01', k - 1) });
    });
    const found = lines.map((l) => index.take(l)?.id);
    expect(found).toEqual(lines.map((l) => l.accountId * 100 + l.number));
    expect(index.lookups).toBeLessThanOrEqual(LOOKUPS_PER_LINE * lines.length);
  });
});
