import { describe, expect, it } from 'vitest';
import { IOF_EXCHANGE_KINDS, iofCents, iofCentsAt, iofRateOn, iofRateText } from './iof-exchange';

// Every expected figure below is worked by hand from the decrees named in common/iof-exchange.ts.

describe('iofRateOn: cards abroad', () => {
  it('is 6,38% in 2021 (Decreto 6.306/2007 art. 15-B, VII to X)', () => {
    expect(iofRateOn('card_abroad', '2021-07-15')).toMatchObject({ basisPoints: 638, text: '6,38%' });
  });

  it('steps down each 2 January from 2023 (Decreto 10.997/2022, art. 15-C, II to IV)', () => {
    // 01/01 is the last day of the year before's rate, 02/01 the first of the new one.
    expect(iofRateOn('card_abroad', '2023-01-01')?.basisPoints).toBe(638);
    expect(iofRateOn('card_abroad', '2023-01-02')?.basisPoints).toBe(538);
    expect(iofRateOn('card_abroad', '2023-08-15')?.basisPoints).toBe(538);
    expect(iofRateOn('card_abroad', '2024-01-01')?.basisPoints).toBe(538);
    expect(iofRateOn('card_abroad', '2024-01-02')?.basisPoints).toBe(438);
    expect(iofRateOn('card_abroad', '2024-05-01')?.source).toContain('art. 15-C, III (cartões, 4,38%)');
    expect(iofRateOn('card_abroad', '2025-01-02')).toMatchObject({
      basisPoints: 338,
      text: '3,38%',
      from: '2025-01-02',
      until: '2025-05-22',
    });
  });

  it('is 3,38% on 22/05/2025 and 3,5% on 23/05/2025 (Decreto 12.466/2025, in force the day after)', () => {
    expect(iofRateOn('card_abroad', '2025-05-22')?.basisPoints).toBe(338);
    const first = iofRateOn('card_abroad', '2025-05-23');
    expect(first).toMatchObject({ basisPoints: 350, text: '3,5%', from: '2025-05-23', until: '2025-06-10' });
    expect(first?.source).toContain('12.466');
  });

  it('names Decreto 12.499/2025 from 11/06/2025, at the same 3,5%', () => {
    const rate = iofRateOn('card_abroad', '2025-06-11');
    expect(rate?.basisPoints).toBe(350);
    expect(rate?.source).toContain('12.499');
  });

  it('went back to 3,38% from 27/06 to 16/07/2025 (Decreto Legislativo 176/2025) and to 3,5% from 17/07', () => {
    expect(iofRateOn('card_abroad', '2025-06-26')?.basisPoints).toBe(350);
    expect(iofRateOn('card_abroad', '2025-06-27')).toMatchObject({ basisPoints: 338, until: '2025-07-16' });
    expect(iofRateOn('card_abroad', '2025-07-16')?.basisPoints).toBe(338);
    expect(iofRateOn('card_abroad', '2025-07-17')).toMatchObject({ basisPoints: 350, until: null });
  });

  it('stays 3,5% in 2026 and 2028: art. 15-C, whose schedule reached zero in 2028, was revoked', () => {
    expect(iofRateOn('card_abroad', '2026-03-10')?.basisPoints).toBe(350);
    expect(iofRateOn('card_abroad', '2028-01-02')?.basisPoints).toBe(350);
  });
});

