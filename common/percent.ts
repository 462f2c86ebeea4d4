const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A percentage as every screen and the PDF write it: one decimal in pt-BR, 45.25 -> '45,3%', 1234.5 -> '1.234,5%'.
 * Rounded to the tenth first so the web and the PDF show the same digit for the same figure.
 */
export function formatPercent(value: number): string {
  return `${percentFormat.format(Math.round(value * 10) / 10)}%`;
}

const returnFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A return or an index's growth, whose small figures one decimal would flatten (a CDI of 0,17% over a week read
 * "0,2%"): two decimals in pt-BR, 0.165 -> '0,17%', 11.834 -> '11,83%'.
 */
export function formatReturnPercent(value: number): string {
  return `${returnFormat.format(Math.round(value * 100) / 100)}%`;
}

/**
 * part of whole in percent, rounded to one decimal: the figure the API answers carry (a budget's use, a goal's
 * progress, a category's share, the savings rate). null when whole is not positive, where no share exists.
 */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** How much of a progress bar a percent fills: 0 to 100, whatever the figure (a budget at 140% fills it). */
export function barFill(percent: number): number {
  return Math.max(0, Math.min(100, percent));
}
