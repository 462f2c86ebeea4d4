import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNC_SCHEDULE, nextSyncAt, nextSyncDelayMs, type SyncSchedule } from './backoff';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const failed = (failuresInARow: number, retryAfterMs: number | null = null) =>
  ({ ok: false, failure: 'unavailable', failuresInARow, retryAfterMs }) as const;

describe('when a connection is synced again', () => {
  it('waits the normal 6 hours after a run that worked', () => {
    expect(nextSyncDelayMs({ ok: true })).toBe(6 * HOUR);
    expect(nextSyncAt(new Date('2026-03-10T12:00:00Z'), { ok: true })).toEqual(
      new Date('2026-03-10T18:00:00Z'),
    );
  });

  it('doubles the wait from 15 minutes with each failure in a row, up to a day', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => nextSyncDelayMs(failed(n))! / MINUTE);
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    expect(nextSyncDelayMs(failed(5000))).toBe(24 * HOUR);
  });

  it('backs off the same way whatever the aggregator said, except a refusal of the credentials', () => {
    for (const failure of ['not_found', 'rate_limited', 'unavailable', 'rejected'] as const) {
      expect(nextSyncDelayMs({ ok: false, failure, failuresInARow: 3 })).toBe(HOUR);
    }
  });

  it('waits for the person when the aggregator refused their client id and secret', () => {
    expect(nextSyncDelayMs({ ok: false, failure: 'credentials', failuresInARow: 1 })).toBeNull();
    expect(
      nextSyncAt(new Date('2026-03-10T12:00:00Z'), { ok: false, failure: 'credentials', failuresInARow: 4 }),
    ).toBeNull();
  });

  it("honours a 429's Retry-After when it is longer than the backoff, and only then", () => {
    const rateLimited = (failuresInARow: number, retryAfterMs: number) =>
      ({ ok: false, failure: 'rate_limited', failuresInARow, retryAfterMs }) as const;
    expect(nextSyncDelayMs(rateLimited(1, 60_000))).toBe(15 * MINUTE); // Pluggy's usual 60 s
    expect(nextSyncDelayMs(rateLimited(1, 2 * HOUR))).toBe(2 * HOUR);
    expect(nextSyncDelayMs(rateLimited(4, 90 * MINUTE))).toBe(2 * HOUR);
    expect(nextSyncDelayMs(rateLimited(1, 7 * 24 * HOUR))).toBe(24 * HOUR); // never past the cap
  });

  it('follows a schedule of the installation', () => {
    const hourly: SyncSchedule = {
      ...DEFAULT_SYNC_SCHEDULE,
      intervalMs: HOUR,
      baseMs: MINUTE,
      capMs: 10 * MINUTE,
    };
    expect(nextSyncDelayMs({ ok: true }, hourly)).toBe(HOUR);
    expect([1, 2, 3, 4, 5].map((n) => nextSyncDelayMs(failed(n), hourly)! / MINUTE)).toEqual([
      1, 2, 4, 8, 10,
    ]);
  });

  it('reads a count of 0 or less as a first failure', () => {
    expect(nextSyncDelayMs(failed(0))).toBe(15 * MINUTE);
  });
});
