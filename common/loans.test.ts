import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOn, balancesOn, loanTotals, owedOn, type PaidOn, unpaidOn } from './loan-balances';
import {
  annualToMonthlyRate,
  type LoanSchedule,
  type LoanTerms,
  loanSchedule,
  loanTermsProblem,
  MAX_LOAN_INSTALLMENTS,
  MAX_LOAN_PREPAYMENTS,
  type Prepayment,
  roundHalfUp,
} from './loans';

// The figures below are worked by hand (a spreadsheet's ROUND(x; 2) on each row), not taken from the code.

const loan = (overrides: Partial<LoanTerms>): LoanTerms => ({
  principalCents: 10_000_000,
  monthlyRate: 0.01,
  installments: 12,
  firstDueDate: '2027-01-10',
  system: 'PRICE',
  ...overrides,
});

/** Every schedule ends at 0, repays exactly the principal and adds up row by row. */
function expectConsistent(schedule: LoanSchedule) {
  const { rows, prepayments, principalCents } = schedule;
  const amortized = rows.reduce((sum, r) => sum + r.amortizationCents, 0);
  const prepaid = prepayments.reduce((sum, p) => sum + p.appliedCents, 0);
  expect(amortized + prepaid).toBe(principalCents);
  expect(balanceOn(schedule, '2999-12-31')).toBe(0);
  for (const r of rows) {
    expect(r.paymentCents).toBe(r.interestCents + r.amortizationCents);
    for (const v of [r.paymentCents, r.interestCents, r.amortizationCents, r.balanceCents]) {
      expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
    }
  }
}

describe('annualToMonthlyRate', () => {
  it('is the twelfth root of the annual factor', () => {
    // 1,01^12 − 1 = 0,126825030131970 a.a. is 1% a.m.
    expect(annualToMonthlyRate(0.12682503013197)).toBeCloseTo(0.01, 12);
    // 1,10^(1/12) − 1 = 0,0079741404289
    expect(annualToMonthlyRate(0.1)).toBeCloseTo(0.0079741404289, 12);
    expect(annualToMonthlyRate(0)).toBe(0);
  });
});

describe('roundHalfUp', () => {
  it('rounds the decimal figure a person sees, not its binary neighbour', () => {
    // 62,50 at 0,12% a.m. is 7,5 cents, which binary makes 7.499999999999999: Math.round alone would say 7
    expect(6250 * 0.0012).toBeLessThan(7.5);
    expect(roundHalfUp(6250 * 0.0012)).toBe(8);
    expect(roundHalfUp(18_750 * 0.0012)).toBe(23);
    expect(roundHalfUp(9755 * 0.01)).toBe(98);
    expect(roundHalfUp(40825 * 0.01)).toBe(408);
    expect(roundHalfUp(150 * 0.01)).toBe(2);
    expect(roundHalfUp(2.4999)).toBe(2);
  });

  it('answers what reading the figure as fifteen digits answers, near a half or far from it', () => {
    const decimalReading = (v: number) => Math.round(Number(v.toPrecision(15)));
    // A balance times a rate, as every row's interest is; and figures a few binary steps from a half.
    const product = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([cents, rate]) => cents * rate);
    const nearHalf = fc
      .tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: -64, max: 64 }))
      .map(([n, steps]) => n + 0.5 + steps * Number.EPSILON * Math.max(1, Math.abs(n)));
    // Around the distance from a half below which the fifteen digits are read.
    const atTheEdge = fc
      .tuple(fc.integer({ min: 1, max: 1_000_000_000_000 }), fc.double({ min: -3, max: 3, noNaN: true }))
      .map(([n, f]) => n + 0.5 + f * 1e-13 * n);
    fc.assert(
      fc.property(fc.oneof(product, nearHalf, atTheEdge), (v) => {
        expect(roundHalfUp(v)).toBe(decimalReading(v));
      }),
      { numRuns: 3_000, seed: 20_261_126 },
    );
  });
});

