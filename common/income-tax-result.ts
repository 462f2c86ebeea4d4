import { type DeclarationYear, declarationYear, shareOf } from './income-tax-declaration';

/**
 * The Declaração de Ajuste Anual's result: the annual tax by each model and what is left to pay or to be refunded,
 * the better model named. Pure: the year's figures in (each already summed from the person's rows and informes),
 * the two models out. The one module that knows how the adjustment is worked; the annual table and the limits are
 * common/income-tax-declaration.ts's, each with its source. Rules, with their sources:
 * - Base of the completo (modelo completo, "deduções legais"): the taxable income (rendimentos tributáveis
 *   recebidos de PJ e de PF/exterior) less the official pension contribution (INSS, Lei 9.250/1995, art. 8º, II, d),
 *   the year's deduction per dependent (art. 8º, II, c), instrução up to the year's limit per person (art. 8º, II,
 *   b: the titular, each dependent and each alimentando apart), health expenses without limit (art. 8º, II, a),
 *   private pension (PGBL and the like) up to 12% of the taxable income, and only for whom contributes to an
 *   official regime (Lei 9.532/1997, art. 11, caput and § 5º), pensão alimentícia paid by a court's decision or a
 *   public deed (art. 8º, II, f), and the livro-caixa of an autônomo up to the income it is of (art. 6º; Lei
 *   8.134/1990, art. 6º). Never below zero.
 * - Base of the simplificado: the taxable income less 20% of it, the discount capped at the year's limit (Lei
 *   9.250/1995, art. 10, as updated; R$ 16.754,34 for 2024 and 2025), which replaces every legal deduction.
 * - Tax: the annual progressive table on the base (Lei 9.250/1995, art. 11: the table's rate less its parcela a
 *   deduzir), rounded to the cent; from 2026 less the reduction of art. 11-A (Lei 15.270/2025) on the taxable
 *   income, in both models, never below zero. Only in the completo, incentive donations (Fundos da Criança e do Adolescente e
 *   do Idoso, cultura, desporto) lower the tax, up to 6% of it together (Lei 9.250/1995, art. 12, I to IV and § 1º;
 *   Lei 9.532/1997, art. 22). Imposto devido never below zero.
 * - Result: imposto devido less the tax already paid in the year — withheld at source (IRRF on taxable income),
 *   Carnê-Leão, carnê-leão of income from abroad, and the monthly supplementary (mensalão) — (Lei 9.250/1995, art.
 *   12, V to VII): above zero is "a pagar", below "a restituir".
 * - The better model: the one with the lower imposto devido (the same taxes paid count in both); a tie answers the
 *   simplificado, which needs no receipts kept (Perguntas e Respostas IRPF, "Opção pela forma de tributação").
 * Out of this computation: exclusive and exempt incomes (taxed apart: 13º, PLR, investments), which do not enter
 * the base; ganhos de capital; the yearly tax of applications abroad (common/foreign-applications-tax.ts), added
 * apart to what is paid with the declaration.
 * Money in integer cents; a year whose table is not known answers null: never a figure from a guessed table.
 */

export interface DeclarationFigures {
  year: number;
  /** Rendimentos tributáveis: salaries (gross, 13º excluded), rents, services, Carnê-Leão incomes. */
  taxableCents: number;
  /** Contribuição previdenciária oficial (INSS, RPPS) on the taxable income. */
  officialPensionCents: number;
  dependents: number;
  /** Instrução paid, by person (the titular and each dependent or alimentando), each capped apart. */
  instructionByPersonCents: readonly number[];
  healthCents: number;
  /** PGBL, FAPI and the like; deductible only with `contributesToOfficialPension`. */
  privatePensionCents: number;
  contributesToOfficialPension: boolean;
  /** Pensão alimentícia by a court's decision or a public deed. */
  alimonyCents: number;
  /** Livro-caixa: deductible up to the income of the work it is of. */
  bookCashCents: number;
  bookCashIncomeCents: number;
  /** Doações incentivadas (ECA, idoso, cultura, desporto), completo only. */
  incentiveDonationsCents: number;
  /** Imposto retido na fonte on taxable income (not on 13º or other exclusive income). */
  withheldCents: number;
  /** Carnê-Leão and mensalão paid in the year. */
  carneLeaoPaidCents: number;
}

export interface ModelResult {
  /** What was deducted from the taxable income: the legal deductions, or the simplified discount. */
  deductionsCents: number;
  baseCents: number;
  /** The table's tax on the base, before the reduction and incentive donations. */
  taxByTableCents: number;
  /** Lei 15.270/2025's reduction (from 2026), on the taxable income. */
  reductionCents: number;
  /** Incentive donations deducted (completo only, up to 6% of the tax). */
  incentiveCents: number;
  /** Imposto devido. */
  taxDueCents: number;
  /** Tax already paid: IRRF and Carnê-Leão. */
  paidCents: number;
  /** taxDue − paid: above zero "a pagar", below "a restituir". */
  balanceCents: number;
}

