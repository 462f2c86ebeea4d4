import { describe, expect, it } from 'vitest';
import { daysBetween, dueDateForDay, dueText, noticeText, windowEnd } from './due-dates';

describe('dueDateForDay', () => {
  it('keeps a day the month has', () => {
    expect(dueDateForDay(10, '2026-11-21')).toBe('2026-11-10');
    expect(dueDateForDay(1, '2026-11-21')).toBe('2026-11-01');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(dueDateForDay(31, '2026-11-05')).toBe('2026-11-30');
    expect(dueDateForDay(30, '2026-02-01')).toBe('2026-02-28');
    expect(dueDateForDay(31, '2028-02-10')).toBe('2028-02-29');
  });
});

describe('daysBetween and dueText', () => {
  it('counts whole calendar days across months and years', () => {
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-10', '2026-11-07')).toBe(-3);
  });
  it('words the distance to the due date', () => {
    expect(dueText('2026-11-21', '2026-11-21')).toBe('Vence hoje');
    expect(dueText('2026-11-22', '2026-11-21')).toBe('Vence amanhã');
    expect(dueText('2026-11-26', '2026-11-21')).toBe('Vence em 5 dias');
    expect(dueText('2026-11-20', '2026-11-21')).toBe('Venceu ontem');
    expect(dueText('2026-11-18', '2026-11-21')).toBe('Venceu há 3 dias');
  });
});

describe('noticeText and windowEnd', () => {
  it('says how early the reminder comes', () => {
    expect(noticeText(0)).toBe('No dia');
    expect(noticeText(1)).toBe('1 dia antes');
    expect(noticeText(3)).toBe('3 dias antes');
  });
  it('ends the 7-day window a week from today', () => {
    expect(windowEnd('2026-11-28', 7)).toBe('2026-12-05');
  });
});