describe('loanSchedule: Tabela Price', () => {
  // PV R$ 100.000,00, 1% a.m., 12 months: 100000 · 0,01 / (1 − 1,01^−12) = 1000 / 0,112550775 = 8884,8789
  const schedule = loanSchedule(loan({ system: 'PRICE' }));

  it('pays R$ 8.884,88 a month; the first row is R$ 1.000,00 of interest and R$ 7.884,88 of amortization', () => {
    expect(schedule.rows).toHaveLength(12);
    expect(schedule.rows[0]).toEqual({
      number: 1,
      dueDate: '2027-01-10',
      paymentCents: 888_488,
      interestCents: 100_000,
      amortizationCents: 788_488,
      balanceCents: 9_211_512, // 100.000,00 − 7.884,88
    });
    // Row 2: 92.115,12 · 1% = 921,1512 → 921,15; 8.884,88 − 921,15 = 7.963,73; 92.115,12 − 7.963,73 = 84.151,39
    expect(schedule.rows[1]).toMatchObject({ interestCents: 92_115, amortizationCents: 796_373 });
    expect(schedule.rows[1]?.balanceCents).toBe(8_415_139);
    expect(schedule.rows.slice(0, 11).every((r) => r.paymentCents === 888_488)).toBe(true);
  });

  it('ends on a last row that repays the balance left, absorbing the rounding', () => {
    // Row 11 leaves 8.796,88; row 12: interest 87,9688 → 87,97, payment 8.796,88 + 87,97 = 8.884,85
    expect(schedule.rows[10]?.balanceCents).toBe(879_688);
    expect(schedule.rows[11]).toMatchObject({
      number: 12,
      dueDate: '2027-12-10',
      paymentCents: 888_485,
      interestCents: 8_797,
      amortizationCents: 879_688,
      balanceCents: 0,
    });
    // 11 · 8.884,88 + 8.884,85 = 106.618,53 paid, of which 6.618,53 interest
    expect(loanTotals(schedule)).toEqual({
      paymentCents: 10_661_853,
      interestCents: 661_853,
      prepaidCents: 0,
    });
    expectConsistent(schedule);
  });
});

describe('loanSchedule: SAC', () => {
  // PV R$ 100.000,00, 1% a.m., 12 months: 100.000,00 / 12 = 8.333,33 remainder 4 cents, one on each of rows 1 to 4
  const schedule = loanSchedule(loan({ system: 'SAC' }));

  it('amortizes R$ 8.333,34 in the first four rows and R$ 8.333,33 in the other eight', () => {
    expect(schedule.rows.map((r) => r.amortizationCents)).toEqual([
      ...Array(4).fill(833_334),
      ...Array(8).fill(833_333),
    ]);
    // First payment: 8.333,34 + 1% of 100.000,00 = 9.333,34
    expect(schedule.rows[0]).toMatchObject({ paymentCents: 933_334, interestCents: 100_000 });
    expect(schedule.rows[0]?.balanceCents).toBe(9_166_666);
    // Row 2: 91.666,66 · 1% = 916,6666 → 916,67 (half-up)
    expect(schedule.rows[1]).toMatchObject({ interestCents: 91_667, paymentCents: 925_001 });
  });

  it('ends with R$ 8.416,66 and R$ 6.500,00 of interest in all, i·PV·(n+1)/2', () => {
    // Row 12 starts from 8.333,33: interest 83,3333 → 83,33, payment 8.416,66
    expect(schedule.rows[11]).toMatchObject({
      paymentCents: 841_666,
      interestCents: 8_333,
      amortizationCents: 833_333,
      balanceCents: 0,
    });
    // 0,01 · 100.000 · 13 / 2 = 6.500,00; the rows' rounding (1.000,00 + 916,67 + 833,33 + 750,00 + 666,67 + 583,33
    // + 500,00 + 416,67 + 333,33 + 250,00 + 166,67 + 83,33) happens to cancel out
    expect(loanTotals(schedule).interestCents).toBe(650_000);
    expectConsistent(schedule);
  });
});

