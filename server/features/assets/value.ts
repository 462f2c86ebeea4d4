// What a bem is worth on a date (docs/PRODUCT.md, "Bens"): the one rule the list and the net worth both read.

/** The columns of a bem the rule reads. */
export interface AssetTerms {
  acquiredOn: string;
  acquiredCents: number;
  soldOn: string | null;
}

export interface ValuationPoint {
  date: string;
  valueCents: number;
}

/** A value and where it comes from: the valuation of that day, or null for the acquisition value or none. */
export interface AssetValue {
  cents: number;
  valuedOn: string | null;
}

/**
 * The bem's value on each date (answered in the order of `dates`): nothing before it was acquired nor from the day
 * it was sold; else the latest valuation on or before the date, else what was paid. No interpolation between two
 * valuations: every figure is one the person typed. `valuations` must be sorted by date (the repository's order);
 * one pass over them for all the dates.
 */
export function assetValuesOn(
  terms: AssetTerms,
  valuations: readonly ValuationPoint[],
  dates: readonly string[],
): AssetValue[] {
  const order = dates.map((_, i) => i).sort((a, b) => ((dates[a] as string) < (dates[b] as string) ? -1 : 1));
  const out: AssetValue[] = dates.map(() => ({ cents: 0, valuedOn: null }));
  let next = 0;
  let latest: ValuationPoint | null = null;
  for (const i of order) {
    const date = dates[i] as string;
    while (next < valuations.length && (valuations[next] as ValuationPoint).date <= date) {
      latest = valuations[next] as ValuationPoint;
      next += 1;
    }
    if (date < terms.acquiredOn || (terms.soldOn !== null && date >= terms.soldOn)) continue;
    out[i] = latest
      ? { cents: latest.valueCents, valuedOn: latest.date }
      : { cents: terms.acquiredCents, valuedOn: null };
  }
  return out;
}
