import { describe, expect, it } from 'vitest';
import { type DatedFlow, moneyWeightedReturn, xirr } from './xirr';

const flow = (date: string, reais: number): DatedFlow => ({ date, amountCents: reais * 100 });

// Excel's documentation of XIRR (support.microsoft.com, "XIRR function"): 0.373362535, i.e. 37.34%.
const excelExample = [
  flow('2008-01-01', -10_000),
  flow('2008-03-01', 2_750),
  flow('2008-10-30', 4_250),
  flow('2009-02-15', 3_250),
  flow('2009-04-01', 2_750),
];

describe('xirr', () => {
  it("answers Excel's documented example", () => {
    expect(xirr(excelExample)).toBeCloseTo(0.373362535, 6);
  });

  it('does not depend on the order the flows are listed in', () => {
    expect(xirr([...excelExample].reverse())).toBeCloseTo(0.373362535, 6);
  });

  it('finds the same rate by bisection when Newton fails from the guess', () => {
    // From 10^9 a year Newton does not come back; the bisection brackets the rate between 20% and 50%.
    expect(xirr(excelExample, 1e9)).toBeCloseTo(0.373362535, 6);
  });

  it('is 10% for R$ 1.000,00 that became R$ 1.100,00 in 365 days, and in 730 days for R$ 1.210,00', () => {
    // 1000 · (1 + r)^(365/365) = 1100 → r = 0,1
    expect(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', 1_100)])).toBeCloseTo(0.1, 10);
    // 1000 · (1 + r)^(730/365) = 1210 → (1 + r)^2 = 1,21 → r = 0,1
    expect(xirr([flow('2025-01-01', -1_000), flow('2027-01-01', 1_210)])).toBeCloseTo(0.1, 10);
  });

  it('counts years of 365 days, so a leap year is a little more than one', () => {
    // 2024-01-01 to 2025-01-01 is 366 days: (1 + r)^(366/365) = 1,1 → r = 1,1^(365/366) − 1 ≈ 9,97%
    const r = xirr([flow('2024-01-01', -1_000), flow('2025-01-01', 1_100)]);
    expect(r).toBeCloseTo(1.1 ** (365 / 366) - 1, 10);
    expect(r).toBeLessThan(0.1);
  });

  it('is negative for a loss', () => {
    // 1000 → 900 in a year: −10%
    expect(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', 900)])).toBeCloseTo(-0.1, 10);
    // 1000 → 950 in 182 days: (0,95)^(365/182) − 1 = −0,0977543…
    expect(xirr([flow('2025-01-01', -1_000), flow('2025-07-02', 950)])).toBeCloseTo(-0.0977543169, 8);
  });

  it('takes deposits on several dates and the value at the end', () => {
    // 1000 on 01/01/2025 and 1000 on 01/01/2026, 2310 on 01/01/2027: 1000·1,1² + 1000·1,1 = 1210 + 1100 = 2310
    const r = xirr([flow('2025-01-01', -1_000), flow('2026-01-01', -1_000), flow('2027-01-01', 2_310)]);
    expect(r).toBeCloseTo(0.1, 10);
  });

  it('answers null when no rate can be found', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([flow('2025-01-01', -1_000)])).toBeNull();
    // All of one sign: nothing came back, or nothing went in.
    expect(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', -100)])).toBeNull();
    expect(xirr([flow('2025-01-01', 1_000), flow('2026-01-01', 100)])).toBeNull();
    expect(xirr([flow('2025-01-01', 0), flow('2026-01-01', 0)])).toBeNull();
    expect(xirr([flow('2025-02-30', -1_000), flow('2026-01-01', 1_100)])).toBeNull();
    expect(xirr([{ date: '2025-01-01', amountCents: Number.NaN }, flow('2026-01-01', 1_100)])).toBeNull();
    // +100, −150, +100 a year apart: with x = 1/(1 + r), 100 − 150x + 100x² = 0 has no real root
    // (150² − 4·100·100 < 0): both signs, and still no rate.
    expect(xirr([flow('2025-01-01', 100), flow('2026-01-01', -150), flow('2027-01-01', 100)])).toBeNull();
  });
});

describe('moneyWeightedReturn', () => {
  it('tells a year of 365 days or more as a year, in percent with two decimals', () => {
    // R$ 1.000,00 to R$ 1.210,00 in 730 days: 10% a year, 21% over the period.
    expect(moneyWeightedReturn([flow('2025-01-01', -1_000), flow('2027-01-01', 1_210)], 730)).toEqual({
      annual: 10,
      period: 21,
    });
    // R$ 1.000,00 to R$ 1.118,34 in exactly 365 days: 11,83% both ways.
    expect(moneyWeightedReturn([flow('2025-01-01', -1_000), flow('2026-01-01', 1_118.34)], 365)).toEqual({
      annual: 11.83,
      period: 11.83,
    });
  });

  it('never tells a shorter period as a year: one day of 0,06% is 0,06%, not 24,5% a.a.', () => {
    // R$ 10.000,00 to R$ 10.006,06 in one day: the period's 0,0606% → 0,06%; (1,000606)^365 − 1 = 24,7% is not said.
    expect(moneyWeightedReturn([flow('2026-09-01', -10_000), flow('2026-09-02', 10_006.06)], 1)).toEqual({
      annual: null,
      period: 0.06,
    });
    // 364 days: still the period's only.
    expect(
      moneyWeightedReturn([flow('2025-01-01', -1_000), flow('2025-12-31', 1_100)], 364).annual,
    ).toBeNull();
  });

  it('has nothing to tell for a period of no day or flows without a rate', () => {
    expect(moneyWeightedReturn([flow('2026-09-01', -1_000), flow('2026-09-01', 1_000)], 0)).toEqual({
      annual: null,
      period: null,
    });
    expect(moneyWeightedReturn([flow('2025-01-01', -1_000)], 30)).toEqual({ annual: null, period: null });
  });
});
