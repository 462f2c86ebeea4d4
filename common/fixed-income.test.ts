import { describe, expect, it } from 'vitest';
import { businessDayList } from './business-days';
import type { IndexRates } from './fixed-income';
import { indexGrowth, valueOn, valuesOn } from './fixed-income-value';

/**
 * Every expected figure is worked out by hand below (checked in a spreadsheet with 50-digit decimals), from the
 * rule each contract follows: business days from the application (included) to the date asked (excluded);
 * % do CDI: Π(1 + TDIk × p) kept to 16 places, the Fator DI rounded to 8 places; value truncated to the cent.
 * 2026's holidays on the way: 02/11 (Finados), 20/11 (Consciência Negra), 12/10 (Nossa Senhora Aparecida).
 */

const series = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('a CDB at 110% do CDI', () => {
  const cdb = { kind: 'cdi', percent: 110 } as const;

  it("takes 110% of each day's DI rate, unrounded, over the business days only", () => {
    // 30/10 (Fri), 03/11, 04/11 (02/11 is Finados): 0,00055131 × 1,1 = 0,000606441 (twice); 0,00054985 × 1,1 =
    // 0,000604835. 1,000606441² × 1,000604835 = 1,0018188185866115… (16 places) → 1,00181882;
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
    // 1,000606441^21 = 1,0128127902… → 1,01281279; R$ 10.000,00 → R$ 10.128,1279 → R$ 10.128,12.
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
    // 03/11 lacks its rate: the value is the one after 30/10 alone, 1,000606441 → 1,00060644 → R$ 10.006,06.
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
    // 30/10, 03/11, 04/11 at 100%: 1,00055131² × 1,00054985 = 1,0016533803… → Fator DI 1,00165338; (1,02)^(3/252)
    // = 1,000235773 (9 places); product 1,0018895428… → 1,00188954; R$ 10.000,00 → R$ 10.018,8954 → R$ 10.018,89.
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

/**
 * To the bank's cent (issue 55). The series below are the test's own: the CDI of every business day from 2023 to
 * 2025 at the Copom's steps (the DI over, % a.a., as TDIk = (1 + DI)^(1/252) − 1 in % a.d. with 6 places, as the
 * SGS publishes it). Each expected value is computed here by B3's method, independently of the engine, in BigInt:
 * TDIk to 8 places; each day's factor 1 + TDIk × p/100 with its 16 places; the product truncated to 16 places
 * after each day; the Fator DI rounded to 8 places at the end; the principal times it, truncated to the cent
 * ("Caderno de Fórmulas — CDBs, DIs, …", Cetip/B3, "Metodologia de cálculo acumulado").
 */
describe("% do CDI by B3's method, to the cent", () => {
  const DI_STEPS: Array<[from: string, annualPercent: number]> = [
    ['2023-01-01', 13.65],
    ['2023-08-03', 13.15],
    ['2023-09-21', 12.65],
    ['2023-11-02', 12.15],
    ['2023-12-14', 11.65],
    ['2024-02-01', 11.15],
    ['2024-03-21', 10.65],
    ['2024-05-09', 10.4],
    ['2024-09-19', 10.65],
    ['2024-11-07', 11.15],
    ['2024-12-12', 12.15],
    ['2025-01-30', 13.15],
    ['2025-03-20', 14.15],
    ['2025-05-08', 14.65],
    ['2025-06-19', 14.9],
  ];
  /** The day's DI rate as the SGS writes it: a percentage with 6 places ("0.050788"). */
  const published = new Map<string, string>();
  for (const day of businessDayList('2023-01-02', '2025-12-31')) {
    const annual = DI_STEPS.filter(([from]) => from <= day).at(-1)?.[1] as number;
    published.set(day, (((1 + annual / 100) ** (1 / 252) - 1) * 100).toFixed(6));
  }
  const cdi = new Map([...published].map(([day, text]) => [day, Number(text)]));

  /** B3's value of a principal at p% do CDI from `start` (included) to `end` (excluded), in BigInt. */
  function b3Value(principalCents: number, percent: string, start: string, end: string): number {
    const [whole, fraction = ''] = percent.split('.');
    const p6 = BigInt(whole as string) * 10_000n + BigInt(fraction.padEnd(4, '0')); // p/100 × 10^6
    const ONE = 10n ** 16n;
    let fator = ONE;
    for (const [day, text] of published) {
      if (day < start || day >= end) continue;
      const tdik8 = BigInt(text.replace('.', '')); // 0.050788% = 0.00050788: TDIk × 10^8
      fator = (fator * (ONE + tdik8 * p6 * 100n)) / ONE; // truncated to 16 places
    }
    const fatorDi8 = (fator + 50_000_000n) / 100_000_000n; // rounded to 8 places
    return Number((BigInt(principalCents) * fatorDi8) / 100_000_000n);
  }

  it('a CDB at 117% do CDI over 800 days: R$ 40.105,64', () => {
    // R$ 29.852,37 from 23/06/2023 to 31/08/2025. Each day's 1 + TDIk × p rounded to 8 places, as Grana did, gave
    // a Fator DI of 1,34346585 and R$ 40.105,63; B3's 16 places give 1,34346590.
    const expected = b3Value(2_985_237, '117', '2023-06-23', '2025-08-31');
    expect(expected).toBe(4_010_564);
    expect(
      valueOn(2_985_237, '2023-06-23', '2025-08-31', { kind: 'cdi', percent: 117 }, { cdi }).grossCents,
    ).toBe(expected);
  });

  it('an LCI at 95% do CDI over 400 days: R$ 22.703,23', () => {
    // R$ 20.066,08 from 15/07/2024 to 19/08/2025 (rounded each day: 1,13142324 and R$ 22.703,22).
    const expected = b3Value(2_006_608, '95', '2024-07-15', '2025-08-19');
    expect(expected).toBe(2_270_323);
    expect(
      valueOn(2_006_608, '2024-07-15', '2025-08-19', { kind: 'cdi', percent: 95 }, { cdi }).grossCents,
    ).toBe(expected);
  });

  it('a percent with 4 places and every month end of a year, in one walk', () => {
    const ends = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31'];
    const values = valuesOn(12_345_678, '2024-01-05', ends, { kind: 'cdi', percent: 103.4567 }, { cdi });
    expect(values.map((v) => v.grossCents)).toEqual(
      ends.map((end) => b3Value(12_345_678, '103.4567', '2024-01-05', end)),
    );
  });

  it('a rate past the exact range of doubles (1,5% a day at 1000%: a typing slip) is still to the cent', () => {
    const days = businessDayList('2024-01-02', '2024-03-01');
    const slip = new Map(days.map((day) => [day, 1.5]));
    const ONE = 10n ** 16n;
    let fator = ONE;
    for (const _ of days) fator = (fator * (ONE + 1_500_000n * 10_000_000n * 100n)) / ONE;
    const expected = Number((100_000n * ((fator + 50_000_000n) / 100_000_000n)) / 100_000_000n);
    const value = valueOn(100_000, '2024-01-02', '2024-03-01', { kind: 'cdi', percent: 1000 }, { cdi: slip });
    expect(value.grossCents).toBe(expected);
  });

  describe('a partial redemption: the part and the rest add up to the whole', () => {
    // Issue 55's CDB: R$ 10.000,00 at 110% do CDI applied on 01/03/2023, a part redeemed on 01/09/2023.
    const cdb = { kind: 'cdi', percent: 110 } as const;
    const value = (cents: number, date: string, splitOff: number[] = []) =>
      valuesOn(cents, '2023-03-01', [date], cdb, { cdi }, splitOff)[0]?.grossCents;
    /** The principal whose value on the day is the amount asked (as service.ts's redemptionPart finds it). */
    const partFor = (amountCents: number, whole: number) => {
      const guess = Math.round((1_000_000 * amountCents) / whole);
      const found = [guess - 1, guess, guess + 1].find(
        (p) => b3Value(p, '110', '2023-03-01', '2023-09-01') === amountCents,
      );
      return found as number;
    };

    it('R$ 4.000,00 of R$ 10.736,72: the rest is R$ 6.736,72, on the day and in the month before', () => {
      // By B3's method the whole is R$ 10.736,72 on 01/09 (Grana's daily rounding made it R$ 10.736,73).
      const whole = b3Value(1_000_000, '110', '2023-03-01', '2023-09-01');
      expect(whole).toBe(1_073_672);
      const part = partFor(400_000, whole);
      expect(value(part, '2023-09-01')).toBe(400_000);
      const rest = value(1_000_000 - part, '2023-09-01', [part]) as number;
      expect(rest).toBe(whole - 400_000);
      // 31/08, before the redemption: the two held side by side are the whole's value.
      const wholeBefore = b3Value(1_000_000, '110', '2023-03-01', '2023-08-31');
      expect(
        (value(part, '2023-08-31') as number) + (value(1_000_000 - part, '2023-08-31', [part]) as number),
      ).toBe(wholeBefore);
    });

    it('R$ 4.500,00: the rest valued alone is a cent under; as what remains of the whole it is not', () => {
      const whole = b3Value(1_000_000, '110', '2023-03-01', '2023-09-01');
      const part = partFor(450_000, whole);
      const alone = b3Value(1_000_000 - part, '110', '2023-03-01', '2023-09-01');
      expect(alone).toBe(whole - 450_000 - 1);
      expect(value(1_000_000 - part, '2023-09-01', [part])).toBe(whole - 450_000);
      // A month later the rest still grows from the whole: never below what it was worth alone.
      const later = value(1_000_000 - part, '2023-10-02', [part]) as number;
      expect(later).toBe(
        b3Value(1_000_000, '110', '2023-03-01', '2023-10-02') -
          b3Value(part, '110', '2023-03-01', '2023-10-02'),
      );
    });
  });
});

/**
 * The Tesouro Selic (LFT): the STN's "Metodologia de Cálculo dos Títulos Públicos Federais Ofertados nos Leilões
 * Primários", its table of precision: the accumulated Selic factor rounded to 16 places, the VNA truncated to 6
 * places (ten significant digits), the financial value truncated to the cent. The expected value is computed here
 * in BigInt: each day's 1 + Selic_k multiplied, the product rounded to 16 places after each day, the value the
 * principal times it, truncated.
 */
describe('the Tesouro Selic by the STN, to the cent', () => {
  it('R$ 1.000.000,00 over a year of the Selic keeps the factor past its 8th place', () => {
    const published = new Map<string, string>();
    for (const day of businessDayList('2024-01-02', '2025-01-02')) {
      published.set(day, day < '2024-05-09' ? '0.042500' : '0.041957');
    }
    const selic = new Map([...published].map(([day, text]) => [day, Number(text)]));
    const ONE = 10n ** 16n;
    let fator = ONE;
    for (const text of published.values()) {
      const daily = ONE + BigInt(text.replace('.', '')) * 10n ** 8n; // 0.042500% = 0.00042500: 16 places
      fator = (fator * daily + ONE / 2n) / ONE; // rounded to 16 places
    }
    const expected = Number((100_000_000n * fator) / ONE);
    // 1,1124964962286205: R$ 1.112.496,49 (rounded to 8 places first, as Grana did, R$ 1.112.496,50).
    expect(expected).toBe(111_249_649);
    const value = valueOn(100_000_000, '2024-01-02', '2025-01-02', { kind: 'selic', spread: 0 }, { selic });
    expect(value.grossCents).toBe(expected);
  });
});