describe('loanSchedule: edge terms', () => {
  it('spreads a zero-rate loan without interest: SAC a cent on each first row, PRICE the remainder on the first', () => {
    const sac = loanSchedule(
      loan({ principalCents: 100_000, installments: 3, monthlyRate: 0, system: 'SAC' }),
    );
    expect(sac.rows.map((r) => [r.paymentCents, r.interestCents])).toEqual([
      [33_334, 0],
      [33_333, 0],
      [33_333, 0],
    ]);
    const price = loanSchedule(loan({ principalCents: 100_003, installments: 4, monthlyRate: 0 }));
    // 1.000,03 / 4 = 250,00 remainder 3 cents, all on the first as a card purchase's installments
    expect(price.rows.map((r) => r.paymentCents)).toEqual([25_003, 25_000, 25_000, 25_000]);
    expectConsistent(sac);
    expectConsistent(price);
  });

  it('makes one instalment of the principal plus a month of interest', () => {
    for (const system of ['SAC', 'PRICE'] as const) {
      const one = loanSchedule(loan({ principalCents: 50_000, installments: 1, monthlyRate: 0.02, system }));
      // 500,00 · 1,02 = 510,00
      expect(one.rows).toEqual([
        {
          number: 1,
          dueDate: '2027-01-10',
          paymentCents: 51_000,
          interestCents: 1_000,
          amortizationCents: 50_000,
          balanceCents: 0,
        },
      ]);
    }
  });

  it('keeps day 31 where a month has it and the last day where it does not', () => {
    const dates = (firstDueDate: string) =>
      loanSchedule(loan({ firstDueDate, installments: 4 })).rows.map((r) => r.dueDate);
    expect(dates('2027-01-31')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dates('2028-01-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(dates('2027-11-30')).toEqual(['2027-11-30', '2027-12-30', '2028-01-30', '2028-02-29']);
  });

  it('schedules the longest term exactly, even where rounding leaves the early rows without amortization', () => {
    for (const system of ['SAC', 'PRICE'] as const) {
      const long = loanSchedule(loan({ installments: MAX_LOAN_INSTALLMENTS, system }));
      expect(long.rows).toHaveLength(600);
      expect(long.rows.at(-1)?.dueDate).toBe('2076-12-10');
      expectConsistent(long);
    }
    // 5% a.m. over 600 months: 1,05^−600 ≈ 2·10^−13, so the payment rounds to the interest itself (R$ 50,00 on
    // R$ 1.000,00) and only the last row repays the principal.
    const flat = loanSchedule(loan({ principalCents: 100_000, monthlyRate: 0.05, installments: 600 }));
    expect(flat.rows[0]).toMatchObject({ paymentCents: 5_000, amortizationCents: 0 });
    expect(flat.rows[599]).toMatchObject({
      paymentCents: 105_000,
      amortizationCents: 100_000,
      balanceCents: 0,
    });
    expectConsistent(flat);
  });
});

describe('loanSchedule: prepayments', () => {
  // R$ 1.200,00 at 1% a.m. in 12 rows due on the 10th from 10/01/2027; R$ 300,00 prepaid on 20/02, after row 2.
  const small = (system: 'SAC' | 'PRICE', mode: Prepayment['mode'], amountCents = 30_000) =>
    loanSchedule(
      loan({ principalCents: 120_000, system, prepayments: [{ date: '2027-02-20', amountCents, mode }] }),
    );

  it("SAC 'prazo': keeps the R$ 100,00 amortization and ends at row 9", () => {
    // Rows 1-2: 1.200,00 → 1.100,00 → 1.000,00; prepaid 300,00 → 700,00; then 7 rows of 100,00
    const s = small('SAC', 'prazo');
    expect(s.prepayments).toEqual([
      {
        date: '2027-02-20',
        amountCents: 30_000,
        mode: 'prazo',
        appliedCents: 30_000,
        afterNumber: 2,
        balanceCents: 70_000,
      },
    ]);
    expect(s.rows).toHaveLength(9);
    // Row 3: 700,00 · 1% = 7,00 → 107,00; row 9: 100,00 · 1% = 1,00 → 101,00
    expect(s.rows[2]).toMatchObject({ paymentCents: 10_700, interestCents: 700, balanceCents: 60_000 });
    expect(s.rows[8]).toMatchObject({ dueDate: '2027-09-10', paymentCents: 10_100, balanceCents: 0 });
    expectConsistent(s);
  });

  it("SAC 'parcela': keeps the 10 rows left and amortizes R$ 70,00 in each", () => {
    const s = small('SAC', 'parcela');
    expect(s.rows).toHaveLength(12);
    // 700,00 / 10 = 70,00; row 3: 70,00 + 7,00; row 12: 70,00 + 0,70
    expect(s.rows[2]).toMatchObject({ amortizationCents: 7_000, paymentCents: 7_700, balanceCents: 63_000 });
    expect(s.rows[11]).toMatchObject({ amortizationCents: 7_000, paymentCents: 7_070, balanceCents: 0 });
    expectConsistent(s);
  });

  // Price: 1200 · 0,01 / (1 − 1,01^−12) = 106,6185 → 106,62. Row 1: interest 12,00, amortization 94,62, balance
  // 1.105,38; row 2: 11,0538 → 11,05, amortization 95,57, balance 1.009,81; prepaid 300,00 → 709,81.
  it("PRICE 'prazo': keeps the R$ 106,62 payment; row 9 repays the R$ 97,55 left", () => {
    const s = small('PRICE', 'prazo');
    expect(s.prepayments[0]).toMatchObject({ appliedCents: 30_000, afterNumber: 2, balanceCents: 70_981 });
    // Row 3: 7,0981 → 7,10 interest, 99,52 amortized, 610,29 left; rows 4-8 (interest 6,10 / 5,10 / 4,08 / 3,06 /
    // 2,02) leave 97,55; row 9: 0,9755 → 0,98 interest (half-up), payment 97,55 + 0,98 = 98,53
    expect(s.rows[2]).toMatchObject({ paymentCents: 10_662, interestCents: 710, balanceCents: 61_029 });
    expect(s.rows.map((r) => r.interestCents)).toEqual([1_200, 1_105, 710, 610, 510, 408, 306, 202, 98]);
    expect(s.rows[7]?.balanceCents).toBe(9_755);
    expect(s.rows[8]).toMatchObject({ paymentCents: 9_853, amortizationCents: 9_755, balanceCents: 0 });
    expectConsistent(s);
  });

  it("PRICE 'parcela': keeps the 10 rows left at a new R$ 74,94 payment", () => {
    // 709,81 · 0,01 / (1 − 1,01^−10) = 7,0981 / 0,0947130453 = 74,9432 → 74,94
    const s = small('PRICE', 'parcela');
    expect(s.rows).toHaveLength(12);
    expect(s.rows[2]).toMatchObject({ paymentCents: 7_494, interestCents: 710, amortizationCents: 6_784 });
    expect(s.rows.slice(2, 11).every((r) => r.paymentCents === 7_494)).toBe(true);
    // Row 11 leaves 74,22: row 12 pays 74,22 + 0,74 = 74,96
    expect(s.rows[11]).toMatchObject({ paymentCents: 7_496, amortizationCents: 7_422, balanceCents: 0 });
    expectConsistent(s);
  });

  it('pays the loan off with a prepayment above the balance and ignores those after it', () => {
    const s = loanSchedule(
      loan({
        principalCents: 120_000,
        system: 'SAC',
        prepayments: [
          { date: '2027-03-01', amountCents: 1_000, mode: 'prazo' },
          { date: '2027-02-20', amountCents: 500_000, mode: 'parcela' },
        ],
      }),
    );
    expect(s.rows).toHaveLength(2);
    expect(s.prepayments).toEqual([
      {
        date: '2027-02-20',
        amountCents: 500_000,
        mode: 'parcela',
        appliedCents: 100_000,
        afterNumber: 2,
        balanceCents: 0,
      },
      {
        date: '2027-03-01',
        amountCents: 1_000,
        mode: 'prazo',
        appliedCents: 0,
        afterNumber: 2,
        balanceCents: 0,
      },
    ]);
    expect(loanTotals(s).prepaidCents).toBe(100_000);
    expectConsistent(s);
  });

  it("applies one on a due date after that date's row, and one before the first due date to the principal", () => {
    const onDue = loanSchedule(
      loan({
        principalCents: 120_000,
        system: 'SAC',
        prepayments: [{ date: '2027-02-10', amountCents: 30_000, mode: 'prazo' }],
      }),
    );
    expect(onDue.prepayments[0]?.afterNumber).toBe(2);
    expect(onDue.rows[1]?.balanceCents).toBe(100_000);
    const before = loanSchedule(
      loan({
        principalCents: 120_000,
        system: 'SAC',
        prepayments: [{ date: '2027-01-01', amountCents: 60_000, mode: 'parcela' }],
      }),
    );
    // 600,00 over 12 rows: 50,00 each; row 1 interest on 600,00 = 6,00
    expect(before.prepayments[0]).toMatchObject({ afterNumber: 0, balanceCents: 60_000 });
    expect(before.rows).toHaveLength(12);
    expect(before.rows[0]).toMatchObject({ interestCents: 600, amortizationCents: 5_000 });
    expectConsistent(before);
  });

  it("keeps the term a 'prazo' already shortened when a later one is 'parcela'", () => {
    // SAC R$ 1.200,00: 'prazo' R$ 300,00 after row 2 ends the loan at row 9; a 'parcela' R$ 100,00 after row 4
    // (balance 500,00 → 400,00) spreads 400,00 over the 5 rows left (5 to 9): 80,00 each
    const s = loanSchedule(
      loan({
        principalCents: 120_000,
        system: 'SAC',
        prepayments: [
          { date: '2027-02-20', amountCents: 30_000, mode: 'prazo' },
          { date: '2027-04-15', amountCents: 10_000, mode: 'parcela' },
        ],
      }),
    );
    expect(s.rows).toHaveLength(9);
    expect(s.rows.slice(4).map((r) => r.amortizationCents)).toEqual(Array(5).fill(8_000));
    expectConsistent(s);
  });
});

describe('balanceOn', () => {
  const s = loanSchedule(
    loan({
      principalCents: 120_000,
      system: 'SAC',
      prepayments: [{ date: '2027-02-20', amountCents: 30_000, mode: 'prazo' }],
    }),
  );

  it('is the principal before the first due date and the balance after the last row due on or before the date', () => {
    expect(balanceOn(s, '2026-12-31')).toBe(120_000);
    expect(balanceOn(s, '2027-01-09')).toBe(120_000);
    expect(balanceOn(s, '2027-01-10')).toBe(110_000);
    expect(balanceOn(s, '2027-02-19')).toBe(100_000);
  });

  it('counts a prepayment from its date on, and is 0 once the loan is paid', () => {
    expect(balanceOn(s, '2027-02-20')).toBe(70_000);
    expect(balanceOn(s, '2027-03-09')).toBe(70_000);
    expect(balanceOn(s, '2027-03-10')).toBe(60_000);
    expect(balanceOn(s, '2027-09-10')).toBe(0);
    expect(balanceOn(s, '2040-01-01')).toBe(0);
  });

  it('answers many dates in one walk, in any order and repeated, as each date alone', () => {
    // Prepayments of both modes, two on one due date, one before the first row and one after the end.
    const busy = loanSchedule(
      loan({
        installments: 36,
        prepayments: [
          { date: '2026-12-20', amountCents: 500_000, mode: 'parcela' },
          { date: '2027-04-10', amountCents: 300_000, mode: 'prazo' },
          { date: '2027-04-10', amountCents: 200_000, mode: 'parcela' },
          { date: '2027-09-01', amountCents: 1_000_000, mode: 'parcela' },
          { date: '2035-01-01', amountCents: 100, mode: 'prazo' },
        ],
      }),
    );
    const days = Array.from({ length: 4 * 366 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(days, { minLength: 1, maxLength: 200 }),
        fc.boolean(),
        (dates, twice) => {
          const asked = twice ? [...dates, ...dates] : dates;
          expect(balancesOn(busy, asked)).toEqual(asked.map((d) => balanceOn(busy, d)));
        },
      ),
      { numRuns: 100, seed: 20_261_126 },
    );
    // The balance falls, a prepayment at a time too: R$ 100.000,00 down to 0.
    const owed = balancesOn(busy, days);
    expect(owed[0]).toBe(10_000_000);
    expect(owed.at(-1)).toBe(0);
    expect(owed.every((b, i) => i === 0 || b <= (owed[i - 1] as number))).toBe(true);
  });
});

describe('owedOn', () => {
  // SAC R$ 1.200,00 in 12 from 10/01/2027: R$ 100,00 of principal a row, the balance 1.100,00 after row 1 and so on.
  const s = loanSchedule(loan({ principalCents: 120_000, system: 'SAC' }));
  const dates = ['2027-01-09', '2027-01-10', '2027-02-09', '2027-02-10', '2027-03-31', '2027-12-31'];

  it('is the schedule’s balance when every row was paid on or before its due date', () => {
    const onTime: PaidOn = (row) => row.dueDate;
    expect(owedOn(s, onTime, dates)).toEqual(balancesOn(s, dates));
    expect(owedOn(s, () => '2026-12-01', dates)).toEqual([120_000, 110_000, 110_000, 100_000, 90_000, 0]);
  });

  it('adds the principal of each row due and not paid by the date, from its due date to the day it was paid', () => {
    // Row 1 (10/01) paid on 15/02, row 2 (10/02) never, the others on time.
    const paidOn: PaidOn = (row) => (row.number === 1 ? '2027-02-15' : row.number === 2 ? null : row.dueDate);
    expect(owedOn(s, paidOn, [...dates, '2027-02-15'])).toEqual([
      120_000, // before row 1: the principal
      120_000, // 10/01: 1.100,00 + row 1's 100,00, unpaid that day
      120_000,
      120_000, // 10/02: 1.000,00 + rows 1 and 2
      100_000, // 31/03: 900,00 after row 3 + row 2 (row 1 paid on 15/02)
      10_000, // the end: 0 + row 2, still unpaid
      110_000, // 15/02: row 1 paid that day
    ]);
    const row1 = s.rows[0] as (typeof s.rows)[number];
    expect(unpaidOn(row1, paidOn, '2027-01-09')).toBe(false);
    expect(unpaidOn(row1, paidOn, '2027-02-14')).toBe(true);
    expect(unpaidOn(row1, paidOn, '2027-02-15')).toBe(false);
  });

  it('owes the whole principal, however late, when nothing was paid', () => {
    expect(owedOn(s, () => null, dates)).toEqual([120_000, 120_000, 120_000, 120_000, 120_000, 120_000]);
  });

  it('answers many dates in one walk as each date alone: the balance and each row unpaid that day', () => {
    const long = loanSchedule(
      loan({
        installments: 36,
        prepayments: [{ date: '2027-06-01', amountCents: 1_000_000, mode: 'parcela' }],
      }),
    );
    const days = Array.from({ length: 4 * 366 }, (_, i) =>
      new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10),
    );
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -40, max: 400 })), { minLength: 36, maxLength: 36 }),
        fc.shuffledSubarray(days, { minLength: 1, maxLength: 60 }),
        (lateBy, asked) => {
          // Each row paid some days before or after its due date, or never.
          const paidOn: PaidOn = (row) => {
            const late = lateBy[row.number - 1];
            if (late === null || late === undefined) return null;
            const day = new Date(`${row.dueDate}T00:00:00Z`);
            day.setUTCDate(day.getUTCDate() + late);
            return day.toISOString().slice(0, 10);
          };
          const alone = asked.map(
            (d) =>
              balanceOn(long, d) +
              long.rows
                .filter((r) => unpaidOn(r, paidOn, d))
                .reduce((sum, r) => sum + r.amortizationCents, 0),
          );
          expect(owedOn(long, paidOn, asked)).toEqual(alone);
        },
      ),
      { numRuns: 100, seed: 20_261_126 },
    );
  });
});

