import { describe, expect, it } from 'vitest';
import { CandidateCache } from './candidate-cache';
import type { CandidateColumns } from './candidate-columns';

/** Reads of `rows` rows in all: the cache only counts them. */
const readsOf = (...sizes: number[]) => sizes.map((size) => ({ size }) as CandidateColumns);
const book = (bookId: number, onlyUncategorized = false) => ({ bookId, onlyUncategorized });

function cacheAt(limits: { maxRows: number; maxReads: number; maxIdleMs: number; maxAgeMs?: number }) {
  const clock = { now: 0 };
  return { cache: new CandidateCache({ maxAgeMs: 3_600_000, ...limits }, () => clock.now), clock };
}

describe('the kept reads of rules previews', () => {
  it('gives a read back only at the version it was kept with, and forgets it at another', () => {
    const { cache } = cacheAt({ maxRows: 1000, maxReads: 10, maxIdleMs: 60_000 });
    const reads = readsOf(40, 60);
    cache.set(book(1), '100:7', reads);
    expect(cache.get(book(1), '100:7')).toBe(reads);
    // Another filter of the same book, or another book, is another read.
    expect(cache.get(book(1, true), '100:7')).toBeUndefined();
    expect(cache.get(book(2), '100:7')).toBeUndefined();
    expect(cache.get({ ...book(1), from: '2026-01-01' }, '100:7')).toBeUndefined();
    // The rows changed: the read is dropped, and stays dropped if the version came back.
    expect(cache.get(book(1), '101:9')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get(book(1), '100:7')).toBeUndefined();
  });

  it('holds at most so many rows and reads, the least recently used going first', () => {
    const { cache } = cacheAt({ maxRows: 100, maxReads: 3, maxIdleMs: 60_000 });
    cache.set(book(1), 'v', readsOf(40));
    cache.set(book(2), 'v', readsOf(40));
    expect(cache.get(book(1), 'v')).toBeDefined();
    // 120 rows would not fit: book 2's, used least recently, goes.
    cache.set(book(3), 'v', readsOf(40));
    expect(cache.get(book(2), 'v')).toBeUndefined();
    expect(cache.size).toBe(80);
    // A read larger than the whole is not kept, and takes nothing out.
    cache.set(book(4), 'v', readsOf(101));
    expect(cache.get(book(4), 'v')).toBeUndefined();
    expect(cache.size).toBe(80);
    // Empty books count as reads: the fourth pushes out the least recently used.
    cache.set(book(5), 'v', readsOf(0));
    cache.set(book(6), 'v', readsOf(0));
    expect(cache.get(book(1), 'v')).toBeUndefined();
    expect(cache.get(book(3), 'v')).toBeDefined();
    expect(cache.get(book(5), 'v')).toBeDefined();
    expect(cache.get(book(6), 'v')).toBeDefined();
  });

  it('forgets reads unused for the idle time, so an idle server holds nothing', () => {
    const { cache, clock } = cacheAt({ maxRows: 1000, maxReads: 10, maxIdleMs: 60_000 });
    cache.set(book(1), 'v', readsOf(10));
    cache.set(book(2), 'v', readsOf(20));
    clock.now = 50_000;
    expect(cache.get(book(2), 'v')).toBeDefined();
    clock.now = 70_000;
    expect(cache.get(book(1), 'v')).toBeUndefined();
    expect(cache.size).toBe(20);
    clock.now = 200_000;
    cache.set(book(3), 'v', readsOf(5));
    expect(cache.size).toBe(5);
  });

  it('gives no read kept longer than the age limit back, however often it is used', () => {
    const { cache, clock } = cacheAt({ maxRows: 1000, maxReads: 10, maxIdleMs: 60_000, maxAgeMs: 120_000 });
    cache.set(book(1), 'v', readsOf(10));
    for (const now of [50_000, 100_000]) {
      clock.now = now;
      expect(cache.get(book(1), 'v')).toBeDefined();
    }
    clock.now = 130_000;
    expect(cache.get(book(1), 'v')).toBeUndefined();
    expect(cache.size).toBe(0);
    // Read again, it is kept anew.
    cache.set(book(1), 'v', readsOf(10));
    clock.now = 180_000;
    expect(cache.get(book(1), 'v')).toBeDefined();
  });
});
