import { describe, expect, it } from 'vitest';
import {
  addBillMonths,
  type BillDates,
  billDates,
  billMonthFor,
  billPaidOn,
  billStatus,
  installmentAmounts,
  installmentDate,
  isBillMonth,
} from './card-bills';

describe('billDates', () => {
  it('closes in the due month when the closing day comes first', () => {
    expect(billDates('2026-12', 3, 10)).toEqual({ closing_date: '2026-12-03', due_date: '2026-12-10' });
  });

  it('closes the month before when the closing day is after the due day, across a year end too', () => {
    expect(billDates('2026-12', 28, 5)).toEqual({ closing_date: '2026-11-28', due_date: '2026-12-05' });
    expect(billDates('2027-01', 28, 5)).toEqual({ closing_date: '2026-12-28', due_date: '2027-01-05' });
  });

  it('closes the month before when both days are the same', () => {
    expect(billDates('2026-12', 10, 10)).toEqual({ closing_date: '2026-11-10', due_date: '2026-12-10' });
  });

  it('clamps a day the month lacks to its last day: 31 in February and April, 30 in February', () => {
    expect(billDates('2027-03', 31, 8)).toEqual({ closing_date: '2027-02-28', due_date: '2027-03-08' });
    expect(billDates('2028-03', 30, 8)).toEqual({ closing_date: '2028-02-29', due_date: '2028-03-08' });
    expect(billDates('2026-04', 25, 31)).toEqual({ closing_date: '2026-04-25', due_date: '2026-04-30' });
    expect(billDates('2026-05', 31, 7)).toEqual({ closing_date: '2026-04-30', due_date: '2026-05-07' });
  });
});

describe('billMonthFor', () => {
  const usual = (closing: number, due: number) => (month: string) => billDates(month, closing, due);

  it('puts a purchase before the closing day in that bill, and one on the closing day in the next', () => {
    expect(billMonthFor('2026-12-02', usual(3, 10))).toBe('2026-12');
    expect(billMonthFor('2026-12-03', usual(3, 10))).toBe('2027-01');
    expect(billMonthFor('2026-12-31', usual(3, 10))).toBe('2027-01');
  });

  it('when the bill closes the month before it is due, a late purchase goes two months on', () => {
    expect(billMonthFor('2026-11-27', usual(28, 5))).toBe('2026-12');
    expect(billMonthFor('2026-11-28', usual(28, 5))).toBe('2027-01');
    expect(billMonthFor('2026-12-01', usual(28, 5))).toBe('2027-01');
  });

  it('follows dates the bank moved for one bill', () => {
    const moved = (month: string): BillDates =>
      month === '2026-12' ? { closing_date: '2026-12-01', due_date: '2026-12-09' } : billDates(month, 3, 10);
    expect(billMonthFor('2026-12-02', moved)).toBe('2027-01');
    expect(billMonthFor('2026-11-30', moved)).toBe('2026-12');
  });
});

describe('billPaidOn', () => {
  const usual = (closing: number, due: number) => (month: string) => billDates(month, closing, due);

  it('a payment from the closing day to the due day pays the bill just closed', () => {
    expect(billPaidOn('2026-12-03', usual(3, 10))).toBe('2026-12');
    expect(billPaidOn('2026-12-10', usual(3, 10))).toBe('2026-12');
    expect(billPaidOn('2026-11-28', usual(28, 5))).toBe('2026-12');
    expect(billPaidOn('2026-12-05', usual(28, 5))).toBe('2026-12');
  });

  it('before the closing or after the due date the date does not say which bill: null', () => {
    expect(billPaidOn('2026-12-02', usual(3, 10))).toBeNull();
    expect(billPaidOn('2026-12-11', usual(3, 10))).toBeNull();
    expect(billPaidOn('2026-12-06', usual(28, 5))).toBeNull();
  });
});

describe('installments', () => {
  it('divides in cents with the remainder on the first, adding up to the total', () => {
    expect(installmentAmounts(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(installmentAmounts(123_456, 10)).toEqual([12_351, ...Array(9).fill(12_345)]);
    for (const [total, count] of [
      [1, 2],
      [99_999, 48],
      [5, 7],
    ] as const) {
      const parts = installmentAmounts(total, count);
      expect(parts).toHaveLength(count);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('dates the k-th installment k - 1 months on, clamped, across a year end', () => {
    expect(installmentDate('2026-11-30', 1)).toBe('2026-11-30');
    expect(installmentDate('2026-11-30', 2)).toBe('2026-12-30');
    expect(installmentDate('2026-11-30', 4)).toBe('2027-02-28');
    expect(installmentDate('2026-01-31', 13)).toBe('2027-01-31');
  });
});

describe('billStatus', () => {
  const dates = { closing_date: '2026-12-03', due_date: '2026-12-10' };
  const status = (today: string, paidCents: number, month = '2026-12', openMonth = '2026-12') =>
    billStatus({ month, openMonth, today, dates, dueCents: 50_000, paidCents });

  it('a later bill is prevista, the open one aberta', () => {
    expect(status('2026-11-20', 0, '2027-01')).toBe('prevista');
    expect(status('2026-12-02', 0)).toBe('aberta');
  });

  it('once closed: fechada, parcial, paga, and vencida after the due date when not wholly paid', () => {
    const past = '2027-01';
    expect(status('2026-12-05', 0, '2026-12', past)).toBe('fechada');
    expect(status('2026-12-10', 20_000, '2026-12', past)).toBe('parcial');
    expect(status('2026-12-10', 50_000, '2026-12', past)).toBe('paga');
    expect(status('2026-12-11', 60_000, '2026-12', past)).toBe('paga');
    expect(status('2026-12-11', 49_999, '2026-12', past)).toBe('vencida');
    expect(status('2026-12-11', 0, '2026-12', past)).toBe('vencida');
  });
});

describe('bill months', () => {
  it('moves across years and checks the format', () => {
    expect(addBillMonths('2026-12', 1)).toBe('2027-01');
    expect(addBillMonths('2026-01', -1)).toBe('2025-12');
    expect(isBillMonth('2026-12')).toBe(true);
    expect(isBillMonth('2026-13')).toBe(false);
    expect(isBillMonth('2026-1')).toBe(false);
  });
});
