import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

// The production defaults, written out so the counts below read plainly.
const ctx = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES: '10', RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: '20' });

const LIMIT_MESSAGE = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

async function signIn(email: string, password: string, remoteAddress: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as { error?: { message: string } } };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits under concurrency', () => {
  it('50 simultaneous wrong passwords from one address: at most 10 are checked, then even the right one gets 429', async () => {
    const user = await createUser(ctx);
    const flood = await Promise.all(
      Array.from({ length: 50 }, () => signIn(user.email, 'errada', '10.0.0.50')),
    );
    const statuses = flood.map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(10);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(50);
    expect(flood.find((r) => r.status === 429)?.body.error?.message).toBe(LIMIT_MESSAGE);

    const right = await signIn(user.email, user.password, '10.0.0.50');
    expect(right.status).toBe(429);
    expect(right.body.error?.message).toBe(LIMIT_MESSAGE);
    // The limit is the address's: the same person from elsewhere still signs in.
    expect((await signIn(user.email, user.password, '10.0.0.51')).status).toBe(200);
  });

  it('wrong passwords for one e-mail from many addresses get 429 after the account limit, the right one too', async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) statuses.push((await signIn(user.email, 'errada', `10.1.0.${i}`)).status);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);

    const right = await signIn(user.email.toUpperCase(), user.password, '10.1.1.1');
    expect(right.status).toBe(429);
    expect(right.body.error?.message).toBe(LIMIT_MESSAGE);
    // Another person signs in from that same address.
    const other = await createUser(ctx);
    expect((await signIn(other.email, other.password, '10.1.1.1')).status).toBe(200);

    // The owner resets the password through the mailbox: locked out no more.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = new URL(forgot.json().data.debugLink).searchParams.get('token');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, novaSenha: 'outraSenha9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, 'outraSenha9', '10.1.1.2')).status).toBe(200);
  });

  it('a flood from many addresses never makes a sign-in wait seconds: it is served or turned away at once', async () => {
    const user = await createUser(ctx);
    const flood = Array.from({ length: 120 }, (_, i) =>
      signIn(uniqueEmail('intruso'), 'errada', `10.2.${Math.floor(i / 200)}.${(i % 200) + 1}`),
    );
    const started = performance.now();
    const mine = await signIn(user.email, user.password, '10.3.0.1');
    const waited = performance.now() - started;
    const answers = await Promise.all(flood);

    expect(waited).toBeLessThan(1000);
    expect([200, 429]).toContain(mine.status);
    const statuses = answers.map((r) => r.status);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(120);
    // The line holds 2 running and 16 waiting: the rest of the burst was turned away, not queued.
    expect(count(statuses, 429)).toBeGreaterThan(0);
    expect(answers.find((r) => r.status === 429)?.body.error?.message).toBe(
      'Servidor ocupado verificando senhas. Tente novamente em instantes.',
    );
    // Turned away is not a failed guess: once the burst is over the person signs in.
    expect((await signIn(user.email, user.password, '10.3.0.1')).status).toBe(200);
  });
});

describe('change-password limit', () => {
  it('wrong current passwords are limited per person, then even the right one gets 429', async () => {
    const user = await createUser(ctx);
    const change = (senhaAtual: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { senhaAtual, novaSenha: 'novaSenha1' },
      });
    const burst = await Promise.all(Array.from({ length: 30 }, () => change('errada')));
    const statuses = burst.map((r) => r.statusCode);
    expect(count(statuses, 400)).toBeLessThanOrEqual(10);
    expect(count(statuses, 400) + count(statuses, 429)).toBe(30);
    expect(burst.find((r) => r.statusCode === 400)?.json().error.message).toBe('Senha atual incorreta');

    const right = await change(user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(
      'Muitas tentativas com a senha atual errada. Tente novamente em alguns minutos.',
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await signIn(user.email, user.password, '10.4.0.1')).status).toBe(200);
  });

  it('a right current password is not counted', async () => {
    const user = await createUser(ctx);
    let password = user.password;
    for (let i = 0; i < 12; i++) {
      const next = `novaSenha${i}`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { senhaAtual: password, novaSenha: next },
      });
      expect(res.statusCode).toBe(200);
      password = next;
    }
  });
});
