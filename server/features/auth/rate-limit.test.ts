import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

// Small limits so the test needs few requests; the production defaults are higher.
const ctx = setupTestApp({
  RATE_LIMIT_LOGIN_FAILURES: '5',
  RATE_LIMIT_REGISTER_PER_HOUR: '3',
  RATE_LIMIT_RECOVERY_PER_HOUR: '2',
});

describe('rate limits', () => {
  it('a burst of failed logins from one client gets 429, and successful logins before it do not count', async () => {
    const user = await createUser(ctx); // one register, one successful login
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
        body: { email: user.email, password: 'errada' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.message).toBe(
      'Muitas tentativas de login. Tente novamente em alguns minutos.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-ups and recovery requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/register', {
        body: { name: 'Teste', email: uniqueEmail(), password: '123456' },
      });
      statuses.push(res.status);
    }
    // createUser above already used one of the three sign-ups of the hour.
    expect(statuses).toEqual([201, 201, 429]);

    const recovery: number[] = [];
    for (let i = 0; i < 3; i++) {
      recovery.push(
        (await call(ctx.app, 'POST', '/api/v1/auth/forgot-password', { body: { email: uniqueEmail() } }))
          .status,
      );
    }
    expect(recovery).toEqual([200, 200, 429]);
  });
});
