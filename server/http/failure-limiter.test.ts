import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter';

describe('failure limiter', () => {
  it('counts an attempt when it is reserved, forgets it when released, and refuses past the limit', async () => {
    let clock = 1_000_000;
    const limiter = createFailureLimiter({ max: 2, windowMs: 60_000, now: () => clock });
    const first = await limiter.reserve('a');
    const second = await limiter.reserve('a');
    expect(first.ok && second.ok).toBe(true);
    // Both still in flight: a third is refused before either is checked.
    expect(await limiter.reserve('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    if (first.ok) first.release();
    if (first.ok) first.release(); // releasing twice takes back one attempt only
    expect((await limiter.reserve('a')).ok).toBe(true);
    expect((await limiter.reserve('a')).ok).toBe(false);
    expect((await limiter.reserve('b')).ok).toBe(true);
    clock += 60_001;
    expect((await limiter.reserve('a')).ok).toBe(true);
  });
});
