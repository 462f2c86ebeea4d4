import { vi } from 'vitest';
import { actingAs, createUser, type TestUser } from './factories';
import type { TestContext } from './test-app';

/**
 * A new person at a fixed instant: the clock is faked (Date only, so timers still run) until the test file's
 * afterEach calls vi.useRealTimers(). "Today" is then that instant's day in São Paulo, whatever day tests run.
 */
export async function personAt(ctx: TestContext, instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  const user = await createUser(ctx);
  return { user, as: actingAs(ctx, user) };
}

/** Moves the faked clock and signs the person in again (an access token lasts 15 minutes). */
export async function moveClockTo(ctx: TestContext, instant: string, user: TestUser) {
  vi.setSystemTime(new Date(instant));
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return actingAs(ctx, { token: login.json().data.accessToken });
}
