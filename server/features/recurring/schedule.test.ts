import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../../../common/dates';
import {
  dueDateInMonth,
  dueDatesFrom,
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

describe('due dates seen from a day', () => {
  const walk = (item: Parameters<typeof dueDatesUpTo>[0], until: string) =>
    dueDatesUpTo(item, until, Number.POSITIVE_INFINITY) ?? [];

  it('counts the overdue ones and lists the window as the step-by-step walk does', () => {
    const date = fc
      .record({
        y: fc.integer({ min: 1990, max: 2030 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => toIsoDate(y, m, d));
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.option(fc.integer({ min: 1, max: 22 }), { nil: null }),
        date,
        fc.integer({ min: 0, max: 400 }),
        (nextRun, intervalCount, dueDay, dueBusinessDay, from, days) => {
          const item = { nextRun, intervalCount, dueDay, dueBusinessDay };
          const until = addDays(from, days);
          const all = walk(item, until);
          expect(dueDatesFrom(item, from, until)).toEqual({
            overdue: all.filter((d) => d < from).length,
            dates: all.filter((d) => d >= from),
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an item unpaid since 1900 costs what one due this month does', () => {
    const item = { nextRun: '1900-01-05', intervalCount: 1, dueDay: 5 };
    expect(dueDatesFrom(item, '2026-11-20', '2027-01-19')).toEqual({
      overdue: 126 * 12 + 11,
      dates: ['2026-12-05', '2027-01-05'],
    });
  });

  it('asked for its first few due dates, gives those and stops (the matcher asks for 24)', () => {
    const item = { nextRun: '1900-01-05', intervalCount: 1, dueDay: 5, dueBusinessDay: 5 };
    const { dates } = dueDatesFrom(item, item.nextRun, '2026-11-30', 3);
    expect(dates).toEqual(walk(item, '1900-03-31'));
    expect(dates).toHaveLength(3);
  });
});

describe('a conta a pagar: one due date, none once paid', () => {
  const bill = { nextRun: '2026-12-10', intervalCount: 1, dueDay: 10, kind: 'conta' as const, lastRun: null };
  const paid = { ...bill, nextRun: '2027-01-10', lastRun: '2026-12-08' };
  const createdOn = '2026-11-28';

  it('is due on its date only, overdue once when the window starts after it', () => {
    expect(dueDatesFrom(bill, '2026-11-28', '2027-06-30')).toEqual({ overdue: 0, dates: ['2026-12-10'] });
    expect(dueDatesFrom(bill, '2026-12-11', '2027-06-30')).toEqual({ overdue: 1, dates: [] });
    expect(dueDatesFrom(bill, '2026-11-28', '2026-12-09')).toEqual({ overdue: 0, dates: [] });
  });

  it('once paid has no due date in any window, is pago, and falls due in no later month', () => {
    expect(dueDatesFrom(paid, '2026-11-28', '2027-12-31')).toEqual({ overdue: 0, dates: [] });
    expect(dueDatesFrom(paid, '2027-02-01', '2027-12-31')).toEqual({ overdue: 0, dates: [] });
    expect(paymentStatus(paid, '2027-03-15')).toBe('pago');
    expect(fallsDueIn({ ...paid, createdOn }, '2027-01-01')).toBe(false);
    expect(inMonthForecast({ ...paid, createdOn }, '2027-02-01', '2027-02-05')).toBe(false);
    expect(fallsDueIn({ ...bill, createdOn }, '2026-12-01')).toBe(true);
    expect(fallsDueIn({ ...bill, createdOn }, '2027-01-01')).toBe(false);
  });
});
