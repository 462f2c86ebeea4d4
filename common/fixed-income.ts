import type { Limbs } from './fixed-income-exact';
import { type IndexSeries, roundTo, type SeriesValues } from './index-series';

/**
 * What a fixed-income position is worth on a date, "na curva" (the value its contract accrues, not a market
 * price): the rules, written once here; fixed-income-value.ts accrues a position by them, over the walks of
 * fixed-income-daily.ts (the CDI, the Selic) and fixed-income-ipca.ts (the IPCA), in the integers of
 * fixed-income-exact.ts. Rates accrue on business days (common/business-days.ts), 252 a year, from the application
 * (included) to the date asked (excluded). Each series keeps the precision its own rulebook names (docs/PRODUCT.md,
 * Investments, says the same in words):
 * - % do CDI (CDB, LCI, LCA, RDB): B3's "Caderno de Fórmulas — CDBs, DIs, DPGE, LAM, LC, LF, … e RDB" (Cetip, now
 *   B3; its "Metodologia de cálculo acumulado" of the DI-CETIP Over): TDIk = (1 + DIk)^(1/252) − 1 rounded to 8
 *   places (the SGS series 12 publishes it so); each day's factor 1 + TDIk × p/100 taken with its 16 places,
 *   unrounded; the product of the daily factors truncated to 16 places after each day; the accumulated "Fator DI"
 *   rounded to 8 places once, at the end; the value the principal times it, truncated to the cent. (Rounding each
 *   day's factor to 8 places, as Grana did, lost a cent in a few hundred days: a CDB at 117% over 800 days.)
 * - CDI + spread: that Fator DI (p = 100) times the spread's factor (1 + spread)^(du/252) rounded to 9 places, the
 *   product rounded to 8.
 * - Selic (Tesouro Selic, the LFT): the Tesouro Nacional's "Metodologia de Cálculo dos Títulos Públicos Federais
 *   Ofertados nos Leilões Primários" (STN), its table of precision for the LFT: the accumulated Selic factor
 *   rounded to 16 places (A-16), the VNA truncated to 6 places of a value near R$ 15.000,00 (so no rounding of the
 *   factor to 8 places: the VNA keeps ten significant digits), the financial value truncated to the cent. The
 *   product of the daily factors 1 + Selic_k is rounded to 16 places after each day, as the VNA is formed day by
 *   day; a spread (ágio or deságio) multiplies it by (1 + spread)^(du/252) rounded to 9 places.
 * - Prefixado: (1 + rate)^(du/252), rounded to 9 places, then 8.
 * - IPCA + rate (the NTN-B): the inflation as the Tesouro updates the VNA, by month from each 15th to the next, the
 *   period from the 15th of a month taking that month's IPCA, pro rata of calendar days in a period partly held
 *   (dcp/dct, truncated to 14 places as the STN's table says of the "fator pró-rata"); times (1 + rate)^(du/252).
 * A day whose rate is not known stops the accrual there: the value is the last computable one, and says from which
 * day a rate is missing; no value is ever made from a rate not published.
 */

export type Indexing =
  /** `percent` % do CDI (110 for 110%). */
  | { kind: 'cdi'; percent: number }
  /** CDI + `spread` % a.a. */
  | { kind: 'cdi_mais'; spread: number }
  /** Selic + `spread` % a.a. (the Tesouro Selic: 0). */
  | { kind: 'selic'; spread: number }
  /** IPCA + `rate` % a.a. */
  | { kind: 'ipca'; rate: number }
  /** `rate` % a.a. */
  | { kind: 'prefixado'; rate: number };

export type IndexRates = Partial<Record<IndexSeries, SeriesValues>>;

export interface Valuation {
  /** The date asked. */
  date: string;
  grossCents: number;
  /** The date the value is of: the date asked, or the first day a rate is missing. */
  computedTo: string;
  /** The first day without a published rate, and of which series; null when every rate was known. */
  missing: { series: IndexSeries; date: string } | null;
}

/** The series an indexing reads. */
export function seriesOf(indexing: Indexing): IndexSeries | null {
  switch (indexing.kind) {
    case 'cdi':
    case 'cdi_mais':
      return 'cdi';
    case 'selic':
      return 'selic';
    case 'ipca':
      return 'ipca';
    case 'prefixado':
      return null;
  }
}

/** Where a walk is at a date asked: the index's factor, the business days counted and where it stopped. */
export interface WalkState {
  /** The factor as a number: an index's growth, the IPCA's factor. */
  factor: number;
  /** A daily series' accumulated factor exactly, its 16 places in limbs (Limbs); null for the others. */
  exact: Limbs | null;
  businessDays: number;
  to: string;
  missing: Valuation['missing'];
}

/** The part of the factor a yearly rate gives over `du` business days: the spread, the real or the fixed rate. */
export function yearlyFactor(indexing: Indexing, du: number): number {
  const yearly =
    indexing.kind === 'cdi'
      ? 0
      : indexing.kind === 'ipca' || indexing.kind === 'prefixado'
        ? indexing.rate
        : indexing.spread;
  return yearly === 0 ? 1 : roundTo((1 + yearly / 100) ** (du / 252), 9);
}

/** A spread's factor over `du` business days as an integer of 9 places (the factor × 10^9). */
export function spreadFactor9(spread: number, du: number): number {
  return Math.round(yearlyFactor({ kind: 'cdi_mais', spread }, du) * 1e9);
}
