import { describe, expect, it } from 'vitest';
import { minimumTaxGross, minimumTaxPreview } from './income-tax-minimum';

const reais = (value: number) => Math.round(value * 100);

describe('the minimum tax on high incomes (Lei 9.250/1995, art. 16-A)', () => {
  it('is none up to R$ 600.000,00 and rises by the law’s formula to 10% at R$ 1.200.000,00', () => {
    expect(minimumTaxGross(reais(600_000))).toBe(0);
    // R$ 700.000,00: 700.000 ÷ 60.000 − 10 = 1,6667%; 700.000 × 100.000 ÷ 6.000.000 = R$ 11.666,666… → 11.666,67.
    expect(minimumTaxGross(reais(700_000))).toBe(reais(11_666.67));
    // R$ 900.000,00: 5%, R$ 45.000,00.
    expect(minimumTaxGross(reais(900_000))).toBe(reais(45_000));
    // The formula meets the 10% at R$ 1.200.000,00, and 10% goes on above it.
    expect(minimumTaxGross(reais(1_200_000))).toBe(reais(120_000));
    // A cent below: 119.999.999 × 59.999.999 ÷ 600.000.000 cents = 11.999.999,7 → R$ 120.000,00 all the same.
    expect(minimumTaxGross(reais(1_199_999.99))).toBe(reais(120_000));
    expect(minimumTaxGross(reais(1_100_000))).toBe(reais(91_666.67));
    expect(minimumTaxGross(reais(2_000_000))).toBe(reais(200_000));
    // A cent above the threshold: R$ 600.000,01 × R$ 0,01 ÷ 6.000.000 is nothing.
    expect(minimumTaxGross(reais(600_000.01))).toBe(0);
  });

  it('deducts the tax already due or paid, then the 10% withheld on dividends: a balance to pay or to be given back', () => {
    // R$ 100.000,00 of salary and R$ 800.000,00 of dividends: R$ 900.000,00 at 5% = R$ 45.000,00, less the
    // declaration's R$ 13.000,00 and the DARFs' R$ 2.000,00: R$ 30.000,00 owed; R$ 80.000,00 withheld on the
    // dividends (10% of months above R$ 50.000,00 a company) gives R$ 50.000,00 back.
    const preview = minimumTaxPreview({
      incomes: [
        { label: 'Rendimentos tributáveis', cents: reais(100_000) },
        { label: 'Lucros e dividendos', cents: reais(800_000) },
      ],
      deductions: [
        { label: 'Imposto devido na declaração', cents: reais(13_000) },
        { label: 'Imposto de renda variável (DARFs)', cents: reais(2_000) },
      ],
      dividendWithheldCents: reais(80_000),
    });
    expect(preview).toEqual({
      incomeCents: reais(900_000),
      applies: true,
      ratePercent: 5,
      grossCents: reais(45_000),
      deductionsCents: reais(15_000),
      dueCents: reais(30_000),
      dividendWithheldCents: reais(80_000),
      balanceCents: reais(-50_000),
    });
    // A salary of R$ 700.000,00 alone: its declaration's tax passes the minimum, nothing more is owed.
    const salaried = minimumTaxPreview({
      incomes: [{ label: 'Rendimentos tributáveis', cents: reais(700_000) }],
      deductions: [{ label: 'Imposto devido na declaração', cents: reais(180_000) }],
      dividendWithheldCents: 0,
    });
    expect(salaried).toMatchObject({
      applies: true,
      grossCents: reais(11_666.67),
      dueCents: 0,
      balanceCents: 0,
    });
    // Below the threshold, nothing is worked even with deductions.
    expect(
      minimumTaxPreview({
        incomes: [{ label: 'Rendimentos tributáveis', cents: reais(150_000) }],
        deductions: [{ label: 'Imposto devido na declaração', cents: reais(25_000) }],
        dividendWithheldCents: 0,
      }),
    ).toMatchObject({ applies: false, ratePercent: 0, grossCents: 0, dueCents: 0, balanceCents: 0 });
  });
});
