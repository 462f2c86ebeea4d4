const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A percentage as every screen and the PDF write it: one decimal in pt-BR, 45.25 -> '45,3%', 1234.5 -> '1.234,5%'.
 * Rounded to the tenth first so the web and the PDF show the same digit for the same figure.
 */
export function formatPercent(value: number): string {
  return `${percentFormat.format(Math.round(value * 10) / 10)}%`;
}
