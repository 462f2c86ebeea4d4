import { describe, expect, it } from 'vitest';
import { MONTHLY_TAX_TABLES, monthlyTableFor, monthlyTax } from './income-tax-tables';

const table = (month: string) => {
  const found = monthlyTableFor(month);
  if (!found) throw new Error(`no table for ${month}`);
  return found;
};

describe('the monthly IRPF tables', () => {
  it('each period has its table and its source; a month outside them has none', () => {
    expect(table('2025-04').brackets[0]?.upToCents).toBe(225_920);
    expect(table('2025-05').brackets[0]?.upToCents).toBe(242_880);
    expect(table('2026-11').reduction?.fullUpToCents).toBe(500_000);
    expect(monthlyTableFor('2024-01')).toBeNull();
    expect(monthlyTableFor('2019-06')).toBeNull();
    for (const t of MONTHLY_TAX_TABLES) expect(t.source).toMatch(/Lei nº/);
  });

  it('the brackets follow one another: each rate higher, each limit above the last', () => {
    for (const t of MONTHLY_TAX_TABLES) {
      const limits = t.brackets.map((b) => b.upToCents ?? Number.POSITIVE_INFINITY);
      expect([...limits].sort((a, b) => a - b)).toEqual(limits);
      expect(t.brackets.at(-1)?.upToCents).toBeNull();
    }
  });

  // Each figure worked by hand: base × rate − parcela a deduzir.
  it('the tax of a month by the May 2025 table, to the cent', () => {
    const may = table('2025-05');
    expect(monthlyTax(may, 242_880, 242_880)).toBe(0);
    // R$ 3.000,00 × 15% − R$ 394,16 = R$ 55,84
    expect(monthlyTax(may, 300_000, 300_000)).toBe(5_584);
    // R$ 10.000,00 × 27,5% − R$ 908,73 = R$ 1.841,27
    expect(monthlyTax(may, 1_000_000, 1_000_000)).toBe(184_127);
  });

  it('the same base in April 2025 pays by the older table', () => {
    // R$ 3.000,00 × 15% − R$ 381,44 = R$ 68,56
    expect(monthlyTax(table('2025-04'), 300_000, 300_000)).toBe(6_856);
  });

  it('from 2026, income up to R$ 5.000,00 with the simplified discount pays nothing; the reduction fades by R$ 7.350,00', () => {
    const y2026 = table('2026-03');
    // R$ 5.000,00 less the discount of R$ 607,20 = R$ 4.392,80 × 22,5% − R$ 675,49 = R$ 312,89: all of it reduced.
    expect(monthlyTax(y2026, 500_000 - y2026.simplifiedDiscountCents, 500_000)).toBe(0);
    // Without any deduction the reduction stops at R$ 312,89: R$ 5.000,00 × 27,5% − R$ 908,73 − R$ 312,89 = R$ 153,38.
    expect(monthlyTax(y2026, 500_000, 500_000)).toBe(15_338);
    // R$ 6.000,00: R$ 741,27 − (R$ 978,62 − 0,133145 × R$ 6.000,00 = R$ 179,75) = R$ 561,52
    expect(monthlyTax(y2026, 600_000, 600_000)).toBe(56_152);
    // Above R$ 7.350,00 nothing is reduced: R$ 8.000,00 × 27,5% − R$ 908,73 = R$ 1.291,27
    expect(monthlyTax(y2026, 800_000, 800_000)).toBe(129_127);
  });
});
