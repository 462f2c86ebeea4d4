import { describe, expect, it } from 'vitest';
import { type DeclarationFigures, declarationResult, RESULT_MESSAGES } from './income-tax-result';

// Every expected figure is worked by hand in its comment from the annual tables of common/income-tax-declaration.ts
// (2024: IRPF 2025; 2025: IRPF 2026; 2026 by the law, with Lei 15.270/2025's reduction) and the limits there: dependent R$ 2.275,08, instrução R$ 3.561,50 per person,
// PGBL 12%, simplified discount 20% up to R$ 16.754,34.

const NOTHING: Omit<DeclarationFigures, 'year' | 'taxableCents'> = {
  officialPensionCents: 0,
  dependents: 0,
  instructionByPersonCents: [],
  healthCents: 0,
  privatePensionCents: 0,
  contributesToOfficialPension: true,
  alimonyCents: 0,
  bookCashCents: 0,
  bookCashIncomeCents: 0,
  incentiveDonationsCents: 0,
  withheldCents: 0,
  carneLeaoPaidCents: 0,
};

describe('the declaration’s result by both models', () => {
  it('2025: a salary with a dependent, school, health and PGBL is better off in the completo, with a refund', () => {
    const result = declarationResult({
      ...NOTHING,
      year: 2025,
      taxableCents: 12_000_000,
      officialPensionCents: 1_100_000,
      dependents: 1,
      // The titular paid none, the dependent's school R$ 5.000,00: R$ 3.561,50 deducted.
      instructionByPersonCents: [0, 500_000],
      healthCents: 800_000,
      privatePensionCents: 1_000_000,
      incentiveDonationsCents: 50_000,
      withheldCents: 1_800_000,
    });
    // Completo: 11.000,00 + 2.275,08 + 3.561,50 + 8.000,00 + 10.000,00 (under 12% of 120.000,00 = 14.400,00) =
    // R$ 34.836,58; base 120.000,00 − 34.836,58 = R$ 85.163,42; × 27,5% = 23.419,9405 → 23.419,94 − 10.853,78 =
    // R$ 12.566,16; donations R$ 500,00 (under 6% = 753,96): devido R$ 12.066,16; less R$ 18.000,00 withheld:
    // R$ 5.933,84 a restituir.
    expect(result?.complete).toMatchObject({
      deductionsCents: 3_483_658,
      baseCents: 8_516_342,
      taxByTableCents: 1_256_616,
      incentiveCents: 50_000,
      taxDueCents: 1_206_616,
      paidCents: 1_800_000,
      balanceCents: -593_384,
    });
    expect(result?.complete.parts).toEqual({
      officialPensionCents: 1_100_000,
      dependentsCents: 227_508,
      instructionCents: 356_150,
      healthCents: 800_000,
      privatePensionCents: 1_000_000,
      alimonyCents: 0,
      bookCashCents: 0,
    });
    // Simplificado: 20% of 120.000,00 = 24.000,00, capped at R$ 16.754,34; base R$ 103.245,66 × 27,5% =
    // 28.392,5565 → 28.392,56 − 10.853,78 = R$ 17.538,78, no donations: R$ 461,22 a restituir.
    expect(result?.simplified).toMatchObject({
      deductionsCents: 1_675_434,
      baseCents: 10_324_566,
      taxDueCents: 1_753_878,
      incentiveCents: 0,
      balanceCents: -46_122,
    });
    // The completo's devido is R$ 5.472,62 less.
    expect([result?.better, result?.savingCents]).toEqual(['completo', 547_262]);
    expect(result?.source).toContain('IRPF 2026 (ano-calendário 2025)');
  });

  it('2024: a rent by Carnê-Leão and little to deduct is better off in the simplificado', () => {
    const result = declarationResult({
      ...NOTHING,
      year: 2024,
      taxableCents: 4_000_000,
      healthCents: 100_000,
      carneLeaoPaidCents: 150_000,
    });
    // Completo: base 40.000,00 − 1.000,00 = R$ 39.000,00, at 15% = 5.850,00 − 4.566,23 = R$ 1.283,77: R$ 216,23
    // a restituir of the R$ 1.500,00 paid by Carnê-Leão.
    expect(result?.complete).toMatchObject({
      baseCents: 3_900_000,
      taxDueCents: 128_377,
      balanceCents: -21_623,
    });
    // Simplificado: 20% = R$ 8.000,00; base R$ 32.000,00 at 7,5% = 2.400,00 − 2.022,24 = R$ 377,76: R$ 1.122,24
    // a restituir. Better by R$ 906,01.
    expect(result?.simplified).toMatchObject({
      baseCents: 3_200_000,
      taxDueCents: 37_776,
      balanceCents: -112_224,
    });
    expect([result?.better, result?.savingCents]).toEqual(['simplificado', 90_601]);
  });

  it('a pagar when less was withheld than is due', () => {
    // 2025, R$ 60.000,00 of rent with nothing paid: simplificado base 48.000,00 at 22,5% = 10.800,00 − 8.054,97 =
    // R$ 2.745,03; completo base 60.000,00 at 27,5% = 16.500,00 − 10.853,78 = R$ 5.646,22.
    const result = declarationResult({ ...NOTHING, year: 2025, taxableCents: 6_000_000 });
    expect(result?.simplified.balanceCents).toBe(274_503);
    expect(result?.complete.balanceCents).toBe(564_622);
    expect(result?.better).toBe('simplificado');
  });

  it('PGBL counts up to 12%, and only for whom contributes to an official regime', () => {
    const pgbl = (contributes: boolean) =>
      declarationResult({
        ...NOTHING,
        year: 2025,
        taxableCents: 10_000_000,
        privatePensionCents: 2_000_000,
        contributesToOfficialPension: contributes,
      })?.complete.parts.privatePensionCents;
    // 12% of R$ 100.000,00 = R$ 12.000,00 of the R$ 20.000,00 paid; none without an official regime.
    expect([pgbl(true), pgbl(false)]).toEqual([1_200_000, 0]);
  });

  it('instrução is capped per person; livro-caixa up to the income it is of', () => {
    const result = declarationResult({
      ...NOTHING,
      year: 2024,
      taxableCents: 5_000_000,
      instructionByPersonCents: [500_000, 200_000],
      bookCashCents: 900_000,
      bookCashIncomeCents: 600_000,
    });
    // 3.561,50 + 2.000,00 = R$ 5.561,50; livro-caixa R$ 9.000,00 of an income of R$ 6.000,00: R$ 6.000,00.
    expect(result?.complete.parts).toMatchObject({ instructionCents: 556_150, bookCashCents: 600_000 });
  });

  it('a tie and a base under the exempt bracket: nothing due, the withholding refunded, the simplificado named', () => {
    const result = declarationResult({
      ...NOTHING,
      year: 2025,
      taxableCents: 2_000_000,
      withheldCents: 30_000,
    });
    expect([result?.complete.taxDueCents, result?.simplified.balanceCents, result?.better]).toEqual([
      0,
      -30_000,
      'simplificado',
    ]);
  });

  it('a year without its table has no result; a negative figure is refused', () => {
    expect(declarationResult({ ...NOTHING, year: 2027, taxableCents: 100 })).toBeNull();
    expect(RESULT_MESSAGES.yearUnknown(2027)).toBe(
      'A tabela anual de 2027 ainda não está no Grana: o resultado da declaração deste ano não é calculado.',
    );
    expect(() => declarationResult({ ...NOTHING, year: 2025, taxableCents: -1 })).toThrow(
      RESULT_MESSAGES.negative,
    );
  });

  it('2026: Lei 15.270/2025’s reduction zeroes the tax up to R$ 60.000,00 and fades out to R$ 88.200,00', () => {
    const simplified = (taxableCents: number) =>
      declarationResult({ ...NOTHING, year: 2026, taxableCents })?.simplified;
    // 60.000,00: 20% is 12.000,00; base 48.000,00 × 22,5% − 8.105,85 = 2.694,15, the law's whole reduction:
    // nothing due.
    expect(simplified(6_000_000)).toMatchObject({
      baseCents: 4_800_000,
      taxByTableCents: 269_415,
      reductionCents: 269_415,
      taxDueCents: 0,
    });
    // 80.000,00: base 64.000,00 × 27,5% − 10.904,66 = 6.695,34; reduction 8.429,73 − 0,095575 × 80.000,00 =
    // 8.429,73 − 7.646,00 = 783,73: devido 5.911,61.
    expect(simplified(8_000_000)).toMatchObject({
      taxByTableCents: 669_534,
      reductionCents: 78_373,
      taxDueCents: 591_161,
    });
    // 100.000,00: above R$ 88.200,00, no reduction; base 83.245,66 × 27,5% = 22.892,56 − 10.904,66 = 11.987,90.
    expect(simplified(10_000_000)).toMatchObject({ reductionCents: 0, taxDueCents: 1_198_790 });
    // The completo of 60.000,00 with INSS 6.600,00: base 53.400,00 × 22,5% − 8.105,85 = 3.909,15, reduced by the
    // whole 2.694,15: 1.215,00; the simplificado's nothing is better.
    const withInss = declarationResult({
      ...NOTHING,
      year: 2026,
      taxableCents: 6_000_000,
      officialPensionCents: 660_000,
    });
    expect(withInss?.complete).toMatchObject({ reductionCents: 269_415, taxDueCents: 121_500 });
    expect(withInss?.better).toBe('simplificado');
  });
});