describe('loanTermsProblem', () => {
  it('accepts the bounds and refuses what lies past them', () => {
    expect(loanTermsProblem(loan({ installments: 1 }))).toBeNull();
    expect(loanTermsProblem(loan({ installments: MAX_LOAN_INSTALLMENTS }))).toBeNull();
    expect(loanTermsProblem(loan({ installments: 0 }))).toMatch(/parcelas/);
    expect(loanTermsProblem(loan({ installments: MAX_LOAN_INSTALLMENTS + 1 }))).toMatch(/parcelas/);
    expect(loanTermsProblem(loan({ installments: 2.5 }))).toMatch(/parcelas/);
    expect(loanTermsProblem(loan({ principalCents: 0 }))).toMatch(/valor financiado/);
    expect(loanTermsProblem(loan({ principalCents: 10.5 }))).toMatch(/valor financiado/);
    expect(loanTermsProblem(loan({ monthlyRate: -0.01 }))).toMatch(/taxa/);
    expect(loanTermsProblem(loan({ monthlyRate: Number.NaN }))).toMatch(/taxa/);
    expect(loanTermsProblem(loan({ firstDueDate: '2027-02-30' }))).toMatch(/primeiro vencimento/);
    expect(loanTermsProblem(loan({ system: 'SAM' as never }))).toMatch(/SAC ou Price/);
    const p: Prepayment = { date: '2027-05-01', amountCents: 100, mode: 'prazo' };
    expect(loanTermsProblem(loan({ prepayments: Array(MAX_LOAN_PREPAYMENTS).fill(p) }))).toBeNull();
    expect(loanTermsProblem(loan({ prepayments: Array(MAX_LOAN_PREPAYMENTS + 1).fill(p) }))).toMatch(
      /até 120/,
    );
    expect(loanTermsProblem(loan({ prepayments: [{ ...p, amountCents: 0 }] }))).toMatch(/valor/);
    expect(loanTermsProblem(loan({ prepayments: [{ ...p, date: '01/05/2027' }] }))).toMatch(/data/);
  });

  it('makes loanSchedule throw its message', () => {
    expect(() => loanSchedule(loan({ installments: 601 }))).toThrow(RangeError);
    expect(() => loanSchedule(loan({ installments: 601 }))).toThrow(/entre 1 e 600/);
  });

  it('schedules the most prepayments over the longest term within bounds', () => {
    const prepayments = Array.from({ length: MAX_LOAN_PREPAYMENTS }, (_, k) => ({
      date: `${2027 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-15`,
      amountCents: 1_000,
      mode: k % 2 === 0 ? ('parcela' as const) : ('prazo' as const),
    }));
    const s = loanSchedule(loan({ installments: MAX_LOAN_INSTALLMENTS, prepayments }));
    expect(s.prepayments).toHaveLength(MAX_LOAN_PREPAYMENTS);
    expectConsistent(s);
  });
});
