import { describe, expect, it } from 'vitest';
import {
  dueDateInMonth,
  dueDatesUpTo,
  fallsDueIn,
  inMonthForecast,
  nextDueDate,
  paymentStatus,
} from './schedule';

describe('fixed-expense schedule', () => {
  it('clamps day 31 to the last day of short months', () => {
    expect(dueDateInMonth('2026-11-21', 31)).toBe('2026-11-30');
    expect(dueDateInMonth('2027-02-03', 31)).toBe('2027-02-28');
    expect(dueDateInMonth('2028-02-03', 30)).toBe('2028-02-29');
    expect(dueDateInMonth('2026-12-01', 31)).toBe('2026-12-31');
  });

  it('moves forward keeping the due day after a short month', () => {
    expect(nextDueDate('2027-01-31', 1, 31)).toBe('2027-02-28');
    expect(nextDueDate('2027-02-28', 1, 31)).toBe('2027-03-31');
    expect(nextDueDate('2026-11-15', 3, 15)).toBe('2027-02-15');
  });

  it('status: pago in the month of last_run, atrasado before today, else pendente', () => {
    expect(paymentStatus({ lastRun: '2026-11-02', nextRun: '2026-12-02' }, '2026-11-21')).toBe('pago');
    expect(paymentStatus({ lastRun: '2026-10-02', nextRun: '2026-11-02' }, '2026-11-21')).toBe('atrasado');
    expect(paymentStatus({ lastRun: null, nextRun: '2026-11-21' }, '2026-11-21')).toBe('pendente');
    expect(paymentStatus({ lastRun: '2026-10-25', nextRun: '2026-11-25' }, '2026-11-21')).toBe('pendente');
  });

  it('lists the due dates up to today, and none when more than the automatic bound are due', () => {
    const monthly = { nextRun: '2026-08-31', intervalCount: 1, dueDay: 31 };
    expect(dueDatesUpTo(monthly, '2026-11-21')).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);
    expect(dueDatesUpTo({ ...monthly, nextRun: '2026-11-22' }, '2026-11-21')).toEqual([]);
    const twoYears = { nextRun: '2024-12-21', intervalCount: 1, dueDay: 21 };
    expect(dueDatesUpTo(twoYears, '2026-11-21')).toHaveLength(24);
    expect(dueDatesUpTo({ ...twoYears, nextRun: '2024-11-21' }, '2026-11-21')).toBeNull();
    expect(dueDatesUpTo({ nextRun: '1900-01-05', intervalCount: 1, dueDay: 5 }, '2026-11-21')).toBeNull();
  });
});

describe('the month forecast of fixed expenses', () => {
  const quarterly = { nextRun: '2026-10-15', lastRun: null, intervalCount: 3, createdOn: '2026-09-01' };

  it('counts a quarterly item overdue since last month in this month only, then by its schedule', () => {
    const today = '2026-11-21';
    expect(inMonthForecast(quarterly, '2026-11-01', today)).toBe(true);
    expect(inMonthForecast(quarterly, '2026-12-01', today)).toBe(false);
    expect(inMonthForecast(quarterly, '2027-01-01', today)).toBe(true);
    // Still unpaid when December comes, it is carried into December's forecast.
    expect(inMonthForecast(quarterly, '2026-12-01', '2026-12-02')).toBe(true);
    expect(fallsDueIn(quarterly, '2026-11-01')).toBe(false);
  });
});
