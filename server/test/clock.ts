import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { actingAs, createUser, type TestUser } from './factories';
import type { TestContext } from './test-app';

/**
 * A new person at a fixed instant: the clock is faked (Date only, so timers still run) until the test file's
 * afterEach calls realClock. "Today" is then that instant's day in São Paulo, whatever day tests run.
 */
export async function personAt(ctx: TestContext, instant: string) {
  await fakeClockAt(ctx, instant);
  const user = await createUser(ctx);
  return { user, as: actingAs(ctx, user) };
}

/** Moves the faked clock and signs the person in again (an access token lasts 15 minutes). */
export async function moveClockTo(ctx: TestContext, instant: string, user: TestUser) {
  await fakeClockAt(ctx, instant);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return actingAs(ctx, { token: login.json().data.accessToken });
}

/**
 * Fakes Date (only: timers still run) at an instant, until the file's afterEach calls realClock. PGlite's
 * Postgres reads the same Date: a timer it had armed by the real clock (the idle statistics flush, seconds ahead)
 * would then lie weeks ahead, past the 24.8 days Node's setTimeout holds, and fire every millisecond until the clock
 * came back (Node's TimeoutOverflowWarning). Flushing the statistics first leaves no such timer armed.
 */
export async function fakeClockAt(ctx: TestContext, instant: string): Promise<void> {
  await flushStatistics(ctx);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

/**
 * The real clock again (each file's afterEach). A clock faked weeks ahead leaves PGlite's timers armed by it, so
 * its statistics are flushed first, as when the clock is faked.
 */
export async function realClock(ctx: TestContext): Promise<void> {
  if (vi.isFakeTimers()) await flushStatistics(ctx);
  vi.useRealTimers();
}

function flushStatistics(ctx: TestContext) {
  return ctx.database.db.execute(sql`select pg_stat_force_next_flush()`);
}