export interface DeclarationResult {
  year: number;
  complete: ModelResult & {
    /** Each legal deduction as counted (after its limit). */
    parts: {
      officialPensionCents: number;
      dependentsCents: number;
      instructionCents: number;
      healthCents: number;
      privatePensionCents: number;
      alimonyCents: number;
      bookCashCents: number;
    };
  };
  simplified: ModelResult;
  better: 'completo' | 'simplificado';
  /** How much less the better model's imposto devido is. */
  savingCents: number;
  source: string;
}

/** Incentive donations lower the tax up to 6% of it (Lei 9.532/1997, art. 22). */
export const INCENTIVE_SHARE_BP = 600;

export const RESULT_MESSAGES = {
  yearUnknown: (year: number) =>
    `A tabela anual de ${year} ainda não está no Grana: o resultado da declaração deste ano não é calculado.`,
  negative: 'Os valores da declaração devem ser zero ou mais.',
} as const;

/** The annual table's tax on a base, rounded half up to the cent (Lei 9.250/1995, art. 11). */
export function annualTax(figures: DeclarationYear, baseCents: number): number {
  const base = Math.max(0, baseCents);
  const bracket = figures.brackets.find((b) => b.upToCents === null || base <= b.upToCents);
  if (!bracket) return 0;
  return Math.max(0, Math.round((base * bracket.rateBasisPoints) / 10_000) - bracket.deductionCents);
}

/**
 * Lei 15.270/2025's reduction of the year's tax (art. 11-A of Lei 9.250/1995), on the rendimentos tributáveis
 * (before any deduction), never more than the tax: 0 for a year without it.
 */
export function annualReduction(figures: DeclarationYear, taxableCents: number, taxCents: number): number {
  const r = figures.reduction;
  if (!r || taxableCents > r.phaseOutUpToCents) return 0;
  const reduction =
    taxableCents <= r.fullUpToCents
      ? r.maxCents
      : Math.max(0, r.baseCents - Math.round((taxableCents * r.coefficientMillionths) / 1_000_000));
  return Math.min(reduction, taxCents);
}

function checkFigures(input: DeclarationFigures): void {
  const values = [
    input.taxableCents,
    input.officialPensionCents,
    input.dependents,
    ...input.instructionByPersonCents,
    input.healthCents,
    input.privatePensionCents,
    input.alimonyCents,
    input.bookCashCents,
    input.bookCashIncomeCents,
    input.incentiveDonationsCents,
    input.withheldCents,
    input.carneLeaoPaidCents,
  ];
  if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) throw new RangeError(RESULT_MESSAGES.negative);
}

function model(
  figures: DeclarationYear,
  taxableCents: number,
  deductionsCents: number,
  donationsCents: number,
  paidCents: number,
): ModelResult {
  const baseCents = Math.max(0, taxableCents - deductionsCents);
  const taxByTableCents = annualTax(figures, baseCents);
  const reductionCents = annualReduction(figures, taxableCents, taxByTableCents);
  const reducedCents = taxByTableCents - reductionCents;
  const incentiveCents = Math.min(donationsCents, shareOf(reducedCents, INCENTIVE_SHARE_BP));
  const taxDueCents = reducedCents - incentiveCents;
  return {
    deductionsCents,
    baseCents,
    taxByTableCents,
    reductionCents,
    incentiveCents,
    taxDueCents,
    paidCents,
    balanceCents: taxDueCents - paidCents,
  };
}

/** Both models of a year and the better one; null for a year whose annual table is not known. */
export function declarationResult(input: DeclarationFigures): DeclarationResult | null {
  checkFigures(input);
  const figures = declarationYear(input.year);
  if (!figures) return null;
  const taxable = input.taxableCents;
  const parts = {
    officialPensionCents: input.officialPensionCents,
    dependentsCents: input.dependents * figures.dependentCents,
    instructionCents: input.instructionByPersonCents.reduce(
      (sum, cents) => sum + Math.min(cents, figures.instructionLimitCents),
      0,
    ),
    healthCents: input.healthCents,
    privatePensionCents: input.contributesToOfficialPension
      ? Math.min(input.privatePensionCents, shareOf(taxable, figures.pensionShareBasisPoints))
      : 0,
    alimonyCents: input.alimonyCents,
    bookCashCents: Math.min(input.bookCashCents, input.bookCashIncomeCents),
  };
  const legal = Object.values(parts).reduce((sum, cents) => sum + cents, 0);
  const discount = Math.min(
    shareOf(taxable, figures.simplifiedShareBasisPoints),
    figures.simplifiedLimitCents,
  );
  const paid = input.withheldCents + input.carneLeaoPaidCents;
  const complete = { ...model(figures, taxable, legal, input.incentiveDonationsCents, paid), parts };
  const simplified = model(figures, taxable, discount, 0, paid);
  const better = complete.taxDueCents < simplified.taxDueCents ? 'completo' : 'simplificado';
  return {
    year: input.year,
    complete,
    simplified,
    better,
    savingCents: Math.abs(complete.taxDueCents - simplified.taxDueCents),
    source: figures.source,
  };
}
