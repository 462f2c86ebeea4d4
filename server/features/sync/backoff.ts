/**
 * When a connection is synced again by itself: the normal interval after a run that worked, and after failures a
 * wait that doubles with each failure in a row, so that a bank or an aggregator that is down is not asked every few
 * minutes, nor forgotten for days. A pure rule: the sync run stores its answer (the connection's next run).
 */
import type { ProviderFailure } from './provider';

export interface SyncSchedule {
  /** After a run that worked: 6 hours, as Organizze's "Conexão Bancária" refreshes. */
  intervalMs: number;
  /** After the first failure in a row; doubled at each next one. */
  baseMs: number;
  /** The longest wait after failures, however many; a Retry-After longer than this is cut to it too. */
  capMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_SYNC_SCHEDULE: SyncSchedule = {
  intervalMs: 6 * HOUR,
  baseMs: 15 * MINUTE,
  capMs: 24 * HOUR,
};

export type SyncOutcome =
  | { ok: true }
  | {
      ok: false;
      failure: ProviderFailure;
      /** This failure counted: 1 for the first failure after a run that worked. */
      failuresInARow: number;
      /** The aggregator's Retry-After (a 429), when it gave one. */
      retryAfterMs?: number | null;
    };

/**
 * How long after a run ends the connection is synced again by itself, or null for never until the person acts:
 * the aggregator refused their credentials, and asking again with the same ones would only be refused again (and
 * count against the account at the aggregator). Failures in a row wait base, 2 × base, 4 × base... up to the cap;
 * a Retry-After longer than that is waited instead.
 */
export function nextSyncDelayMs(
  outcome: SyncOutcome,
  schedule: SyncSchedule = DEFAULT_SYNC_SCHEDULE,
): number | null {
  if (outcome.ok) return schedule.intervalMs;
  if (outcome.failure === 'credentials') return null;
  const doublings = Math.max(0, Math.floor(outcome.failuresInARow) - 1);
  // 2 ** doublings is Infinity past 1023 failures; min() keeps the cap.
  const backoff = Math.min(schedule.capMs, schedule.baseMs * 2 ** doublings);
  return Math.min(schedule.capMs, Math.max(backoff, outcome.retryAfterMs ?? 0));
}

/** The instant of the next automatic run after one that ended at `endedAt` (see nextSyncDelayMs). */
export function nextSyncAt(
  endedAt: Date,
  outcome: SyncOutcome,
  schedule: SyncSchedule = DEFAULT_SYNC_SCHEDULE,
): Date | null {
  const delay = nextSyncDelayMs(outcome, schedule);
  return delay === null ? null : new Date(endedAt.getTime() + delay);
}
