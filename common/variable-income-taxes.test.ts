import { describe, expect, it } from 'vitest';
import type { VariableIncomeKind } from './contract/variable-income';
import { variableIncomeTaxes } from './variable-income-tax-report';
import {
  applyRate,
  cryptoTax,
  darfDueDate,
  type RegimeMonth,
  TAX_REGIME_LABELS,
  type TaxRegime,
  type VariableIncomeSale,
} from './variable-income-taxes';

const sale = (date: string, kind: VariableIncomeKind, proceedsCents: number, gainCents: number) => ({
  date,
  kind,
  proceedsCents,
  gainCents,
});

/** The one month of a report, by 'YYYY-MM'. */
function monthOf(sales: VariableIncomeSale[], month: string, options = {}) {
  const found = variableIncomeTaxes(sales, options).months.find((m) => m.month === month);
  if (!found) throw new Error(`no month ${month}`);
  return found;
}

function row(regimes: readonly RegimeMonth[], regime: TaxRegime): RegimeMonth {
  const found = regimes.find((r) => r.regime === regime);
  if (!found) throw new Error(`no regime ${regime}`);
  return found;
}

describe('rates in integers, half up', () => {
  it('15% of a cent is none; of 10 cents, 1,5 cent → 2; of R$ 53,33, R$ 7,9995 → R$ 8,00', () => {
    expect(applyRate(1, 1500)).toBe(0);
    expect(applyRate(3, 1500)).toBe(0);
    expect(applyRate(10, 1500)).toBe(2);
    expect(applyRate(5_333, 1500)).toBe(800);
    // Far above 2^53 / 1500: the product is taken in BigInt.
    expect(applyRate(99_999_999_999_999, 2000)).toBe(20_000_000_000_000);
  });
});

describe('ações: the R$ 20.000,00 monthly sales exemption (Lei 11.033/2004, art. 3º, I)', () => {
  it('sales of R$ 19.999,99 with a gain of R$ 1.000,00: exempt, no DARF', () => {
    const month = monthOf([sale('2026-03-10', 'acao', 1_999_999, 100_000)], '2026-03');
    expect(row(month.regimes, 'comum')).toMatchObject({
      salesCents: 1_999_999,
      gainCents: 100_000,
      exemptGainCents: 100_000,
      exempt: true,
      reason: 'Vendas de ações no mês até R$ 20.000,00: ganho isento.',
      taxableCents: 0,
      taxCents: 0,
    });
    expect(month.darfs).toEqual([]);
  });

  it('sales of exactly R$ 20.000,00 (two sales): still exempt', () => {
    const month = monthOf(
      [sale('2026-03-02', 'acao', 1_200_000, 60_000), sale('2026-03-20', 'acao', 800_000, 40_000)],
      '2026-03',
    );
    expect(row(month.regimes, 'comum')).toMatchObject({ salesCents: 2_000_000, exempt: true, taxCents: 0 });
  });

  it('sales of R$ 20.000,01: the whole gain taxed at 15%, DARF 6015 due on the last business day of April', () => {
    // R$ 1.000,00 × 15% = R$ 150,00; 30/04/2026 is a Thursday.
    const month = monthOf([sale('2026-03-10', 'acao', 2_000_001, 100_000)], '2026-03');
    expect(row(month.regimes, 'comum')).toMatchObject({
      exempt: false,
      exemptGainCents: 0,
      reason: 'Vendas de ações no mês acima de R$ 20.000,00: sem isenção. Ganho tributado a 15%.',
      taxableCents: 100_000,
      rateText: '15%',
      rateBasisPoints: 1500,
      taxCents: 15_000,
    });
    expect(month.darfs).toEqual([
      {
        code: '6015',
        label: 'IRPF – ganhos líquidos em operações em bolsa',
        taxOfMonthCents: 15_000,
        carriedInCents: 0,
        // 0,005% of R$ 20.000,01 is R$ 1,00: not withheld (only above R$ 1,00).
        irrfOfMonthCents: 0,
        irrfCarriedInCents: 0,
        irrfUsedCents: 0,
        irrfCarriedOutCents: 0,
        payCents: 15_000,
        carriedOutCents: 0,
        dueDate: '2026-04-30',
      },
    ]);
  });

  it('the limit compares the sales before fees: R$ 20.000,50 sold, R$ 19.990,50 received, is not exempt', () => {
    const month = monthOf(
      [{ ...sale('2026-03-10', 'acao', 1_999_050, 50_000), grossCents: 2_000_050 }],
      '2026-03',
    );
    expect(row(month.regimes, 'comum')).toMatchObject({
      salesCents: 2_000_050,
      exempt: false,
      taxCents: 7_500,
    });
  });

  it("the Receita's own example, R$ 60.000,00 sold in 02/2024, its R$ 3,00 withheld deducted from the DARF", () => {
    // gov.br, "Renda variável > Bolsa de valores > Cálculo e pagamento do imposto": 1.000 WXYZ3 bought for
    // R$ 50.015,00 with fees, sold for R$ 60.000,00 less R$ 18,00 of fees and R$ 3,00 of IRRF (0,005%). The page takes
    // the R$ 3,00 from the sale (gain R$ 9.964,00, tax R$ 1.494,60); the law lets it be deducted from the month's tax
    // instead (Lei 11.033/2004, art. 2º), as here: the sale brought R$ 59.982,00, the gain is R$ 9.967,00, the tax
    // 15% of it, R$ 1.495,05, and the DARF R$ 1.495,05 − R$ 3,00 = R$ 1.492,05.
    // 31/03/2024 is a Sunday, 30/03 a Saturday and 29/03 the Sexta-feira Santa: the last business day is the 28th.
    const month = monthOf(
      [{ ...sale('2024-02-26', 'acao', 5_998_200, 996_700), grossCents: 6_000_000 }],
      '2024-02',
    );
    expect(row(month.regimes, 'comum').taxCents).toBe(149_505);
    expect(month.darfs[0]).toMatchObject({
      code: '6015',
      irrfOfMonthCents: 300,
      irrfUsedCents: 300,
      payCents: 149_205,
      dueDate: '2024-03-28',
    });
  });
});

