/**
 * Counts failures (wrong passwords) per key in a sliding window. Successful requests are not counted, so a
 * person who signs in often is never locked out, while a burst of wrong guesses from one client is.
 * Kept in memory: each API process limits on its own, which bounds guessing to max x processes per window.
 */
export function createFailureLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  }

  return {
    /** Seconds to wait before trying again, or 0 when the key may try now. */
    retryAfterSeconds(key: string): number {
      const list = recent(key);
      if (list.length < options.max) return 0;
      const oldest = list[0] ?? now();
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    recordFailure(key: string): void {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
  };
}
