/**
 * The minimum income tax on high incomes (IRPFM), a preview from what the book holds: Lei 15.270/2025, which added
 * art. 16-A to Lei 9.250/1995, from the ano-calendário 2026 (the declaration of 2027).
 * - Who: a person whose incomes of the year, all of them, pass R$ 600.000,00 (art. 16-A, caput).
 * - The base: every income received in the year — taxable, taxed exclusively or definitively at the source, exempt
 *   or at rate zero — less those the law leaves out (art. 16-A, § 1º): among them capital gains other than those of
 *   the stock exchange, savings (poupança) and the exempt securities (LCI, LCA, CRI, CRA, incentivised debentures),
 *   FII rendimentos under the exemption's conditions, indemnities, and profits of years up to 2025 whose
 *   distribution was approved by 31/12/2025.
 * - The rate: 10% from R$ 1.200.000,00; between R$ 600.000,00 and R$ 1.200.000,00, (income ÷ 60.000) − 10 per cent,
 *   rising from 0 to 10%. So the tax is income × (income − 600.000) ÷ 6.000.000 there, worked in integer cents,
 *   rounded half up.
 * - Deducted from it: the tax due in the declaration, the tax withheld exclusively or paid definitively on incomes
 *   in the base (13º, PLR, JCP, come-cotas, the stock exchange's monthly DARFs); what is left is owed, less the 10%
 *   withheld on dividends (art. 6º-A, an advance of it); a negative balance is given back.
 * - Not worked here: the reducer of art. 16-B (when the company's effective rate plus this one passes its nominal
 *   34%, 40% or 45%: it only lowers the tax) and the tax paid abroad; the page says so.
 */

export const MINIMUM_TAX_FROM_YEAR = 2026;
export const MINIMUM_TAX_THRESHOLD_CENTS = 60_000_000;
export const MINIMUM_TAX_FULL_RATE_FROM_CENTS = 120_000_000;
/** 10% in basis points, reached at R$ 1.200.000,00. */
export const MINIMUM_TAX_FULL_RATE_BASIS_POINTS = 1000;

export interface MinimumTaxLine {
  label: string;
  cents: number;
}

export interface MinimumTaxInput {
  /** The incomes counted, each a line of the page. */
  incomes: readonly MinimumTaxLine[];
  /** The tax already due or paid on them. */
  deductions: readonly MinimumTaxLine[];
  /** The 10% withheld on dividends in the year. */
  dividendWithheldCents: number;
}

export interface MinimumTaxPreview {
  incomeCents: number;
  applies: boolean;
  /** The rate in per cent, as the law's formula gives it; 0 below the threshold. */
  ratePercent: number;
  grossCents: number;
  deductionsCents: number;
  /** The minimum tax left after the tax already due or paid (never below zero). */
  dueCents: number;
  dividendWithheldCents: number;
  /** dueCents − dividendWithheldCents: above zero to pay, below to be given back. */
  balanceCents: number;
}

/** The minimum tax before deductions, in cents: income × rate, the rate by the law's formula. */
export function minimumTaxGross(incomeCents: number): number {
  if (!Number.isSafeInteger(incomeCents) || incomeCents < 0)
    throw new RangeError(`Not cents: ${incomeCents}`);
  if (incomeCents <= MINIMUM_TAX_THRESHOLD_CENTS) return 0;
  const income = BigInt(incomeCents);
  if (incomeCents >= MINIMUM_TAX_FULL_RATE_FROM_CENTS) {
    return Number((income * BigInt(MINIMUM_TAX_FULL_RATE_BASIS_POINTS) + 5_000n) / 10_000n);
  }
  // income × ((income ÷ 60.000,00) − 10) ÷ 100 = income × (income − 600.000,00) ÷ 6.000.000,00, in cents.
  const denominator = 600_000_000n;
  return Number(
    (2n * income * (income - BigInt(MINIMUM_TAX_THRESHOLD_CENTS)) + denominator) / (2n * denominator),
  );
}

const sum = (lines: readonly MinimumTaxLine[]) => lines.reduce((total, line) => total + line.cents, 0);

export function minimumTaxPreview(input: MinimumTaxInput): MinimumTaxPreview {
  const incomeCents = Math.max(0, sum(input.incomes));
  const applies = incomeCents > MINIMUM_TAX_THRESHOLD_CENTS;
  const grossCents = minimumTaxGross(incomeCents);
  const deductionsCents = sum(input.deductions);
  const dueCents = applies ? Math.max(0, grossCents - deductionsCents) : 0;
  const ratePercent = !applies
    ? 0
    : incomeCents >= MINIMUM_TAX_FULL_RATE_FROM_CENTS
      ? MINIMUM_TAX_FULL_RATE_BASIS_POINTS / 100
      : incomeCents / 6_000_000 - 10;
  return {
    incomeCents,
    applies,
    ratePercent,
    grossCents,
    deductionsCents,
    dueCents,
    dividendWithheldCents: input.dividendWithheldCents,
    balanceCents: dueCents - input.dividendWithheldCents,
  };
}

/** The preview's last line, on the page and in the PDF: to pay, to be given back, or nothing. */
export function minimumTaxBalanceLine(balance: number): { label: string; amount: number | null } {
  if (balance > 0) return { label: 'Imposto mínimo a pagar', amount: balance };
  if (balance < 0) return { label: 'A restituir dos dividendos', amount: -balance };
  return { label: 'Nada a pagar: o imposto do ano já alcança o mínimo', amount: null };
}

/** The words of the preview, on the page and in the PDF. */
export const MINIMUM_TAX_TEXT = {
  title: 'Imposto mínimo (altas rendas)',
  source: 'Lei 9.250/1995, art. 16-A, incluído pela Lei 15.270/2025',
  below: (income: string) =>
    `Rendimentos do ano para o imposto mínimo: ${income}. Até R$ 600.000,00 não há imposto mínimo.`,
  notes: [
    'Prévia pelo que o Grana registra: a base soma os rendimentos tributáveis, os exclusivos e os isentos do ano, sem poupança, LCI, LCA, debêntures incentivadas e os rendimentos distribuídos por FII (excluídos pela lei); os ganhos em bolsa, vendas de FII inclusive, entram.',
    'Não calculados: o redutor pela tributação da empresa que pagou os dividendos (art. 16-B, só diminui o imposto) e o imposto pago no exterior. Lucros de até 2025 com distribuição aprovada até 31/12/2025 ficam fora da base: o Grana não os distingue dos demais. Isentos dos informes entram inteiros: tire indenizações, que a lei exclui.',
  ],
} as const;
