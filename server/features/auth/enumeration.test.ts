import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import { createUser, uniqueEmail } from '../../test/factories';
import { call, openTestDatabase, type SentMail, type TestContext, testConfig } from '../../test/test-app';

// Production: no debug link, so nothing but the answer and its time could tell a known e-mail.
const ctx = { sentMail: [] as SentMail[] } as TestContext;
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  ctx.config = testConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    RATE_LIMIT_RECOVERY_PER_HOUR: '1000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  });
  const mailer: Mailer = {
    sends: true,
    async sendPasswordReset(to, _name, link) {
      ctx.sentMail.push({ to, link, kind: 'password-reset' });
    },
    async sendSignUpAttempt(to, _name, loginLink) {
      ctx.sentMail.push({ to, link: loginLink, kind: 'sign-up-attempt' });
    },
    sendEmailVerification: async () => {},
    sendReminder: async () => {},
    sendBookInvitation: async () => {},
    sendWebhookDisabled: async () => {},
  };
  app = await buildApp({ config: ctx.config, database, mailer });
  Object.assign(ctx, { app, database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median time of `request` for the known and the unknown e-mail, interleaved so both meet the same load, with a
 * pause between requests as a network would put (work done after an answer must not be charged to the next).
 */
async function timesOf(request: (email: string) => Promise<unknown>, known: string, rounds: number) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    for (const which of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      const started = performance.now();
      await request(which === 'known' ? known : uniqueEmail('ninguem'));
      times[which].push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

describe('forgot-password in production', () => {
  it('answers the same for a known and an unknown e-mail, and mails the link after the answer', async () => {
    const user = await createUser(ctx);
    const known = await call(app, 'POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
    const unknown = await call(app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: uniqueEmail('ninguem') },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ data: { message: 'Se existir, enviaremos instruções.' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    await vi.waitFor(() => expect(ctx.sentMail.some((m) => m.to === user.email)).toBe(true));
    const link = ctx.sentMail.find((m) => m.to === user.email)!.link;
    const token = new URL(link).searchParams.get('token');
    const reset = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, novaSenha: 'novaSenha1' },
    });
    expect(reset.status).toBe(200);
  });

  it('a known e-mail takes no longer than an unknown one', async () => {
    const user = await createUser(ctx);
    const request = (email: string) => call(app, 'POST', '/api/v1/auth/forgot-password', { body: { email } });
    const median = await timesOf(request, user.email, 40);
    // Before, a known e-mail paid a transaction of two writes inside the request (3 to 4 ms more here).
    expect(median.known - median.unknown).toBeLessThan(1.5);
  });
});

describe('sign-up with a known e-mail', () => {
  it('takes as long as with a new one (both hash the password)', async () => {
    const user = await createUser(ctx);
    const request = (email: string) =>
      call(app, 'POST', '/api/v1/auth/register', { body: { name: 'Teste', email, password: 'segredo1' } });
    const median = await timesOf(request, user.email, 10);
    // Without the hash, a known e-mail answered in a fraction of the Argon2 time (tens of milliseconds).
    expect(Math.abs(median.known - median.unknown)).toBeLessThan(median.unknown / 2);
  });
});
