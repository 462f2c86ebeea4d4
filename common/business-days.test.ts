import { describe, expect, it } from 'vitest';
import {
  businessDaysBetween,
  businessDaysFrom,
  easterSunday,
  isBankBusinessDay,
  isBusinessDay,
  lastBankBusinessDayOfMonth,
  nationalHolidays,
  nthBusinessDay,
} from './business-days';

describe('Brazilian business days', () => {
  it('finds Easter and the holidays that move with it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
    const h2026 = nationalHolidays(2026);
    expect(h2026.get('2026-02-16')).toBe('Carnaval');
    expect(h2026.get('2026-02-17')).toBe('Carnaval');
    expect(h2026.get('2026-04-03')).toBe('Sexta-feira Santa');
    expect(h2026.get('2026-06-04')).toBe('Corpus Christi');
    expect(h2026.get('2026-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(nationalHolidays(2023).has('2023-11-20')).toBe(false);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true); // a Monday
    expect(isBusinessDay('2026-11-21')).toBe(false); // a Saturday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Natal, a Friday
    expect(isBusinessDay('2026-05-01')).toBe(false); // Dia do Trabalho, a Friday
  });

  it('the 5th business day across Carnaval, 1º de maio, Natal and the turn of a month', () => {
    // February 2026: Mon 2 to Fri 6 are the first five.
    expect(nthBusinessDay('2026-02-01', 5)).toBe('2026-02-06');
    // Carnaval (16 and 17) pushes the 11th past them, to Ash Wednesday.
    expect(nthBusinessDay('2026-02-01', 10)).toBe('2026-02-13');
    expect(nthBusinessDay('2026-02-01', 11)).toBe('2026-02-18');
    // May 2026 starts on Friday the 1st, a holiday: 4, 5, 6, 7, 8.
    expect(nthBusinessDay('2026-05-01', 5)).toBe('2026-05-08');
    // January 2027: the 1st is a holiday (Friday); 4, 5, 6, 7, 8.
    expect(nthBusinessDay('2027-01-15', 5)).toBe('2027-01-08');
    // December 2026's last business days skip Natal (Friday 25).
    expect(nthBusinessDay('2026-12-01', 1)).toBe('2026-12-01');
    expect(nthBusinessDay('2026-12-01', 18)).toBe('2026-12-24');
    expect(nthBusinessDay('2026-12-01', 19)).toBe('2026-12-28');
  });
});

describe('the days the banks serve the public', () => {
  it('the year’s last business day has no public bank service: a bill of the month’s end is due the day before', () => {
    // 31/12/2025 is a Wednesday: a business day for a rate, not for a payment (Resolução CMN 4.880/2020, art. 3º).
    expect(isBusinessDay('2025-12-31')).toBe(true);
    expect(isBankBusinessDay('2025-12-31')).toBe(false);
    expect(lastBankBusinessDayOfMonth('2025-12')).toBe('2025-12-30');
    // 31/12/2022 was a Saturday: the banks closed on Friday 30/12, the year's last business day.
    expect(lastBankBusinessDayOfMonth('2022-12')).toBe('2022-12-29');
    // Ash Wednesday opens at noon: a business day.
    expect(isBankBusinessDay('2026-02-18')).toBe(true);
    expect(lastBankBusinessDayOfMonth('2026-11')).toBe('2026-11-30');
  });
});

describe('the business days a rate accrues on', () => {
  it('November 2026 has 19: Finados (Monday 2/11) and Consciência Negra (Friday 20/11) are off', () => {
    expect(businessDaysBetween('2026-11-01', '2026-12-01')).toBe(19);
  });

  it('counts from the first day included to the last excluded, across a year end', () => {
    expect([...businessDaysFrom('2026-12-24', '2027-01-05')]).toEqual([
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
    ]);
    expect(businessDaysBetween('2026-11-05', '2026-11-05')).toBe(0);
  });
});