describe('ETFs and BDRs have no exemption', () => {
  it('an ETF gain in a month of exempt ações is taxed; the ações gain is left out', () => {
    // Ações: R$ 10.000,00 sold, gain R$ 500,00 (exempt). ETF: R$ 5.000,00 sold, gain R$ 300,00.
    // Taxed: R$ 300,00 × 15% = R$ 45,00.
    const month = monthOf(
      [sale('2026-05-04', 'acao', 1_000_000, 50_000), sale('2026-05-05', 'etf', 500_000, 30_000)],
      '2026-05',
    );
    expect(row(month.regimes, 'comum')).toMatchObject({
      salesCents: 1_500_000,
      gainCents: 80_000,
      exemptGainCents: 50_000,
      exempt: false,
      reason:
        'Vendas de ações no mês até R$ 20.000,00: ganho das ações isento. ETFs e BDRs não têm isenção. ' +
        'Ganho tributado a 15%.',
      taxableCents: 30_000,
      taxCents: 4_500,
    });
    expect(month.darfs[0]).toMatchObject({ payCents: 4_500 });
  });

  it('a sale that brought nothing still counts: its loss is carried', () => {
    // A worthless holding sold for R$ 0,00, cost R$ 700,00: a loss of R$ 700,00 in an exempt month.
    const report = variableIncomeTaxes([sale('2026-05-04', 'acao', 0, -70_000)]);
    expect(row(report.months[0]!.regimes, 'comum')).toMatchObject({
      salesCents: 0,
      lossCarriedOutCents: 70_000,
    });
  });

  it('a small BDR sale alone is taxed at 15%', () => {
    // R$ 1.000,00 sold, gain R$ 100,00: R$ 15,00.
    const month = monthOf([sale('2026-05-04', 'bdr', 100_000, 10_000)], '2026-05');
    expect(row(month.regimes, 'comum')).toMatchObject({
      exempt: false,
      reason: 'ETFs e BDRs não têm isenção. Ganho tributado a 15%.',
      taxCents: 1_500,
    });
  });
});

