import { describe, expect, it } from 'vitest';
import { centsKeysInReais, type VariableIncomeTaxesResponse } from './contract/variable-income-taxes';
import { demonstrativoOf } from './variable-income-demonstrativo';
import { variableIncomeTaxes } from './variable-income-tax-report';
import type { VariableIncomeSale } from './variable-income-taxes';

/** The year's report in reais, as GET /variable-income/taxes answers it (its cents keys without the suffix). */
function taxesOf(
  sales: VariableIncomeSale[],
  year: number,
  lossesCarriedIn = {},
): VariableIncomeTaxesResponse {
  const report = variableIncomeTaxes(sales, { lossesCarriedIn, through: `${year}-12` });
  return {
    year,
    months: report.months.filter((m) => m.month.startsWith(`${year}-`)).map(centsKeysInReais),
    summary: null,
    lossesCarriedOut: { comum: 0, fii: 0, daytrade: 0 },
    pendingTax: { '6015': 0, '4600': 0 },
    notes: [],
  };
}

const sale = (
  date: string,
  kind: 'acao' | 'fii',
  grossCents: number,
  gainCents: number,
): VariableIncomeSale => ({
  date,
  kind,
  proceedsCents: grossCents,
  grossCents,
  gainCents,
  brokerId: 1,
});

describe('the Demonstrativo de Renda Variável', () => {
  it('says the losses from the year before, leaves out months with nothing to type, and carries each ficha’s loss', () => {
    // R$ 2.000,00 of ações losses carried into 2026. February: ações sold for R$ 10.000,00 with R$ 1.000,00 of gain
    // (exempt: nothing to type). March: R$ 30.000,00 sold at a gain of R$ 1.500,00 — R$ 1.500,00 of the loss used,
    // R$ 500,00 left, no tax; its 0,005% R$ 1,50. April: an FII sold at a loss of R$ 300,00.
    const taxes = taxesOf(
      [
        sale('2026-02-10', 'acao', 1_000_000, 100_000),
        sale('2026-03-10', 'acao', 3_000_000, 150_000),
        sale('2026-04-10', 'fii', 500_000, -30_000),
      ],
      2026,
      { comum: 200_000 },
    );
    const demonstrativo = demonstrativoOf(taxes);
    expect(demonstrativo.lossesBefore).toEqual({ comum: 2000, daytrade: 0, fii: 0 });
    // February's exempt gain and the months the losses only carry through have nothing to type.
    expect(demonstrativo.comuns.map((m) => m.month)).toEqual(['2026-03']);
    expect(demonstrativo.comuns[0]).toMatchObject({
      comum: { result: 1500, lossCarriedIn: 2000, base: 0, lossCarriedOut: 500, tax: 0 },
      irrfComum: 1.5,
      tax: 0,
    });
    expect(demonstrativo.fii).toEqual([
      { month: '2026-04', result: -300, lossCarriedIn: 0, base: 0, lossCarriedOut: 300, tax: 0, irrf: 0 },
    ]);
  });

  it('is empty for a year without sales', () => {
    expect(demonstrativoOf(taxesOf([], 2026))).toEqual({
      lossesBefore: { comum: 0, daytrade: 0, fii: 0 },
      comuns: [],
      fii: [],
    });
  });
});
