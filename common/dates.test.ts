import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOrderFound,
  dayOrderOf,
  daysBetween,
  daysInMonth,
  flexibleDate,
  formatDateBR,
  formatDayHeading,
  formatInstantBR,
  formatMonthLabel,
  isIsoDate,
  lastDayOfMonth,
  maskDateBR,
  monthRange,
  monthsBetween,
  parseDate,
  splitIsoDate,
  timeOfDayIn,
  todayIn,
} from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });
});

describe('todayIn', () => {
  it("answers the date of the user's zone, not the server's", () => {
    // 02:30 UTC on the 21st is still 23:30 of the 20th in São Paulo (UTC-3).
    const instant = new Date('2026-11-21T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-11-20');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatInstantBR', () => {
  it("shows an instant as the zone's clock has it, the day included", () => {
    expect(formatInstantBR('2026-11-25T17:03:00.000Z', 'America/Sao_Paulo')).toBe('25/11/2026 14:03');
    // 01:30 UTC on the 26th is still the evening of the 25th in São Paulo.
    expect(formatInstantBR('2026-11-26T01:30:00.000Z', 'America/Sao_Paulo')).toBe('25/11/2026 22:30');
    expect(formatInstantBR('2026-11-26T01:30:00.000Z', 'UTC')).toBe('26/11/2026 01:30');
  });
});

describe('timeOfDayIn', () => {
  it('reads the clock of the zone, 24 hours, midnight as 00:00', () => {
    const instant = new Date('2026-11-20T03:05:00Z');
    expect(timeOfDayIn('America/Sao_Paulo', instant)).toBe('00:05');
    expect(timeOfDayIn('UTC', instant)).toBe('03:05');
    expect(timeOfDayIn('America/Manaus', new Date('2026-11-20T17:45:00Z'))).toBe('13:45');
  });
});

describe('month arithmetic', () => {
  it('gives the first and last day of a month', () => {
    expect(monthRange('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastDayOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12-05')).toBe('2026-12-31');
  });

  it('clamps day 31 to the end of shorter months and keeps the preferred day after', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole months between dates', () => {
    expect(monthsBetween('2026-11-21', '2027-11-21')).toBe(12);
    expect(monthsBetween('2026-01-15', '2026-03-14')).toBe(1);
    expect(monthsBetween('2026-11-21', '2026-11-01')).toBe(-1);
  });
});

describe('formatting', () => {
  it('shows dates as dd/mm/aaaa and months by name', () => {
    expect(formatDateBR('2026-11-21')).toBe('21/11/2026');
    expect(formatMonthLabel('2026-03-01')).toBe('março de 2026');
  });
});

describe('formatDayHeading', () => {
  const today = '2026-11-23';
  it('names today and yesterday, across a month and a year too', () => {
    expect(formatDayHeading('2026-11-23', today)).toBe('Hoje');
    expect(formatDayHeading('2026-11-22', today)).toBe('Ontem');
    expect(formatDayHeading('2026-10-31', '2026-11-01')).toBe('Ontem');
    expect(formatDayHeading('2025-12-31', '2026-01-01')).toBe('Ontem');
  });

  it('writes other days with the weekday, and the year when it is not this one', () => {
    expect(formatDayHeading('2026-11-21', today)).toBe('sábado, 21 de novembro');
    expect(formatDayHeading('2026-11-01', today)).toBe('domingo, 1 de novembro');
    expect(formatDayHeading('2026-11-24', today)).toBe('terça-feira, 24 de novembro');
    expect(formatDayHeading('2025-03-10', today)).toBe('segunda-feira, 10 de março de 2025');
  });
});

describe('parseDate', () => {
  it('reads ISO dates whatever the chosen format', () => {
    expect(parseDate('2026-11-21', 'DD/MM/YYYY')).toBe('2026-11-21');
    expect(parseDate('2026-11-21T10:00:00', 'MM/DD/YYYY')).toBe('2026-11-21');
  });

  it('reads day/month/year and month/day/year, with 2-digit years', () => {
    expect(parseDate('21/11/2026', 'DD/MM/YYYY')).toBe('2026-11-21');
    expect(parseDate('11/21/2026', 'MM/DD/YYYY')).toBe('2026-11-21');
    expect(parseDate('05/03/26', 'DD/MM/YYYY')).toBe('2026-03-05');
    expect(parseDate('1.2.2026', 'DD/MM/YYYY')).toBe('2026-02-01');
  });

  it('answers null for impossible or malformed dates', () => {
    expect(parseDate('30/02/2026')).toBeNull();
    expect(parseDate('21/11/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDate('ontem')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});

describe('maskDateBR', () => {
  it('groups typed digits as dd/mm/aaaa, the Brazilian way', () => {
    expect(maskDateBR('2')).toBe('2');
    expect(maskDateBR('21')).toBe('21');
    expect(maskDateBR('211')).toBe('21/1');
    expect(maskDateBR('2111')).toBe('21/11');
    expect(maskDateBR('21112026')).toBe('21/11/2026');
    expect(maskDateBR('211120269')).toBe('21/11/2026');
    expect(maskDateBR('21/11/20')).toBe('21/11/20');
  });

  it('shows a pasted whole date as dd/mm/aaaa', () => {
    expect(maskDateBR('2026-11-21')).toBe('21/11/2026');
    expect(maskDateBR(' 1/2/2026 ')).toBe('01/02/2026');
    expect(maskDateBR('21/11/2026')).toBe('21/11/2026');
  });

  it('keeps an impossible date as typed, for the field to explain', () => {
    expect(maskDateBR('31022026')).toBe('31/02/2026');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, negative backwards, across February', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2028-01-31', '2028-03-01')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-01-31')).toBe(-29);
  });
});

describe('dayOrderFound', () => {
  it('takes the order of day and month from a number above 12', () => {
    expect(dayOrderFound(['01/02/2026', '25/12/2026'])).toEqual({ order: 'DD/MM/YYYY', decided: true });
    expect(dayOrderFound(['01/02/2026', '12/25/2026'])).toEqual({ order: 'MM/DD/YYYY', decided: true });
    expect(dayOrderOf(['12/25/26'])).toBe('MM/DD/YYYY');
  });

  it("reads Quicken's apostrophe years, then the money, as month or day first", () => {
    expect(dayOrderFound(["1/ 5'07"])).toEqual({ order: 'MM/DD/YYYY', decided: true });
    expect(dayOrderFound(['01/02/2026'], ['R$ 10,00'])).toEqual({ order: 'DD/MM/YYYY', decided: true });
    expect(dayOrderFound(['01/02/2026'], ['-10,50'])).toEqual({ order: 'DD/MM/YYYY', decided: true });
    expect(dayOrderFound(['01/02/2026'], ['$21.05'])).toEqual({ order: 'MM/DD/YYYY', decided: true });
  });

  it('leaves the order to the person when nothing in the file tells, and decides when no date is numeric', () => {
    expect(dayOrderFound(['01/02/2026'])).toEqual({ order: 'DD/MM/YYYY', decided: false });
    expect(dayOrderFound(['01/02/2026'], [], 'MM/DD/YYYY')).toEqual({ order: 'MM/DD/YYYY', decided: false });
    expect(dayOrderFound(['2026-01-02'])).toEqual({ order: 'DD/MM/YYYY', decided: true });
  });
});

describe('flexibleDate', () => {
  it('reads a numeric date in the order found, with two-digit and apostrophe years', () => {
    expect(flexibleDate('25/12/2026', 'DD/MM/YYYY')).toBe('2026-12-25');
    expect(flexibleDate("12/25'26", 'MM/DD/YYYY')).toBe('2026-12-25');
    expect(flexibleDate('1/ 5/99', 'MM/DD/YYYY')).toBe('1999-01-05');
    expect(flexibleDate('05/01/69', 'DD/MM/YYYY')).toBe('2069-01-05');
    expect(flexibleDate('2026-12-25', 'DD/MM/YYYY')).toBe('2026-12-25');
  });

  it('answers null for what is not a calendar date', () => {
    expect(flexibleDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(flexibleDate('ontem', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('the digits of a date', () => {
  it('splitIsoDate and daysInMonth answer as the split and the Date they replace, for any text and numbers', () => {
    const unit = fc.constantFrom(...'0123456789-+ .e'.split(''));
    const text = fc.oneof(
      fc.array(unit, { maxLength: 12 }).map((u) => u.join('')),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(text, (iso) => {
        const [year, month, day] = iso.split('-').map(Number);
        expect(splitIsoDate(iso)).toEqual({ year: year ?? 0, month: month ?? 0, day: day ?? 0 });
      }),
      { seed: 2026, numRuns: 3000 },
    );
    const number = fc.oneof(
      fc.integer({ min: -50, max: 3000 }),
      fc.double({ noNaN: true, min: -20, max: 20 }),
    );
    fc.assert(
      fc.property(number, number, (y, m) => {
        expect(daysInMonth(y, m)).toBe(new Date(Date.UTC(y, m, 0)).getUTCDate());
      }),
      { seed: 2027, numRuns: 3000 },
    );
    expect([daysInMonth(2024, 2), daysInMonth(2100, 2), daysInMonth(2000, 2), daysInMonth(2026, 11)]).toEqual(
      [29, 28, 29, 30],
    );
  });
});
