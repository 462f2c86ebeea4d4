/** Small numeric helpers for the bench: percentiles of samples and rounding for the tables. */

/** The p-th percentile (0..100) of the samples by the nearest-rank method; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  /** How many samples the figures come from. */
  n: number;
}

export function latencyOf(samples: readonly number[]): Latency {
  return {
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
    n: samples.length,
  };
}

/** Two decimals: enough for milliseconds and requests per second. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A figure for a table cell: '-' when missing, fewer decimals as it grows. */
export function fmt(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Milliseconds since an hrtime mark. */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A count with thousands separators, as the tables and the docs write it: 100,000. */
export const thousands = (n: number) => n.toLocaleString('en-US');
