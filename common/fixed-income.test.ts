import { describe, expect, it } from 'vitest';
import { type IndexRates, indexGrowth, valueOn, valuesOn } from './fixed-income';

/**
 * Every expected figure is worked out by hand below (checked in a spreadsheet with 50-digit decimals), from the
 * rule each contract follows: business days from the application (included) to the date asked (excluded);
 * % do CDI: Π(1 + round8(TDIk × p)); factor rounded to 8 places; value truncated to the cent. 2026's holidays on
 * the way: 02/11 (Finados), 20/11 (Consciência Negra), 12/10 (Nossa Senhora Aparecida).
 */

const series = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('a CDB at 110% do CDI', () => {
  const cdb = { kind: 'cdi', percent: 110 } as const;

  it("takes 110% of each day's DI rate, rounded to 8 places, over the business days only", () => {
    // 30/10 (Fri), 03/11, 04/11 (02/11 is Finados): 0,00055131 × 1,1 = 0,000606441 → 0,00060644 (twice);
    // 0,00054985 × 1,1 = 0,000604835 → 0,00060484. 1,00060644² × 1,00060484 = 1,0018188215… → 1,00181882;
    // R$ 10.000,00 × 1,00181882 = R$ 10.018,1882 → R$ 10.018,18.
    const rates: IndexRates = {
      cdi: series({ '2026-10-30': 0.055131, '2026-11-03': 0.055131, '2026-11-04': 0.054985 }),
    };
    expect(valueOn(1_000_000, '2026-10-30', '2026-11-05', cdb, rates)).toEqual({
      date: '2026-11-05',
      grossCents: 1_001_818,
      computedTo: '2026-11-05',
      missing: null,
    });
  });

  it('over a month of known daily rates, to the cent', () => {
    // 03/11 to 03/12 (excluded): 21 business days (02/11, 15/11 and 20/11 are not), each 0,055131% a.d.:
    // 1,00060644^21 = 1,0128127690… → 1,01281277; R$ 10.000,00 → R$ 10.128,1277 → R$ 10.128,12.
    const days: Record<string, number> = {};
    for (
      let d = new Date(Date.UTC(2026, 10, 3));
      d < new Date(Date.UTC(2026, 11, 3));
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      days[d.toISOString().slice(0, 10)] = 0.055131; // a rate on every calendar day: only business days may count
    }
    expect(valueOn(1_000_000, '2026-11-03', '2026-12-03', cdb, { cdi: series(days) }).grossCents).toBe(
      1_012_812,
    );
  });

  it('stops at the first business day without a rate and says so, keeping the last computable value', () => {
    const rates: IndexRates = { cdi: series({ '2026-10-30': 0.055131, '2026-11-04': 0.054985 }) };
    // 03/11 lacks its rate: the value is the one after 30/10 alone, 1,00060644 → R$ 10.006,0644 → R$ 10.006,06.
    expect(valueOn(1_000_000, '2026-10-30', '2026-11-05', cdb, rates)).toEqual({
      date: '2026-11-05',
      grossCents: 1_000_606,
      computedTo: '2026-11-03',
      missing: { series: 'cdi', date: '2026-11-03' },
    });
  });

  it('gives each date asked its own value in one walk, the application date worth what was applied', () => {
    const rates: IndexRates = {
      cdi: series({ '2026-10-30': 0.055131, '2026-11-03': 0.055131, '2026-11-04': 0.054985 }),
    };
    const values = valuesOn(1_000_000, '2026-10-30', ['2026-11-05', '2026-10-30', '2026-11-03'], cdb, rates);
    // 03/11: 30/10's day only (a Saturday, a Sunday and Finados earn nothing) → R$ 10.006,06.
    expect(values.map((v) => [v.date, v.grossCents])).toEqual([
      ['2026-10-30', 1_000_000],
      ['2026-11-03', 1_000_606],
      ['2026-11-05', 1_001_818],
    ]);
  });
});

describe('CDI + spread and the Tesouro Selic', () => {
  it('CDI + 2% a.a. multiplies the DI factor by (1,02)^(du/252)', () => {
    // 30/10, 03/11, 04/11 at 100%: 1,00055131² × 1,00054985 = 1,0016533804…; (1,02)^(3/252) = 1,000235773
    // (9 places); product 1,0018895432… → 1,00188954; R$ 10.000,00 → R$ 10.018,8954 → R$ 10.018,89.
    const rates: IndexRates = {
      cdi: series({ '2026-10-30': 0.055131, '2026-11-03': 0.055131, '2026-11-04': 0.054985 }),
    };
    expect(
      valueOn(1_000_000, '2026-10-30', '2026-11-05', { kind: 'cdi_mais', spread: 2 }, rates).grossCents,
    ).toBe(1_001_889);
  });

  it('the Tesouro Selic accrues the Selic series, not the CDI', () => {
    // 0,0549% and 0,055% a.d.: 1,000549 × 1,00055 = 1,00109930195 → 1,00109930; R$ 1.000,00 → R$ 1.001,0993 →
    // R$ 1.001,09 (the CDI's absurd 1% a.d. is not read).
    const rates: IndexRates = {
      cdi: series({ '2026-11-03': 1, '2026-11-04': 1 }),
      selic: series({ '2026-11-03': 0.0549, '2026-11-04': 0.055 }),
    };
    expect(valueOn(100_000, '2026-11-03', '2026-11-05', { kind: 'selic', spread: 0 }, rates).grossCents).toBe(
      100_109,
    );
  });
});

