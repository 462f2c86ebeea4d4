/**
 * The IRPF's monthly progressive table (tabela progressiva mensal), as the Receita Federal publishes it for the
 * withholding at source and the Carnê-Leão, with what each month deducts: one entry per period it was in force, each
 * with its source. A month before the first entry or a year not listed has no table: `monthlyTableFor` answers
 * null and the caller says so, rather than guessing.
 *
 * Money is in cents; rates in basis points (7,5% = 750).
 */

export interface TaxBracket {
  /** The bracket's upper limit of the monthly base, in cents; null for the last one. */
  upToCents: number | null;
  rateBasisPoints: number;
  /** Parcela a deduzir, in cents. */
  deductionCents: number;
}

/**
 * The reduction of Art. 3º-A of Lei 9.250/1995 (added by Lei 15.270/2025), from January 2026: with taxable income of
 * the month up to `fullUpToCents` the tax is reduced by up to `maxCents` (the tax of R$ 5.000,00 less the simplified
 * discount, so that it is zero there); up to `phaseOutUpToCents` by `baseCents` minus `coefficient` times the
 * income; above, not at all.
 */
export interface TaxReduction {
  fullUpToCents: number;
  maxCents: number;
  phaseOutUpToCents: number;
  baseCents: number;
  /** Millionths: 0,133145 is 133145. */
  coefficientMillionths: number;
}

export interface MonthlyTaxTable {
  /** First month in force, 'YYYY-MM'. */
  from: string;
  /** Last month in force, 'YYYY-MM'; null while no later table is known. */
  until: string | null;
  brackets: readonly TaxBracket[];
  /** Deduction per dependent, a month. */
  dependentCents: number;
  /** Desconto simplificado mensal (25% of the exempt bracket), instead of the legal deductions when larger. */
  simplifiedDiscountCents: number;
  reduction: TaxReduction | null;
  source: string;
}

/** From February 2024 to April 2025: the exempt bracket at R$ 2.259,20. */
const TABLE_2024_FEB: MonthlyTaxTable = {
  from: '2024-02',
  until: '2025-04',
  brackets: [
    { upToCents: 225_920, rateBasisPoints: 0, deductionCents: 0 },
    { upToCents: 282_665, rateBasisPoints: 750, deductionCents: 16_944 },
    { upToCents: 375_105, rateBasisPoints: 1500, deductionCents: 38_144 },
    { upToCents: 466_468, rateBasisPoints: 2250, deductionCents: 66_277 },
    { upToCents: null, rateBasisPoints: 2750, deductionCents: 89_600 },
  ],
  dependentCents: 18_959,
  simplifiedDiscountCents: 56_480,
  reduction: null,
  source: 'Lei nº 14.848/2024 (MP nº 1.206/2024), art. 1º; Receita Federal, "Tabelas 2024"',
};

/** From May 2025: the exempt bracket at R$ 2.428,80. */
const TABLE_2025_MAY: MonthlyTaxTable = {
  from: '2025-05',
  until: '2025-12',
  brackets: [
    { upToCents: 242_880, rateBasisPoints: 0, deductionCents: 0 },
    { upToCents: 282_665, rateBasisPoints: 750, deductionCents: 18_216 },
    { upToCents: 375_105, rateBasisPoints: 1500, deductionCents: 39_416 },
    { upToCents: 466_468, rateBasisPoints: 2250, deductionCents: 67_549 },
    { upToCents: null, rateBasisPoints: 2750, deductionCents: 90_873 },
  ],
  dependentCents: 18_959,
  simplifiedDiscountCents: 60_720,
  reduction: null,
  source: 'Lei nº 15.191/2025 (MP nº 1.294/2025), art. 1º; Receita Federal, "Tabelas 2025"',
};

/** From January 2026: the same brackets, and the reduction that exempts up to R$ 5.000,00 a month. */
const TABLE_2026: MonthlyTaxTable = {
  ...TABLE_2025_MAY,
  from: '2026-01',
  until: null,
  reduction: {
    fullUpToCents: 500_000,
    maxCents: 31_289,
    phaseOutUpToCents: 735_000,
    baseCents: 97_862,
    coefficientMillionths: 133_145,
  },
  source:
    'Lei nº 15.191/2025, art. 1º (the brackets); Lei nº 15.270/2025, which added art. 3º-A to Lei nº 9.250/1995 (the reduction); Receita Federal, "Tabelas 2026"',
};

export const MONTHLY_TAX_TABLES: readonly MonthlyTaxTable[] = [TABLE_2024_FEB, TABLE_2025_MAY, TABLE_2026];

/** The table in force in a month ('YYYY-MM'), or null when none is known for it. */
export function monthlyTableFor(month: string): MonthlyTaxTable | null {
  return MONTHLY_TAX_TABLES.find((t) => t.from <= month && (t.until === null || month <= t.until)) ?? null;
}

/** Cents times a rate in basis points, rounded to the cent (half away from zero). */
const applyRate = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/**
 * The month's tax by the table: on `baseCents` (the taxable income less the month's deductions), less the
 * reduction of that year on `incomeCents` (the month's taxable income before deductions), never below zero.
 */
export function monthlyTax(table: MonthlyTaxTable, baseCents: number, incomeCents: number): number {
  const base = Math.max(0, baseCents);
  const bracket = table.brackets.find((b) => b.upToCents === null || base <= b.upToCents);
  if (!bracket) return 0;
  const byTable = Math.max(0, applyRate(base, bracket.rateBasisPoints) - bracket.deductionCents);
  const r = table.reduction;
  if (!r || incomeCents > r.phaseOutUpToCents) return byTable;
  const reduction =
    incomeCents <= r.fullUpToCents
      ? Math.min(r.maxCents, byTable)
      : Math.max(0, r.baseCents - Math.round((incomeCents * r.coefficientMillionths) / 1_000_000));
  return Math.max(0, byTable - reduction);
}
