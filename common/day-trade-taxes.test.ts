import { describe, expect, it } from 'vitest';
import { variableIncomeTaxes } from './variable-income-tax-report';
import type { RegimeMonth, TaxRegime, VariableIncomeSale } from './variable-income-taxes';

/** A sale of ações through a broker, `dayTrade` the part of it that closed a day trade. */
const sale = (
  date: string,
  grossCents: number,
  gainCents: number,
  dayTrade?: { grossCents: number; gainCents: number },
  brokerId = 1,
): VariableIncomeSale => ({
  date,
  kind: 'acao',
  proceedsCents: grossCents,
  grossCents,
  gainCents,
  brokerId,
  ...(dayTrade ? { dayTrade } : {}),
});

function row(regimes: readonly RegimeMonth[], regime: TaxRegime): RegimeMonth | undefined {
  return regimes.find((r) => r.regime === regime);
}

describe('day trade: 20%, no exemption, its own losses, 1% withheld (Lei 9.959/2000, art. 8º)', () => {
  it('taxes the day-trade part at 20% and leaves the rest of the sale to the ações exemption', () => {
    // A R$ 25.000,00 sale of which R$ 10.000,00 closed a day trade with R$ 1.000,00 of gain; the other R$ 15.000,00
    // came from the stock with R$ 500,00 of gain. The ações sold in operações comuns are R$ 15.000,00: exempt. The
    // day trade: R$ 1.000,00 × 20% = R$ 200,00, less the broker's 1% of the day's R$ 1.000,00 (R$ 10,00): a DARF
    // of R$ 190,00, due 30/04/2026. The 0,005% of R$ 15.000,00 (R$ 0,75) is not withheld.
    const [march] = variableIncomeTaxes([
      sale('2026-03-10', 2_500_000, 150_000, { grossCents: 1_000_000, gainCents: 100_000 }),
    ]).months;
    expect(row(march!.regimes, 'comum')).toMatchObject({ salesCents: 1_500_000, exempt: true, taxCents: 0 });
    expect(row(march!.regimes, 'daytrade')).toMatchObject({
      label: 'Day trade',
      salesCents: 1_000_000,
      gainCents: 100_000,
      exempt: false,
      reason: 'Day trade não tem isenção. Ganho tributado a 20%.',
      rateText: '20%',
      taxCents: 20_000,
    });
    expect(march!.darfs).toEqual([
      expect.objectContaining({
        code: '6015',
        taxOfMonthCents: 20_000,
        irrfOfMonthCents: 1_000,
        irrfUsedCents: 1_000,
        payCents: 19_000,
        dueDate: '2026-04-30',
      }),
    ]);
  });

  it("withholds 1% of each broker's positive day, not of the month's net result", () => {
    // One day, two brokers: +R$ 500,00 at one, −R$ 200,00 at the other. The month's day trade: R$ 300,00 × 20% =
    // R$ 60,00. Withheld: 1% of R$ 500,00 = R$ 5,00 (nothing on the loss). DARF R$ 55,00.
    const [month] = variableIncomeTaxes([
      sale('2026-07-14', 500_000, 50_000, { grossCents: 500_000, gainCents: 50_000 }, 1),
      sale('2026-07-14', 300_000, -20_000, { grossCents: 300_000, gainCents: -20_000 }, 2),
    ]).months;
    expect(row(month!.regimes, 'daytrade')).toMatchObject({ gainCents: 30_000, taxCents: 6_000 });
    // A sale wholly day-traded leaves no operação comum.
    expect(row(month!.regimes, 'comum')).toBeUndefined();
    expect(month!.darfs[0]).toMatchObject({ irrfOfMonthCents: 500, payCents: 5_500 });
  });

  it('offsets a day-trade loss only against later day-trade gains (Lei 8.981/1995, art. 72, § 5º)', () => {
    // Jan: a day-trade loss of R$ 400,00 and an ETF sold in an operação comum with R$ 100,00 of gain: the ETF pays
    // R$ 15,00, untouched by the loss. Feb: a day-trade gain of R$ 1.000,00 less the R$ 400,00 = R$ 600,00 × 20% =
    // R$ 120,00, less the 1% of R$ 1.000,00: DARF R$ 110,00.
    const report = variableIncomeTaxes([
      sale('2026-01-12', 1_000_000, -40_000, { grossCents: 1_000_000, gainCents: -40_000 }),
      { date: '2026-01-20', kind: 'etf', proceedsCents: 100_000, gainCents: 10_000, brokerId: 1 },
      sale('2026-02-09', 2_000_000, 100_000, { grossCents: 2_000_000, gainCents: 100_000 }),
    ]);
    const [jan, feb] = report.months;
    expect(row(jan!.regimes, 'comum')).toMatchObject({ lossUsedCents: 0, taxCents: 1_500 });
    expect(row(jan!.regimes, 'daytrade')).toMatchObject({
      lossCarriedOutCents: 40_000,
      reason: 'Day trade não tem isenção. Prejuízo no mês: compensa ganhos futuros de day trade.',
    });
    expect(jan!.darfs[0]).toMatchObject({ irrfOfMonthCents: 0, payCents: 1_500 });
    expect(row(feb!.regimes, 'daytrade')).toMatchObject({
      lossUsedCents: 40_000,
      taxableCents: 60_000,
      taxCents: 12_000,
    });
    expect(feb!.darfs[0]).toMatchObject({ irrfUsedCents: 1_000, payCents: 11_000 });
    expect(report.lossesCarriedOut).toEqual({ comum: 0, fii: 0, daytrade: 0 });
  });

  it("leaves the IRRF no month used to the year's declaration, not to January", () => {
    // December: +R$ 100,00 one day and −R$ 100,00 another: no gain, no tax, R$ 1,00 withheld on the good day.
    // January 2027: a day-trade gain of R$ 100,00 pays its own R$ 20,00 less its own R$ 1,00.
    const report = variableIncomeTaxes([
      sale('2026-12-02', 100_000, 10_000, { grossCents: 100_000, gainCents: 10_000 }),
      sale('2026-12-03', 100_000, -10_000, { grossCents: 100_000, gainCents: -10_000 }),
      sale('2027-01-05', 100_000, 10_000, { grossCents: 100_000, gainCents: 10_000 }),
    ]);
    expect(report.years).toEqual([
      expect.objectContaining({ year: 2026, taxCents: 0, irrfCents: 100, irrfLeftCents: 100, darfCents: 0 }),
      expect.objectContaining({
        year: 2027,
        taxCents: 2_000,
        irrfCents: 100,
        irrfLeftCents: 0,
        darfCents: 1_900,
      }),
    ]);
    expect(report.months[1]!.darfs[0]).toMatchObject({ irrfCarriedInCents: 0, irrfUsedCents: 100 });
  });

  it('refuses a day trade of a kind the B3 does not day-trade', () => {
    expect(() =>
      variableIncomeTaxes([
        {
          date: '2026-03-10',
          kind: 'cripto',
          proceedsCents: 100,
          gainCents: 10,
          dayTrade: { grossCents: 100, gainCents: 10 },
        },
      ]),
    ).toThrow(RangeError);
  });
});

