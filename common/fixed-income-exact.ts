/**
 * The integer arithmetic of fixed-income-value.ts and fixed-income-daily.ts: a factor kept to 16 places exactly, and
 * a value truncated to the cent without binary drift (the rounding each rule of fixed-income.ts names).
 */

/**
 * An accumulated factor to 16 places as an integer (the factor × 10^16) in three limbs of base 10^7, most
 * significant first: [f2, f1, f0] is f2·10^14 + f1·10^7 + f0. The 16-place product needs about 70 bits a day;
 * BigInt took 1 s for two million days (a list of 500 positions of 16 years), these doubles about 50 ms.
 */
export type Limbs = [number, number, number];
export const LIMB = 1e7;
/** Half of 10^14 (a day's term's unit): added before flooring, it rounds half up. */
export const HALF_14 = 5e13;
/**
 * The doubles' walk is exact while a day's term stays under 10^13 (a rate of 1% a day at 1000% of it) and the
 * factor under 10^4; past either (a typing slip), the day is multiplied in BigInt.
 */
export const MAX_TERM = 1e13;
export const MAX_F2 = 1e6;

/**
 * floor(x / 10^7) of an integer x under 2^53, exactly: a product by 10^-7 (half the time of a division, and the
 * walk's cost is these) is off by at most one, which the exact remainder puts right.
 */
export function limbFloor(x: number): number {
  const k = Math.floor(x * 1e-7);
  const r = x - k * LIMB;
  return r < 0 ? k - 1 : r >= LIMB ? k + 1 : k;
}

export function timesDailyFactorBig(f: Limbs, term: number, half: number): Limbs {
  const ONE = 100_000_000_000_000n;
  const next = limbsToBigInt(f) + (limbsToBigInt(f) * BigInt(term) + BigInt(half)) / ONE;
  const limb = 10_000_000n;
  return [Number(next / (limb * limb)), Number((next / limb) % limb), Number(next % limb)];
}

export function limbsToNumber(f: Limbs): number {
  return (f[0] * 1e14 + f[1] * 1e7 + f[2]) / 1e16;
}

export function limbsToBigInt(f: Limbs): bigint {
  return BigInt(f[0]) * 100_000_000_000_000n + BigInt(f[1]) * 10_000_000n + BigInt(f[2]);
}

/** A 16-place factor rounded (half up) to 8 places, as an integer (the factor × 10^8): B3's final Fator DI. */
export function round16To8(f: Limbs): number {
  // F / 10^8 = f2·10^6 + f1 / 10 + f0 / 10^8.
  const below = (f[1] % 10) * LIMB + f[2];
  return f[0] * 1e6 + Math.floor(f[1] / 10) + (below >= 5e7 ? 1 : 0);
}

/**
 * Applied cents times a factor of 8 places given as an integer (the factor × 10^8), truncated to the cent, in
 * integers (no binary drift): in doubles while the product and the checks below stay exact integers (up to 2^52:
 * R$ 45 milhões at a factor of 1), in BigInt above (a BigInt product for each of the net worth's 3,000 values was a
 * tenth of its time).
 */
export function timesScaled8(appliedCents: number, scaled: number): number {
  const product = appliedCents * scaled;
  if (product < 0 || product > EXACT_LIMIT) return Number((BigInt(appliedCents) * BigInt(scaled)) / SCALE);
  // The quotient of two exact integers, floored, then put right where the division rounded across an integer.
  let cents = Math.floor(product / 1e8);
  if (cents * 1e8 > product) cents--;
  else if ((cents + 1) * 1e8 <= product) cents++;
  return cents;
}
const SCALE = 100_000_000n;
export const SCALE_9 = 1_000_000_000n;
export const HALF_9 = 500_000_000n;
export const SCALE_25 = 10n ** 25n;
const EXACT_LIMIT = 2 ** 52;
