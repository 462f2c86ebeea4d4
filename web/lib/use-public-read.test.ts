import { afterEach, describe, expect, it, vi } from 'vitest';
import { askOnce, forgetPublicReads, isFresh, lastAnswer } from './use-public-read';

afterEach(() => forgetPublicReads());

describe("the public pages' reads", () => {
  it('send one call per key at a time, and remember its answer', async () => {
    const read = vi.fn(() => Promise.resolve({ db: 'ok' }));
    const [a, b] = await Promise.all([askOnce('health', read), askOnce('health', read)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(lastAnswer('health')).toEqual({ db: 'ok' });
    await askOnce('health', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keep the last answer when a later try fails, and remember no failure', async () => {
    await askOnce('health', () => Promise.resolve({ db: 'ok' }));
    await expect(askOnce('health', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(lastAnswer('health')).toEqual({ db: 'ok' });
    await expect(askOnce('link:x', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(lastAnswer('link:x')).toBeUndefined();
    expect(isFresh('link:x', Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('call an answer fresh for the time given, and nothing read under no key', async () => {
    await askOnce('health', () => Promise.resolve({ db: 'ok' }));
    expect(isFresh('health', 30_000)).toBe(true);
    expect(isFresh('health', 30_000, Date.now() + 30_000)).toBe(false);
    expect(isFresh('health', Number.POSITIVE_INFINITY, Date.now() + 1e9)).toBe(true);
    expect(lastAnswer(null)).toBeUndefined();
  });
});