describe('a prefixado', () => {
  it('12% a.a. over 249 business days from 02/01/2026 to 04/01/2027', () => {
    // 2026 has 249 business days from 02/01 (Carnaval 16–17/02, 03/04, 21/04, 01/05, 04/06, 07/09, 12/10, 02/11,
    // 20/11, 25/12 off); 01/01/2027 is a holiday and 02–03/01 a weekend: du = 249. (1,12)^(249/252) = 1,1184899698…
    // → 1,118489970 (9) → 1,11848997 (8); R$ 1.000,00 → R$ 1.118,48997 → R$ 1.118,48.
    expect(valueOn(100_000, '2026-01-02', '2027-01-04', { kind: 'prefixado', rate: 12 }, {}).grossCents).toBe(
      111_848,
    );
  });
});

describe('an IPCA + 6% a.a.', () => {
  const ipcaPlus = { kind: 'ipca', rate: 6 } as const;
  // August's IPCA (0,23%) runs from 15/08 to 15/09 (31 days), September's (0,48%) to 15/10, October's (0,09%) to 15/11.
  const ipca = series({ '2026-08-01': 0.23, '2026-09-01': 0.48, '2026-10-01': 0.09 });

  it('crosses the 15th pro rata of calendar days, and the real rate over business days', () => {
    // 10/09 → 20/10: 1,0023^(5/31) × 1,0048 × 1,0009^(5/31) = 1,0053182464…; 27 business days (07/09 is before,
    // 12/10 off): 1,06^(27/252) = 1,006262626 (9 places); product 1,0116141… → 1,01161418; R$ 5.000,00 →
    // R$ 5.058,0709 → R$ 5.058,07.
    expect(valueOn(500_000, '2026-09-10', '2026-10-20', ipcaPlus, { ipca }).grossCents).toBe(505_807);
  });

  it("without October's IPCA, stops at 15/10 and says the IPCA is missing from there", () => {
    // 1,0023^(5/31) × 1,0048 × 1,06^(24/252) → R$ 5.053,83.
    const withoutOctober = series({ '2026-08-01': 0.23, '2026-09-01': 0.48 });
    expect(valueOn(500_000, '2026-09-10', '2026-10-20', ipcaPlus, { ipca: withoutOctober })).toEqual({
      date: '2026-10-20',
      grossCents: 505_383,
      computedTo: '2026-10-15',
      missing: { series: 'ipca', date: '2026-10-15' },
    });
  });
});

describe("an index's own growth over a period (what a return is set beside)", () => {
  const cdi = series({ '2026-10-30': 0.055131, '2026-11-03': 0.055131, '2026-11-04': 0.054985 });
  const ipca = series({ '2026-08-01': 0.23, '2026-09-01': 0.48, '2026-10-01': 0.09 });

  it("the CDI's daily factors over the business days, unrounded", () => {
    // 1,00055131² × 1,00054985 = 1,0016533803854… (30/10, 03/11, 04/11).
    const growth = indexGrowth('cdi', '2026-10-30', '2026-11-05', { cdi });
    expect(growth.growth).toBeCloseTo(0.0016533803854, 12);
    expect(growth).toMatchObject({ computedTo: '2026-11-05', missing: null });
  });

  it('the IPCA pro rata from each 15th, as an IPCA+ accrues it', () => {
    // 10/09 → 20/10: 1,0023^(5/31) × 1,0048 × 1,0009^(5/31) = 1,0053182464…
    const growth = indexGrowth('ipca', '2026-09-10', '2026-10-20', { ipca });
    expect(growth.growth).toBeCloseTo(0.0053182464, 9);
    expect(growth.missing).toBeNull();
  });

  it('stops where a rate is missing and says from when, as a position does', () => {
    // 03/11 lacks its rate: 30/10's day only, 0,055131%.
    const gap = series({ '2026-10-30': 0.055131, '2026-11-04': 0.054985 });
    const growth = indexGrowth('cdi', '2026-10-30', '2026-11-05', { cdi: gap });
    expect(growth.growth).toBeCloseTo(0.00055131, 12);
    expect(growth).toMatchObject({
      computedTo: '2026-11-03',
      missing: { series: 'cdi', date: '2026-11-03' },
    });
    // November's IPCA (from 15/11) is not published: from 20/10 the growth runs to 15/11 only, 26 of October's
    // 31 days: 1,0009^(26/31) − 1 = 0,000754784…
    const toNovember = indexGrowth('ipca', '2026-10-20', '2026-11-26', { ipca });
    expect(toNovember.growth).toBeCloseTo(0.000754784, 9);
    expect(toNovember).toMatchObject({
      computedTo: '2026-11-15',
      missing: { series: 'ipca', date: '2026-11-15' },
    });
  });
});