describe("the IRRF by the declaration's ficha, and an FII's day trade in the FII's month", () => {
  const fii = (
    date: string,
    grossCents: number,
    gainCents: number,
    dayTrade?: VariableIncomeSale['dayTrade'],
  ) => ({
    ...sale(date, grossCents, gainCents, dayTrade),
    kind: 'fii' as const,
  });

  it('an FII bought and sold on one day is taxed with the FIIs at 20% against their losses, its 1% the FII ficha’s', () => {
    // January: an FII sold at a loss of R$ 300,00. February: an FII day trade of R$ 8.000,00 with R$ 500,00 of gain,
    // and ações sold in a day trade with R$ 200,00 of gain. The FIIs: 500 − 300 = R$ 200,00 × 20% = R$ 40,00; the
    // ações' day trade R$ 200,00 × 20% = R$ 40,00 (the FII loss does not touch it). Withheld: 1% of each broker's
    // positive day per ficha: R$ 5,00 (FII) and R$ 2,00 (day trade); DARF 80 − 7 = R$ 73,00.
    const report = variableIncomeTaxes([
      fii('2026-01-12', 500_000, -30_000),
      fii('2026-02-10', 800_000, 50_000, { grossCents: 800_000, gainCents: 50_000 }),
      sale('2026-02-11', 300_000, 20_000, { grossCents: 300_000, gainCents: 20_000 }),
    ]);
    const february = report.months.find((m) => m.month === '2026-02')!;
    expect(row(february.regimes, 'fii')).toMatchObject({
      salesCents: 800_000,
      gainCents: 50_000,
      lossUsedCents: 30_000,
      taxCents: 4_000,
    });
    expect(row(february.regimes, 'daytrade')).toMatchObject({
      gainCents: 20_000,
      lossUsedCents: 0,
      taxCents: 4_000,
    });
    expect(february.irrf).toEqual({ comumCents: 0, daytradeCents: 200, fiiCents: 500 });
    expect(february.darfs[0]).toMatchObject({ irrfOfMonthCents: 700, payCents: 7_300 });
  });

  it("splits a broker's 0,005% between ações and FIIs by their sales, withheld on the broker's whole month", () => {
    // One broker's March: ações R$ 30.000,00 and FIIs R$ 10.000,00: 0,005% of R$ 40.000,00 = R$ 2,00, the FIIs'
    // quarter R$ 0,50, the ações' R$ 1,50 — each alone would be R$ 1,50 and R$ 0,50, the FIIs' under R$ 1,00
    // withheld all the same, as the broker withholds on its month. Another broker's FII sale of R$ 10.000,00 alone:
    // R$ 0,50, not withheld.
    const [march] = variableIncomeTaxes([
      sale('2026-03-02', 3_000_000, 100_000),
      fii('2026-03-03', 1_000_000, 10_000),
      { ...fii('2026-03-04', 1_000_000, 10_000), brokerId: 2 },
    ]).months;
    expect(march!.irrf).toEqual({ comumCents: 150, daytradeCents: 0, fiiCents: 50 });
    expect(march!.darfs[0]).toMatchObject({ irrfOfMonthCents: 200 });
  });
});
