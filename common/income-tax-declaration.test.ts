import { describe, expect, it } from 'vitest';
import {
  DECLARATION_YEARS,
  declarationYear,
  PAYMENT_CODES,
  STARTER_TAX_MAPPINGS,
  shareOf,
  TAX_MAPPINGS,
} from './income-tax-declaration';
import { monthlyTableFor } from './income-tax-tables';

describe('the declaration’s yearly figures', () => {
  it('holds 2024, 2025 and 2026, each with its source; another year has none', () => {
    expect(DECLARATION_YEARS.map((y) => y.year)).toEqual([2024, 2025, 2026]);
    for (const y of DECLARATION_YEARS) {
      expect(y.source).toMatch(new RegExp(`IRPF ${y.year + 1} \\(ano-calendário ${y.year}\\)`));
      expect(y.instructionLimitCents).toBe(356_150);
      expect(y.dependentCents).toBe(227_508);
      expect(y.simplifiedLimitCents).toBe(1_675_434);
    }
    expect(declarationYear(2023)).toBeNull();
    expect(declarationYear(2027)).toBeNull();
  });

  it('2025’s annual exempt bracket is the sum of its months’ (4 × 2.259,20 + 8 × 2.428,80)', () => {
    let sum = 0;
    for (let m = 1; m <= 12; m++) {
      const table = monthlyTableFor(`2025-${String(m).padStart(2, '0')}`);
      sum += table?.brackets[0]?.upToCents ?? Number.NaN;
    }
    expect(sum).toBe(2_846_720);
    expect(declarationYear(2025)?.brackets[0]?.upToCents).toBe(sum);
  });

  it('2026’s annual limits are twelve of its months’ (Lei 15.191/2025’s table all year)', () => {
    const month = monthlyTableFor('2026-06');
    const year = declarationYear(2026);
    expect(year?.brackets.map((b) => b.upToCents)).toEqual(
      month?.brackets.map((b) => (b.upToCents === null ? null : b.upToCents * 12)),
    );
    expect(year?.brackets[0]?.upToCents).toBe(2_914_560);
  });

  it('each parcela a deduzir follows from the limits below it (the annual table is continuous)', () => {
    for (const y of DECLARATION_YEARS) {
      let deduction = 0;
      for (const [i, b] of y.brackets.entries()) {
        const below = y.brackets[i - 1];
        if (below)
          deduction += ((below.upToCents as number) * (b.rateBasisPoints - below.rateBasisPoints)) / 10_000;
        // Rounded to the cent as the Receita publishes it.
        expect(b.deductionCents).toBe(Math.round(deduction));
      }
    }
  });

  it('codes are unique, and the starter mappings name known codes', () => {
    const codes = PAYMENT_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.values(STARTER_TAX_MAPPINGS)) expect(TAX_MAPPINGS).toContain(code);
  });

  it('a share never rounds above the limit: 12% of R$ 1.234,57 is R$ 148,14', () => {
    expect(shareOf(123_457, 1200)).toBe(14_814);
  });
});
