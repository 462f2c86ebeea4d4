/** A small deterministic generator (mulberry32): the same --seed gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    /** Cents around a typical value, skewed like real spending (many small, few large). */
    amount: (typical: number) => Math.max(100, Math.round(typical * 100 * (0.35 + next() * next() * 2.2))),
  };
}
export type Random = ReturnType<typeof createRandom>;
