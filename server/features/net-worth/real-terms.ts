/**
 * The net worth in today's money (docs/PRODUCT.md, "Patrimônio"). A month's total, as of its end, is carried to the
 * prices of the end of the month before the current one by the IPCA of every month after it up to that one: the
 * current month's own IPCA is published only after it ends, so "today's money" is the latest month the IPCA can
 * measure, and the current and the previous month keep their totals. A month whose chain lacks one IPCA has no
 * real figure: never one from a guessed rate.
 */
export interface RealTerms {
  /** Per month, in the order given: the total in today's money (cents), or null. */
  real: Array<number | null>;
  /** 'YYYY-MM': the earliest month whose IPCA the chain needs and `ipca` lacks; null when none. */
  missingFrom: string | null;
}

/**
 * months: 'YYYY-MM', oldest first and consecutive, the last the current month; totals: their totals in cents;
 * ipca: the IPCA in % of each month, keyed by its first day ('YYYY-MM-01'), as the index series store it.
 */
export function realTerms(
  months: readonly string[],
  totals: readonly number[],
  ipca: ReadonlyMap<string, number>,
): RealTerms {
  const last = months.length - 1;
  const real: Array<number | null> = new Array(months.length).fill(null);
  let missingFrom: string | null = null;
  if (last < 0) return { real, missingFrom };
  let factor = 1;
  let broken = false;
  real[last] = totals[last] ?? 0;
  for (let i = last - 1; i >= 0; i--) {
    // Month i's value reaches today's money through the IPCA of month i + 1, unless that is the current month.
    const next = months[i + 1] as string;
    if (i + 1 !== last) {
      const rate = ipca.get(`${next}-01`);
      if (rate === undefined) {
        broken = true;
        missingFrom = next;
      } else factor *= 1 + rate / 100;
    }
    real[i] = broken ? null : Math.round((totals[i] ?? 0) * factor);
  }
  return { real, missingFrom };
}