describe('iofRateOn: the other kinds', () => {
  it('buying banknotes: 0,38% until 02/05/2016, 1,1% from 03/05/2016 (Decreto 8.731/2016, art. 15-B, XX)', () => {
    expect(iofRateOn('cash_purchase', '2016-05-02')?.basisPoints).toBe(38);
    expect(iofRateOn('cash_purchase', '2016-05-03')).toMatchObject({ basisPoints: 110, text: '1,1%' });
    expect(iofRateOn('cash_purchase', '2025-05-22')?.basisPoints).toBe(110);
    expect(iofRateOn('cash_purchase', '2025-05-23')?.basisPoints).toBe(350);
    expect(iofRateOn('cash_purchase', '2025-07-01')?.basisPoints).toBe(110);
    expect(iofRateOn('cash_purchase', '2025-08-01')?.basisPoints).toBe(350);
  });

  it('to one’s own account: 0,38% until 02/03/2018, 1,1% from 03/03/2018 (Decreto 9.297/2018, XXI), 3,5% in 2025', () => {
    expect(iofRateOn('remittance_own', '2018-03-02')?.basisPoints).toBe(38);
    expect(iofRateOn('remittance_own', '2018-03-03')?.basisPoints).toBe(110);
    expect(iofRateOn('remittance_own', '2025-05-23')?.basisPoints).toBe(350);
  });

  it('to invest abroad: the caput’s 0,38% until 22/05/2025, then 1,1% (Decreto 12.467/2025, XXI-A)', () => {
    expect(iofRateOn('investment_abroad', '2024-10-01')?.basisPoints).toBe(38);
    expect(iofRateOn('investment_abroad', '2025-05-23')?.basisPoints).toBe(110);
    expect(iofRateOn('investment_abroad', '2025-07-01')?.basisPoints).toBe(38);
    expect(iofRateOn('investment_abroad', '2025-09-01')?.basisPoints).toBe(110);
  });

  it('to someone else: the caput’s 0,38%, then 3,5% on money going out; money coming in stays 0,38%', () => {
    expect(iofRateOn('remittance_third', '2025-05-22')?.basisPoints).toBe(38);
    expect(iofRateOn('remittance_third', '2025-05-23')?.basisPoints).toBe(350);
    expect(iofRateOn('remittance_in', '2014-06-01')?.basisPoints).toBe(38);
    expect(iofRateOn('remittance_in', '2025-09-01')).toMatchObject({ basisPoints: 38, text: '0,38%' });
  });

  it('answers every kind on every day of the table, and nothing before it or for a non-date', () => {
    for (const kind of IOF_EXCHANGE_KINDS) expect(iofRateOn(kind, '2013-12-28')).not.toBeNull();
    expect(iofRateOn('card_abroad', '2013-12-27')).toBeNull();
    expect(iofRateOn('card_abroad', '2025-02-30')).toBeNull();
    expect(iofRateOn('card_abroad', '10/03/2025')).toBeNull();
  });
});

describe('iofCents', () => {
  it('R$ 581,23 on 10/03/2025 at 3,38%: 58123 × 338 = 1.964.557 -> 196,4557 cents -> R$ 19,65', () => {
    expect(iofCents(58_123, 'card_abroad', '2025-03-10')).toBe(1965);
  });

  it('R$ 581,23 on 10/06/2025 at 3,5%: 58123 × 350 = 2.034.305 -> 203,4305 cents -> R$ 20,34', () => {
    expect(iofCents(58_123, 'card_abroad', '2025-06-10')).toBe(2034);
  });

  it('rounds half up at the half cent: R$ 100,00 at 0,38% is 38 cents; R$ 1,25 at 6,38% is 7,975 -> 8 cents', () => {
    // 10000 × 38 / 10000 = 38 exactly; 125 × 638 = 79.750 -> 7,975 cents -> 8.
    expect(iofCentsAt(10_000, 38)).toBe(38);
    expect(iofCentsAt(125, 638)).toBe(8);
    // R$ 1,00 at 3,5%: 100 × 350 = 35.000 -> 3,5 cents, the exact half -> 4.
    expect(iofCentsAt(100, 350)).toBe(4);
    // R$ 0,01 at 3,5%: 0,035 cents -> 0.
    expect(iofCentsAt(1, 350)).toBe(0);
  });

  it('is exact at the largest amount: R$ 999.999.999.999,99 at 6,38% = R$ 63.799.999.999,999362 -> R$ 63.800.000.000,00', () => {
    // 99.999.999.999.999 × 638 = 63.799.999.999.999.362 (past 2^53); / 10.000 = 6.379.999.999.999,9362 -> ...000.
    expect(iofCentsAt(99_999_999_999_999, 638)).toBe(6_380_000_000_000);
  });

  it('is null before the table', () => {
    expect(iofCents(10_000, 'card_abroad', '2010-01-01')).toBeNull();
  });
});

describe('iofRateText', () => {
  it('writes the rate with a comma and no trailing zero', () => {
    expect([iofRateText(638), iofRateText(350), iofRateText(38), iofRateText(110), iofRateText(0)]).toEqual([
      '6,38%',
      '3,5%',
      '0,38%',
      '1,1%',
      '0%',
    ]);
  });
});