describe('losses', () => {
  it('a loss is carried through a month without sales and used two months later', () => {
    // Jan: R$ 30.000,00 sold at a loss of R$ 2.000,00. Feb: nothing sold; the loss is shown carried.
    // Mar: R$ 25.000,00 sold, gain R$ 5.000,00 − 2.000,00 = R$ 3.000,00 × 15% = R$ 450,00.
    const report = variableIncomeTaxes([
      sale('2026-01-15', 'acao', 3_000_000, -200_000),
      sale('2026-03-16', 'acao', 2_500_000, 500_000),
    ]);
    expect(report.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const [jan, feb, mar] = report.months.map((m) => row(m.regimes, 'comum'));
    expect(jan).toMatchObject({
      gainCents: -200_000,
      lossCarriedInCents: 0,
      lossCarriedOutCents: 200_000,
      reason:
        'Vendas de ações no mês acima de R$ 20.000,00: sem isenção. Prejuízo no mês: compensa ganhos futuros de ações, ETFs e BDRs.',
      taxCents: 0,
    });
    expect(feb).toMatchObject({
      salesCents: 0,
      lossCarriedInCents: 200_000,
      lossCarriedOutCents: 200_000,
      reason: 'Sem vendas no mês: o prejuízo a compensar continua.',
    });
    expect(mar).toMatchObject({
      lossCarriedInCents: 200_000,
      lossUsedCents: 200_000,
      lossCarriedOutCents: 0,
      taxableCents: 300_000,
      taxCents: 45_000,
      reason:
        'Vendas de ações no mês acima de R$ 20.000,00: sem isenção. Ganho tributado a 15%, depois de compensar prejuízo de meses anteriores.',
    });
    expect(report.months[1]?.darfs).toEqual([]);
    expect(report.lossesCarriedOut).toEqual({ comum: 0, fii: 0, daytrade: 0 });
    // The brokers' 0,005%: R$ 1,50 of January's R$ 30.000,00, with no tax to deduct it from, waits for March, whose
    // R$ 25.000,00 had R$ 1,25 withheld: R$ 450,00 − R$ 2,75 = R$ 447,25.
    expect(report.months[0]?.darfs[0]).toMatchObject({
      irrfOfMonthCents: 150,
      payCents: 0,
      irrfCarriedOutCents: 150,
    });
    expect(report.months[2]?.darfs[0]).toMatchObject({
      irrfCarriedInCents: 150,
      irrfOfMonthCents: 125,
      irrfUsedCents: 275,
      payCents: 44_725,
    });
  });

  it('an exempt gain uses none of the loss carried; a loss of an exempt month is carried (the Receita reading)', () => {
    // Jan: R$ 10.000,00 sold at a loss of R$ 500,00 (an exempt month): carried.
    // Feb: R$ 15.000,00 sold, gain R$ 1.000,00: exempt, the R$ 500,00 stays.
    // Mar: R$ 30.000,00 sold, gain R$ 2.000,00 − 500,00 = R$ 1.500,00 × 15% = R$ 225,00.
    const report = variableIncomeTaxes([
      sale('2026-01-10', 'acao', 1_000_000, -50_000),
      sale('2026-02-10', 'acao', 1_500_000, 100_000),
      sale('2026-03-10', 'acao', 3_000_000, 200_000),
    ]);
    const [jan, feb, mar] = report.months.map((m) => row(m.regimes, 'comum'));
    expect(jan).toMatchObject({ exempt: false, lossCarriedOutCents: 50_000 });
    expect(jan?.reason).toContain('só o ganho seria isento; o prejuízo conta');
    expect(feb).toMatchObject({
      exempt: true,
      lossCarriedInCents: 50_000,
      lossUsedCents: 0,
      lossCarriedOutCents: 50_000,
    });
    expect(mar).toMatchObject({ lossUsedCents: 50_000, taxableCents: 150_000, taxCents: 22_500 });
  });

  it('an ETF loss offsets an ações gain of the same month; a gain smaller than the loss carried uses part of it', () => {
    // Apr: ações R$ 25.000,00, gain R$ 1.000,00; ETF loss R$ 400,00: R$ 600,00 × 15% = R$ 90,00.
    expect(
      row(
        monthOf(
          [sale('2026-04-01', 'acao', 2_500_000, 100_000), sale('2026-04-02', 'etf', 300_000, -40_000)],
          '2026-04',
        ).regimes,
        'comum',
      ).taxCents,
    ).toBe(9_000);
    // A loss of R$ 1.000,00 carried in; R$ 600,00 of gain uses R$ 600,00 and leaves R$ 400,00.
    const report = variableIncomeTaxes([sale('2026-04-01', 'acao', 2_500_000, 60_000)], {
      lossesCarriedIn: { comum: 100_000 },
    });
    expect(row(report.months[0]!.regimes, 'comum')).toMatchObject({
      lossUsedCents: 60_000,
      lossCarriedOutCents: 40_000,
      taxCents: 0,
      reason:
        'Vendas de ações no mês acima de R$ 20.000,00: sem isenção. Ganho coberto pelo prejuízo de meses anteriores.',
    });
    expect(report.lossesCarriedOut).toEqual({ comum: 40_000, fii: 0, daytrade: 0 });
  });
});

describe('FIIs: 20%, no exemption, losses only against FII gains', () => {
  it('a FII loss does not touch an ações gain, and an ETF loss does not touch the FII gain', () => {
    // Jan: FII loss R$ 1.000,00; ações R$ 30.000,00 with gain R$ 1.000,00 → R$ 150,00 (the FII loss not used).
    // Feb: FII R$ 10.000,00 sold, gain R$ 3.000,00 − 1.000,00 = R$ 2.000,00 × 20% = R$ 400,00; an ETF loss of
    // R$ 500,00 is carried in the comum pool, not offset against the FII gain.
    const report = variableIncomeTaxes([
      sale('2026-01-05', 'fii', 900_000, -100_000),
      sale('2026-01-06', 'acao', 3_000_000, 100_000),
      sale('2026-02-05', 'fii', 1_000_000, 300_000),
      sale('2026-02-06', 'etf', 400_000, -50_000),
    ]);
    const [jan, feb] = report.months;
    expect(row(jan!.regimes, 'comum').taxCents).toBe(15_000);
    expect(row(jan!.regimes, 'fii')).toMatchObject({
      exempt: false,
      lossCarriedOutCents: 100_000,
      taxCents: 0,
    });
    expect(row(feb!.regimes, 'fii')).toMatchObject({
      salesCents: 1_000_000,
      lossUsedCents: 100_000,
      taxableCents: 200_000,
      rateText: '20%',
      rateBasisPoints: 2000,
      taxCents: 40_000,
    });
    expect(row(feb!.regimes, 'comum')).toMatchObject({ lossCarriedOutCents: 50_000, taxCents: 0 });
    // Both are code 6015: one DARF of the month's total.
    expect(feb!.darfs).toEqual([
      expect.objectContaining({ code: '6015', taxOfMonthCents: 40_000, payCents: 40_000 }),
    ]);
    expect(report.lossesCarriedOut).toEqual({ comum: 50_000, fii: 0, daytrade: 0 });
  });
});

describe('the R$ 10,00 minimum DARF (Lei 9.430/1996, art. 68)', () => {
  it('a tax of R$ 8,00 is carried and paid with the next month’s, on the next month’s due date', () => {
    // ETFs (no exemption) of R$ 2.500,00 and R$ 3.000,00: their 0,005% (R$ 0,13, R$ 0,15) is not withheld.
    // Jan: gain R$ 53,33 × 15% = R$ 7,9995 → R$ 8,00: no DARF, carried.
    // Feb: gain R$ 100,00 × 15% = R$ 15,00; DARF R$ 15,00 + 8,00 = R$ 23,00, due 31/03/2026 (a Tuesday).
    const report = variableIncomeTaxes([
      sale('2026-01-20', 'etf', 250_000, 5_333),
      sale('2026-02-20', 'etf', 300_000, 10_000),
    ]);
    expect(report.months[0]?.darfs).toEqual([
      expect.objectContaining({ taxOfMonthCents: 800, payCents: 0, carriedOutCents: 800, dueDate: null }),
    ]);
    expect(report.months[1]?.darfs).toEqual([
      expect.objectContaining({
        taxOfMonthCents: 1_500,
        carriedInCents: 800,
        payCents: 2_300,
        carriedOutCents: 0,
        dueDate: '2026-03-31',
      }),
    ]);
    expect(report.pendingTax).toEqual({ '6015': 0, '4600': 0 });
    // Exactly R$ 10,00 is paid: R$ 66,67 × 15% = R$ 10,0005 → R$ 10,00.
    const ten = monthOf([sale('2026-01-20', 'etf', 250_000, 6_667)], '2026-01');
    expect(ten.darfs[0]).toMatchObject({ payCents: 1_000, carriedOutCents: 0, dueDate: '2026-02-27' });
  });

  it('the months between are shown while the small tax carries, up to `through`; the codes do not mix', () => {
    // Nov: ETF tax R$ 8,00 (6015) and crypto tax R$ 7,50 (4600): neither paid, not added together.
    // Dec: no sales, shown because both carry; the year ends with R$ 15,50 pending.
    const report = variableIncomeTaxes(
      [sale('2026-11-03', 'etf', 250_000, 5_333), sale('2026-11-04', 'cripto', 4_000_000, 5_000)],
      { through: '2026-12' },
    );
    expect(report.months.map((m) => m.month)).toEqual(['2026-11', '2026-12']);
    expect(report.months[0]?.darfs.map((d) => [d.code, d.payCents, d.carriedOutCents])).toEqual([
      ['6015', 0, 800],
      ['4600', 0, 750],
    ]);
    expect(report.months[1]).toMatchObject({ regimes: [] });
    expect(report.months[1]?.darfs.map((d) => [d.code, d.carriedInCents, d.carriedOutCents])).toEqual([
      ['6015', 800, 800],
      ['4600', 750, 750],
    ]);
    expect(report.years).toEqual([
      expect.objectContaining({ year: 2026, taxCents: 1_550, darfCents: 0, pendingTaxCents: 1_550 }),
    ]);
  });

  it('months with nothing sold and nothing carried are left out', () => {
    const report = variableIncomeTaxes([
      sale('2026-01-10', 'acao', 1_000_000, 10_000),
      sale('2026-05-10', 'acao', 1_000_000, 10_000),
    ]);
    expect(report.months.map((m) => m.month)).toEqual(['2026-01', '2026-05']);
  });
});

describe('due dates: the last business day of the next month', () => {
  it('skips a month-end weekend and a holiday', () => {
    expect(darfDueDate('2026-04')).toBe('2026-05-29'); // 30 and 31/05/2026 are a weekend
    expect(darfDueDate('2026-01')).toBe('2026-02-27'); // 28/02/2026 is a Saturday
    expect(darfDueDate('2024-02')).toBe('2024-03-28'); // the weekend, then the Sexta-feira Santa
    expect(darfDueDate('2026-11')).toBe('2026-12-30'); // 31/12 is a Thursday without public bank service
    expect(darfDueDate('2026-12')).toBe('2027-01-29'); // over the year's end; 30 and 31/01/2027 are a weekend
  });
});

describe('crypto: ganho de capital, exempt up to R$ 35.000,00 sold in the month (DARF 4600)', () => {
  it('sales of exactly R$ 35.000,00 are exempt; R$ 35.000,01 pay 15% of the gain', () => {
    const exempt = monthOf([sale('2026-06-10', 'cripto', 3_500_000, 500_000)], '2026-06');
    expect(row(exempt.regimes, 'cripto')).toMatchObject({
      exempt: true,
      exemptGainCents: 500_000,
      reason: 'Vendas de criptoativos no mês até R$ 35.000,00: ganho isento.',
      taxCents: 0,
    });
    expect(exempt.darfs).toEqual([]);
    // R$ 5.000,00 × 15% = R$ 750,00, due 31/07/2026 (a Friday).
    const taxed = monthOf([sale('2026-06-10', 'cripto', 3_500_001, 500_000)], '2026-06');
    expect(row(taxed.regimes, 'cripto')).toMatchObject({ exempt: false, rateText: '15%', taxCents: 75_000 });
    expect(taxed.darfs).toEqual([
      expect.objectContaining({
        code: '4600',
        label: 'IRPF – ganho de capital na alienação de bens e direitos',
        payCents: 75_000,
        dueDate: '2026-07-31',
      }),
    ]);
  });

  it('the progressive brackets of Lei 13.259/2016 apply by parts', () => {
    // R$ 6 million: 5M × 15% + 1M × 17,5% = 750.000 + 175.000 = R$ 925.000,00.
    expect(cryptoTax(600_000_000)).toEqual({ taxCents: 92_500_000, topBasisPoints: 1750 });
    // R$ 40 million: 750.000 + 875.000 (5M × 17,5%) + 4.000.000 (20M × 20%) + 2.250.000 (10M × 22,5%)
    // = R$ 7.875.000,00.
    expect(cryptoTax(4_000_000_000)).toEqual({ taxCents: 787_500_000, topBasisPoints: 2250 });
    // Exactly R$ 5 million: all at 15%.
    expect(cryptoTax(500_000_000)).toEqual({ taxCents: 75_000_000, topBasisPoints: 1500 });
    const month = monthOf([sale('2026-06-10', 'cripto', 900_000_000, 600_000_000)], '2026-06');
    expect(row(month.regimes, 'cripto')).toMatchObject({
      rateText: '15% a 17,5%',
      rateBasisPoints: 1750,
      taxCents: 92_500_000,
    });
  });

  it('a crypto loss offsets nothing, neither in the month nor later', () => {
    // Jul: R$ 30.000,00 at a gain of R$ 3.000,00 and R$ 20.000,00 at a loss of R$ 1.000,00: R$ 50.000,00 sold,
    // taxed R$ 3.000,00 × 15% = R$ 450,00 (the loss counts zero). Aug: nothing carried.
    const report = variableIncomeTaxes([
      sale('2026-07-01', 'cripto', 3_000_000, 300_000),
      sale('2026-07-02', 'cripto', 2_000_000, -100_000),
      sale('2026-09-01', 'cripto', 4_000_000, 100_000),
    ]);
    expect(row(report.months[0]!.regimes, 'cripto')).toMatchObject({
      gainCents: 200_000,
      taxableCents: 300_000,
      taxCents: 45_000,
      reason:
        'Vendas de criptoativos no mês acima de R$ 35.000,00: ganho de capital tributado. ' +
        'Perdas com criptoativos não são compensadas.',
    });
    expect(report.months.map((m) => m.month)).toEqual(['2026-07', '2026-09']);
    expect(row(report.months[1]!.regimes, 'cripto').taxCents).toBe(15_000);
  });
});

describe('fundos are taxed at the source', () => {
  it('are listed with their sales and gain, and give no DARF', () => {
    const month = monthOf([sale('2026-08-10', 'fundo', 5_000_000, 400_000)], '2026-08');
    expect(month.regimes).toEqual([
      expect.objectContaining({
        regime: 'fundo',
        label: 'Fundos (imposto retido na fonte)',
        salesCents: 5_000_000,
        gainCents: 400_000,
        rateText: 'na fonte',
        taxCents: 0,
        reason: 'Fundos têm o imposto retido na fonte (come-cotas e resgate): não há DARF.',
      }),
    ]);
    expect(month.darfs).toEqual([]);
  });
});

describe('the report', () => {
  const sales = [
    sale('2026-01-05', 'acao', 1_500_000, 120_000),
    sale('2026-01-06', 'etf', 900_000, -30_000),
    sale('2026-01-20', 'acao', 900_000, 80_000),
    sale('2026-01-21', 'fii', 700_000, 50_000),
    sale('2026-01-22', 'cripto', 2_000_000, 90_000),
    sale('2026-01-23', 'cripto', 2_000_000, -10_000),
    sale('2026-02-03', 'bdr', 300_000, 20_000),
    sale('2027-01-04', 'acao', 2_500_000, 100_000),
  ];

  it('does not depend on the order of the sales', () => {
    const expected = variableIncomeTaxes(sales);
    expect(variableIncomeTaxes([...sales].reverse())).toEqual(expected);
    expect(
      variableIncomeTaxes([
        sales[3]!,
        sales[0]!,
        sales[5]!,
        sales[2]!,
        ...sales.slice(6),
        sales[1]!,
        sales[4]!,
      ]),
    ).toEqual(expected);
  });

  it('sums each year', () => {
    // Jan/2026: ações R$ 24.000,00 sold (no exemption), ações + ETF = R$ 2.000,00 − 300,00 = R$ 1.700,00 × 15% =
    // R$ 255,00; FII R$ 500,00 × 20% = R$ 100,00; crypto R$ 40.000,00 sold, R$ 900,00 × 15% = R$ 135,00.
    // Feb/2026: BDR R$ 200,00 × 15% = R$ 30,00. Jan/2027: ações R$ 1.000,00 × 15% = R$ 150,00.
    // The brokers' 0,005%: R$ 2,00 of January's R$ 40.000,00 of B3 sales (not of crypto), off its DARF 6015; none of
    // February's R$ 3.000,00 (R$ 0,15); R$ 1,25 of January 2027's R$ 25.000,00.
    const { years, months } = variableIncomeTaxes(sales);
    expect(row(months[0]!.regimes, 'comum').taxCents).toBe(25_500);
    expect(months[0]!.darfs.map((d) => [d.code, d.irrfUsedCents, d.payCents])).toEqual([
      ['6015', 200, 35_300],
      ['4600', 0, 13_500],
    ]);
    expect(years).toEqual([
      {
        year: 2026,
        salesCents: 1_500_000 + 900_000 + 900_000 + 700_000 + 4_000_000 + 300_000,
        gainCents: 120_000 - 30_000 + 80_000 + 50_000 + 80_000 + 20_000,
        exemptGainCents: 0,
        taxCents: 25_500 + 10_000 + 13_500 + 3_000,
        darfCents: 35_300 + 13_500 + 3_000,
        irrfCents: 200,
        irrfLeftCents: 0,
        pendingTaxCents: 0,
        lossesCarriedOut: { comum: 0, fii: 0, daytrade: 0 },
      },
      expect.objectContaining({ year: 2027, taxCents: 15_000, irrfCents: 125, darfCents: 14_875 }),
    ]);
  });

  it('is empty without sales, keeping the losses carried in', () => {
    expect(variableIncomeTaxes([], { lossesCarriedIn: { fii: 1_000 } })).toEqual({
      months: [],
      years: [],
      lossesCarriedOut: { comum: 0, fii: 1_000, daytrade: 0 },
      pendingTax: { '6015': 0, '4600': 0 },
    });
  });

  it('refuses what is not a sale', () => {
    expect(() => variableIncomeTaxes([sale('2026-02-30', 'acao', 1, 1)])).toThrow(RangeError);
    expect(() => variableIncomeTaxes([sale('2026-02-03', 'opcao' as VariableIncomeKind, 1, 1)])).toThrow(
      RangeError,
    );
    expect(() => variableIncomeTaxes([sale('2026-02-03', 'acao', 1.5, 1)])).toThrow(RangeError);
    expect(() => variableIncomeTaxes([sale('2026-02-03', 'acao', 100, 1)], { through: '2026-13' })).toThrow(
      RangeError,
    );
  });

  it('labels every regime in Portuguese', () => {
    expect(TAX_REGIME_LABELS).toEqual({
      comum: 'Ações, ETFs e BDRs',
      fii: 'Fundos imobiliários (FIIs)',
      daytrade: 'Day trade',
      cripto: 'Criptoativos',
      fundo: 'Fundos (imposto retido na fonte)',
    });
  });
});
