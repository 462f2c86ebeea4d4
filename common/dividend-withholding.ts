import { formatCents } from './money';

/**
 * The income tax withheld on dividends from 2026 (Lei 15.270/2025, which added art. 6º-A to Lei 9.250/1995): when one
 * company pays one person more than R$ 50.000,00 of lucros e dividendos in a month, it withholds 10% of the month's
 * whole amount, not only of what passes the limit; up to R$ 50.000,00 nothing is withheld. The tax withheld is an
 * advance of the annual minimum tax on high incomes (the IRPFM of the same law), reckoned in the next year's
 * declaration. Dividends of profits up to 2025 whose distribution was approved by 31/12/2025 are left out by the
 * law; Grana cannot tell them apart, so the page says the figure is the law's when none of those is in it.
 * A company is its ticker's letters (PETR3 and PETR4 are Petrobras; TAEE11, a unit, is Taesa).
 * Arithmetic: integer cents, 10% as base × 1 000 / 10 000 rounded half up.
 */

export const DIVIDEND_WITHHOLDING_FROM_YEAR = 2026;
export const DIVIDEND_MONTHLY_LIMIT_CENTS = 5_000_000;
export const DIVIDEND_WITHHOLDING_BASIS_POINTS = 1000;

/** One dividend received: its ticker, its date ('YYYY-MM-DD') and its gross amount in cents. */
export interface DividendPaid {
  ticker: string;
  date: string;
  grossCents: number;
}

/** A company's month above the limit: what it paid and what it withholds. */
export interface DividendWithholding {
  company: string;
  /** 'YYYY-MM' */
  month: string;
  paidCents: number;
  withheldCents: number;
}

/** The company a B3 ticker is of: its letters ('PETR4' → 'PETR'). */
export const companyOf = (ticker: string): string => ticker.toUpperCase().replace(/\d+[A-Z]?$/, '');

/** The company-months whose dividends pass the limit, in month then company order; none before 2026. */
export function dividendWithholdings(dividends: readonly DividendPaid[]): DividendWithholding[] {
  const sums = new Map<string, DividendWithholding>();
  for (const d of dividends) {
    if (Number(d.date.slice(0, 4)) < DIVIDEND_WITHHOLDING_FROM_YEAR) continue;
    const company = companyOf(d.ticker);
    const month = d.date.slice(0, 7);
    const key = `${month} ${company}`;
    const sum = sums.get(key) ?? { company, month, paidCents: 0, withheldCents: 0 };
    sum.paidCents += d.grossCents;
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, sum]) => sum)
    .filter((sum) => sum.paidCents > DIVIDEND_MONTHLY_LIMIT_CENTS)
    .map((sum) => ({
      ...sum,
      withheldCents: Number(
        (BigInt(sum.paidCents) * BigInt(DIVIDEND_WITHHOLDING_BASIS_POINTS) + 5000n) / 10000n,
      ),
    }));
}

/** What the page says beside the year's dividends: each company-month withholding, or null without any. */
export function dividendWithholdingNote(withholdings: readonly DividendWithholding[]): string | null {
  if (withholdings.length === 0) return null;
  const parts = withholdings.map(
    (w) =>
      `${w.company} em ${w.month.slice(5, 7)}/${w.month.slice(0, 4)}: ${formatCents(w.withheldCents)} de ${formatCents(w.paidCents)}`,
  );
  return `Acima de R$ 50.000,00 de uma empresa no mês, ela retém 10% do total (Lei 15.270/2025), antecipação do imposto mínimo apurado na declaração: ${parts.join('; ')}. Lucros até 2025 com distribuição aprovada até 31/12/2025 não têm retenção.`;
}
