/**
 * The taxes of a fixed-income redemption by a person: the one module that knows them.
 * - Imposto de renda on the yield, by how long the money stayed (Lei 11.033/2004, art. 1º): 22,5% up to 180 days,
 *   20% from 181 to 360, 17,5% from 361 to 720, 15% above 720. LCI and LCA (art. 3º, II), the poupança (Lei
 *   8.981/1995, art. 68, III) and incentivised debentures (Lei 12.431/2011, art. 2º) are exempt for a person.
 * - IOF on the yield of a redemption within 30 days, by its regressive table (Decreto 6.306/2007, art. 32, § 2º,
 *   and its Anexo): 96% of the yield on day 1 down to 3% on day 29, none from day 30. Not on the poupança.
 * The days are calendar days from the application to the redemption. The IOF is taken first, and the income tax
 * is on the yield less the IOF. Each tax is rounded to the cent (half up); a bank's note may differ by a cent
 * where it truncates.
 */

export const FIXED_INCOME_PRODUCTS = [
  'cdb',
  'lci',
  'lca',
  'tesouro_selic',
  'tesouro_ipca',
  'tesouro_prefixado',
  'debenture',
  'debenture_incentivada',
  'poupanca',
] as const;
export type FixedIncomeProduct = (typeof FIXED_INCOME_PRODUCTS)[number];

const INCOME_TAX_FREE: ReadonlySet<FixedIncomeProduct> = new Set([
  'lci',
  'lca',
  'poupanca',
  'debenture_incentivada',
]);
const IOF_FREE: ReadonlySet<FixedIncomeProduct> = new Set(['poupanca']);

/** True for the products a person pays no income tax on. */
export const isIncomeTaxFree = (product: FixedIncomeProduct): boolean => INCOME_TAX_FREE.has(product);

/**
 * The income tax rate on a redemption after `days` calendar days, per mille (225 is 22,5%): integers, so a tax
 * on a half cent rounds as the rule says and not as binary floating point leaves 0.225 * x.
 */
export function incomeTaxPerMille(days: number): number {
  if (days <= 180) return 225;
  if (days <= 360) return 200;
  if (days <= 720) return 175;
  return 150;
}

// The Anexo's percentages of the yield, for days 1 to 29.
const IOF_TABLE = [
  96, 93, 90, 86, 83, 80, 76, 73, 70, 66, 63, 60, 56, 53, 50, 46, 43, 40, 36, 33, 30, 26, 23, 20, 16, 13, 10,
  6, 3,
] as const;

/** The share of the yield the IOF takes after `days` calendar days, in percent (0 from day 30). */
export function iofPercent(days: number): number {
  if (days >= 30) return 0;
  // Day 0 (a redemption on the day of the application) has no yield to tax; the table starts at day 1.
  return IOF_TABLE[Math.max(days, 1) - 1] ?? 0;
}

export interface Redemption {
  grossCents: number;
  /** The gross value less what was applied: what the taxes are on (never below zero). */
  yieldCents: number;
  iofCents: number;
  incomeTaxCents: number;
  /** What reaches the account. */
  netCents: number;
}

/** What a redemption of the whole position pays, after `days` calendar days. */
export function redemption(
  product: FixedIncomeProduct,
  appliedCents: number,
  grossCents: number,
  days: number,
): Redemption {
  const yieldCents = Math.max(0, grossCents - appliedCents);
  const iofCents = IOF_FREE.has(product) ? 0 : Math.round((yieldCents * iofPercent(days)) / 100);
  const incomeTaxCents = isIncomeTaxFree(product)
    ? 0
    : Math.round(((yieldCents - iofCents) * incomeTaxPerMille(days)) / 1000);
  return {
    grossCents,
    yieldCents,
    iofCents,
    incomeTaxCents,
    netCents: grossCents - iofCents - incomeTaxCents,
  };
}
