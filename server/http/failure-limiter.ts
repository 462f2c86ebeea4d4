import type { SharedCounts } from '../db/shared-counts';

export type Reservation = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

/**
 * Counts failures (wrong passwords) per key in a sliding window. Successful requests are not counted, so a
 * person who signs in often is never locked out, while a burst of wrong guesses from one client is.
 *
 * An attempt is counted when it starts (`reserve`), before the slow password check, and taken back when it
 * succeeds (`release`): counting after the check let every request of a concurrent burst read the counter
 * before any of them wrote it, so hundreds of guesses were checked before the first 429.
 *
 * With `shared` on PostgreSQL the attempts are counted in the database (db/shared-counts.ts), so every API process
 * counts the same attempts: N servers allow a key what one does. Otherwise (PGlite, one process) in memory, where a
 * restart forgets the counts.
 */
export function createFailureLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
  shared?: { counts: SharedCounts | undefined; name: string };
}) {
  const counts = options.shared?.counts;
  const name = options.shared?.name ?? '';
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  }

  function retryAfterSeconds(key: string): number {
    const list = recent(key);
    if (list.length < options.max) return 0;
    const oldest = list[0] ?? now();
    return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
  }

  function record(key: string): number {
    const at = now();
    const list = recent(key);
    list.push(at);
    failures.set(key, list);
    // A flood of distinct keys must not grow the map without end; the oldest key is forgotten first.
    if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    return at;
  }

  return {
    /**
     * Counts one attempt as failed now, unless the key is already at the limit. Call `release` when the attempt
     * turns out to be a success (or was never checked), so it stops counting.
     */
    async reserve(key: string): Promise<Reservation> {
      if (counts) {
        const shared = await counts.reserve(name, key, options.max, options.windowMs);
        if (!shared.ok) return shared;
        let released = false;
        return {
          ok: true,
          release() {
            if (released) return;
            released = true;
            // Not awaited: the caller answers at once; a failed delete leaves an attempt counted until its window ends.
            counts.release(shared.id).catch(() => {});
          },
        };
      }
      const wait = retryAfterSeconds(key);
      if (wait > 0) return { ok: false, retryAfterSeconds: wait };
      const at = record(key);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const list = failures.get(key);
          const index = list?.indexOf(at) ?? -1;
          if (!list || index < 0) return;
          list.splice(index, 1);
          if (list.length === 0) failures.delete(key);
        },
      };
    },

    /** Forgets the key's failures: its owner proved who they are another way (a password reset). */
    async forget(key: string): Promise<void> {
      if (counts) await counts.forget(name, key);
      failures.delete(key);
    },
  };
}
