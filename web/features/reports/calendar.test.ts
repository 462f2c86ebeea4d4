import { describe, expect, it } from 'vitest';
import { isWeekend } from '../../../common/dates';
import {
  cellAmount,
  dayLabel,
  firstColumn,
  monthDays,
  movedDay,
  shadeLegend,
  shadeOf,
  shadeTops,
  yearMonths,
} from './calendar';

describe("the calendar's grid", () => {
  it("lists a month's days and starts the 1st under its weekday, Sunday first", () => {
    expect(monthDays('2026-11-15')).toHaveLength(30);
    expect(monthDays('2028-02-01')).toHaveLength(29);
    expect(monthDays('2026-11-01')[0]).toBe('2026-11-01');
    // 1 November 2026 is a Sunday; 1 August 2026 a Saturday; 1 December 2026 a Tuesday.
    expect(firstColumn('2026-11-20')).toBe(1);
    expect(firstColumn('2026-08-01')).toBe(7);
    expect(firstColumn('2026-12-01')).toBe(3);
  });

  it('knows the weekend', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });

  it("gives the twelve months of a date's year", () => {
    const months = yearMonths('2026-11-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01-01');
    expect(months[11]).toBe('2026-12-01');
  });

  it('moves the focus a day or a week with the arrows, inside the range', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(movedDay('2026-11-10', 'ArrowRight', range)).toBe('2026-11-11');
    expect(movedDay('2026-11-10', 'ArrowUp', range)).toBe('2026-11-03');
    expect(movedDay('2026-11-03', 'ArrowUp', range)).toBe('2026-11-01');
    expect(movedDay('2026-11-28', 'ArrowDown', range)).toBe('2026-11-30');
    expect(movedDay('2026-11-28', 'Enter', range)).toBeNull();
    // 18/11/2026 is a Wednesday: Home is Sunday the 15th, End Saturday the 21st.
    expect(movedDay('2026-11-18', 'Home', range)).toBe('2026-11-15');
    expect(movedDay('2026-11-18', 'End', range)).toBe('2026-11-21');
    expect(movedDay('2026-11-02', 'Home', range)).toBe('2026-11-01');
    const year = { from: '2026-01-01', to: '2026-12-31' };
    expect(movedDay('2026-01-31', 'PageDown', year)).toBe('2026-02-28');
    expect(movedDay('2026-03-15', 'PageUp', year)).toBe('2026-02-15');
    expect(movedDay('2026-12-15', 'PageDown', year)).toBe('2026-12-31');
  });
});

describe("the calendar's shading", () => {
  it('splits the largest day into five steps, in cents', () => {
    expect(shadeTops(500)).toEqual([10000, 20000, 30000, 40000, 50000]);
    expect(shadeTops(123.45)).toEqual([2469, 4938, 7407, 9876, 12345]);
  });

  it('puts each day in the first step that holds it; none without expenses', () => {
    expect(shadeOf(0, 500)).toBe(0);
    expect(shadeOf(0.001, 500)).toBe(0);
    expect(shadeOf(0.01, 500)).toBe(1);
    expect(shadeOf(100, 500)).toBe(1);
    expect(shadeOf(100.01, 500)).toBe(2);
    expect(shadeOf(400, 500)).toBe(4);
    expect(shadeOf(500, 500)).toBe(5);
    expect(shadeOf(50, 0)).toBe(0);
  });

  it("writes each step's range in R$, without gaps", () => {
    expect(shadeLegend(500).map((s) => s.text)).toEqual([
      'Sem gastos',
      'Até R$ 100,00',
      'R$ 100,01 a R$ 200,00',
      'R$ 200,01 a R$ 300,00',
      'R$ 300,01 a R$ 400,00',
      'R$ 400,01 a R$ 500,00',
    ]);
    expect(shadeLegend(0).map((s) => s.text)).toEqual(['Sem gastos']);
  });

  it('leaves out a step no amount can fall in', () => {
    // The largest day spent R$ 0,03: the steps' tops are 1, 1, 2, 2, 3 cents.
    const legend = shadeLegend(0.03);
    expect(legend.map((s) => s.text)).toEqual([
      'Sem gastos',
      'Até R$ 0,01',
      'R$ 0,02 a R$ 0,02',
      'R$ 0,03 a R$ 0,03',
    ]);
    expect(legend.map((s) => s.shade)).toEqual([0, 1, 3, 5]);
    expect(shadeOf(0.02, 0.03)).toBe(3);
  });
});

describe("a day's words", () => {
  it('says the date, the expenses and what came in', () => {
    expect(dayLabel('2026-11-21', { date: '2026-11-21', despesas: 123.45, receitas: 0, count: 2 })).toBe(
      '21/11/2026: gastos R$ 123,45',
    );
    expect(dayLabel('2026-11-05', { date: '2026-11-05', despesas: 10, receitas: 5000, count: 2 })).toBe(
      '05/11/2026: gastos R$ 10,00. Entrou R$ 5.000,00',
    );
    expect(dayLabel('2026-11-06', undefined)).toBe('06/11/2026: sem gastos');
  });

  it("writes a cell's expenses short, wrapping at plain spaces", () => {
    expect(cellAmount(0)).toBe('');
    expect(cellAmount(1234)).toBe('1,2 mil');
    expect(cellAmount(80)).toBe('80');
    expect(cellAmount(640.3)).toBe('640');
  });
});
