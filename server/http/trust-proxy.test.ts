import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig, parseTrustProxy } from '../config';
import type { Database } from '../db/connect';
import { createUser } from '../test/factories';
import { noMail, openTestDatabase, testConfig } from '../test/test-app';

describe('TRUST_PROXY setting', () => {
  it('takes a number of hops or a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual({
      addresses: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses "trust every hop" and anything it cannot read, at start', () => {
    for (const value of ['true', 'TRUE', 'all', '*']) {
      expect(() => parseTrustProxy(value)).toThrow(/cannot trust every hop/);
    }
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', '1.5', '-1', '10.0.0.1,', 'proxy.local']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('the address a rate limit counts', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  async function appWith(trustProxy: string): Promise<FastifyInstance> {
    const config = testConfig({ TRUST_PROXY: trustProxy, RATE_LIMIT_LOGIN_FAILURES: '2' });
    const app = await buildApp({ config, database, mailer: noMail });
    apps.push(app);
    return app;
  }

  async function wrongSignIn(
    app: FastifyInstance,
    email: string,
    remoteAddress: string,
    forwardedFor?: string,
  ) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'errada' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.statusCode;
  }

  it.each([
    ['1', 'one proxy hop', 1],
    ['10.0.0.1', "the proxy's address", 2],
    ['10.0.0.0/8', "the proxy's range", 3],
  ])(
    'TRUST_PROXY=%s (%s): the client is the address the proxy appended; prepended ones change nothing',
    async (trust, _what, n) => {
      const app = await appWith(trust);
      const ctx = { app } as Parameters<typeof createUser>[0];
      const { email } = await createUser(ctx);
      // Clients of their own in each case: on PostgreSQL the attempts are counted in the database all cases share.
      const client = `1.2.${n}.4`;
      // The client wrote its own X-Forwarded-For; the proxy at 10.0.0.1 appended the address it saw.
      expect(await wrongSignIn(app, email, '10.0.0.1', `6.6.6.1, ${client}`)).toBe(401);
      expect(await wrongSignIn(app, email, '10.0.0.1', `6.6.6.2, ${client}`)).toBe(401);
      expect(await wrongSignIn(app, email, '10.0.0.1', `6.6.6.3, ${client}`)).toBe(429);
      expect(await wrongSignIn(app, email, '10.0.0.1', client)).toBe(429);
      // Another client behind the same proxy has its own count.
      expect(await wrongSignIn(app, email, '10.0.0.1', `1.2.${n}.5`)).toBe(401);
    },
  );

  it('with proxy addresses, a client that reaches the app directly is counted by its own address', async () => {
    const app = await appWith('10.0.0.1');
    const { email } = await createUser({ app } as Parameters<typeof createUser>[0]);
    expect(await wrongSignIn(app, email, '5.5.5.5', '1.1.1.1')).toBe(401);
    expect(await wrongSignIn(app, email, '5.5.5.5', '2.2.2.2')).toBe(401);
    expect(await wrongSignIn(app, email, '5.5.5.5', '3.3.3.3')).toBe(429);
  });

  it('without TRUST_PROXY the header is ignored', async () => {
    const app = await appWith('');
    const { email } = await createUser({ app } as Parameters<typeof createUser>[0]);
    expect(await wrongSignIn(app, email, '10.0.0.9', '1.1.1.1')).toBe(401);
    expect(await wrongSignIn(app, email, '10.0.0.9', '2.2.2.2')).toBe(401);
    expect(await wrongSignIn(app, email, '10.0.0.9', '3.3.3.3')).toBe(429);
  });
});
