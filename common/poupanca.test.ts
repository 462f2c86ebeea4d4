import { describe, expect, it } from 'vitest';
import type { IndexRates } from './fixed-income';
import { poupancaAnniversaryStart, poupancaMonthlyRate, poupancaValuesOn } from './poupanca';

/**
 * Expected figures worked out by hand from Lei 8.177/1991, art. 12 (Lei 12.703/2012): (1 + TR) × (1 + adicional)
 * − 1 to 4 places of a percentage, the credit truncated to the cent.
 */

const series = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('the poupança month', () => {
  it("under a low Selic, 70% of it made monthly: meta 2% and TR 0 give 0,1159% (the Banco Central's 2021 figure)", () => {
    // (1 + 0,7 × 0,02)^(1/12) − 1 = 1,014^(1/12) − 1 = 0,0011588… → 0,1159%.
    const rates: IndexRates = { tr: series({ '2021-02-10': 0 }), selic_meta: series({ '2021-02-10': 2 }) };
    expect(poupancaMonthlyRate('2021-01-10', '2021-02-10', rates)).toEqual({ rate: 0.001159 });
  });

  it('above 8,5% a year, 0,5% composed with the TR: TR 0,1% gives 1,001 × 1,005 − 1 = 0,6005%', () => {
    const rates: IndexRates = {
      tr: series({ '2023-03-10': 0.1 }),
      selic_meta: series({ '2023-03-10': 13.75 }),
    };
    expect(poupancaMonthlyRate('2023-02-10', '2023-03-10', rates)).toEqual({ rate: 0.006005 });
  });

  it("rounds the index by the NBR 5891, a lone 5 to the even digit: the Carta-Circular 2.726/1997's four examples", () => {
    // (1 + TR) × 1,005 rounded to 6 places: 1,006507 × 1,005 = 1,011539535 → 1,011540; 1,0067 × 1,005 =
    // 1,0117335 → 1,011734 (3 is odd: up); 1,006489 × 1,005 = 1,011521445 → 1,011521; 1,0069 × 1,005 = 1,0119345 →
    // 1,011934 (4 is even: down, where rounding half up said 1,011935).
    const month = (tr: number) =>
      poupancaMonthlyRate('1997-03-01', '1997-04-01', { tr: series({ '1997-04-01': tr }) });
    expect([0.6507, 0.67, 0.6489, 0.69].map(month)).toEqual([
      { rate: 0.01154 },
      { rate: 0.011734 },
      { rate: 0.011521 },
      { rate: 0.011934 },
    ]);
  });

  it('at exactly 8,5% the 70% rule applies (0,5% only above it)', () => {
    // 1,0595^(1/12) − 1 = 0,0048282… → 0,4828%.
    const rates: IndexRates = { tr: series({ '2019-08-10': 0 }), selic_meta: series({ '2019-08-10': 8.5 }) };
    expect(poupancaMonthlyRate('2019-07-10', '2019-08-10', rates)).toEqual({ rate: 0.004828 });
  });

  it('a deposit made before 04/05/2012 keeps 0,5% whatever the Selic; one made that day follows the new rule', () => {
    // Meta Selic 7,25% (December 2012): the new rule gives (1 + 0,7 × 0,0725)^(1/12) − 1 = 0,4134%.
    const rates: IndexRates = { tr: series({ '2012-12-03': 0 }), selic_meta: series({ '2012-12-03': 7.25 }) };
    expect(poupancaMonthlyRate('2012-05-03', '2012-12-03', rates)).toEqual({ rate: 0.005 });
    expect(poupancaMonthlyRate('2012-05-04', '2012-12-03', rates)).toEqual({ rate: 0.004134 });
  });

  it('reads the meta Selic in force on a weekend anniversary from the last business day before it', () => {
    // 10/08/2019 was a Saturday: the meta of Friday 09/08 (6%) applies: 1,042^(1/12) − 1 = 0,3434%.
    const rates: IndexRates = { tr: series({ '2019-08-10': 0 }), selic_meta: series({ '2019-08-09': 6 }) };
    expect(poupancaMonthlyRate('2019-07-10', '2019-08-10', rates)).toEqual({ rate: 0.003434 });
  });

  it('names what it lacks', () => {
    expect(poupancaMonthlyRate('2021-01-10', '2021-02-10', {})).toEqual({ lacking: 'tr' });
    expect(poupancaMonthlyRate('2021-01-10', '2021-02-10', { tr: series({ '2021-02-10': 0 }) })).toEqual({
      lacking: 'selic_meta',
    });
  });
});

describe("a deposit's balance", () => {
  const low: IndexRates = {
    tr: series({ '2021-01-10': 0, '2021-02-10': 0, '2021-03-10': 0 }),
    selic_meta: series({ '2021-01-10': 2, '2021-02-10': 2, '2021-03-10': 2 }),
  };

  it('earns only on anniversaries, each credit truncated to the cent', () => {
    // R$ 1.000,00 × 0,1159% = R$ 1,159 → R$ 1,15 (R$ 1.001,15); × 0,1159% = 1,1603… → R$ 1.002,31; → R$ 1.003,47.
    const values = poupancaValuesOn(
      100_000,
      '2021-01-10',
      ['2021-02-09', '2021-02-10', '2021-03-10', '2021-04-10'],
      low,
    );
    expect(values.map((v) => [v.date, v.grossCents])).toEqual([
      ['2021-02-09', 100_000],
      ['2021-02-10', 100_115],
      ['2021-03-10', 100_231],
      ['2021-04-10', 100_347],
    ]);
    expect(values.every((v) => v.missing === null)).toBe(true);
  });

  it('a deposit on a 30th earns from the 1st of the next month', () => {
    expect(poupancaAnniversaryStart('2021-01-30')).toBe('2021-02-01');
    expect(poupancaAnniversaryStart('2021-01-28')).toBe('2021-01-28');
    const rates: IndexRates = { tr: series({ '2021-02-01': 0 }), selic_meta: series({ '2021-02-01': 2 }) };
    const [before, after] = poupancaValuesOn(100_000, '2021-01-30', ['2021-02-28', '2021-03-01'], rates);
    expect(before?.grossCents).toBe(100_000);
    expect(after?.grossCents).toBe(100_115);
  });

  it("without a month's TR, keeps the last credited balance and says which rate is missing from when", () => {
    const [value] = poupancaValuesOn(100_000, '2021-01-10', ['2021-06-20'], low);
    // Credited 10/02, 10/03, 10/04; April's TR is not known, so the value is 10/04's, the last anniversary
    // credited (never dated up to 09/05, a month past the rate it says is missing).
    expect(value).toEqual({
      date: '2021-06-20',
      grossCents: 100_347,
      computedTo: '2021-04-10',
      missing: { series: 'tr', date: '2021-04-10' },
    });
  });
});
