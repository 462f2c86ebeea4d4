import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../common/dates';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createUser } from '../test/factories';
import { call, noMail, openTestDatabase, setupTestApp, testConfig } from '../test/test-app';

const ctx = setupTestApp();

/** The built page's shape, served from a temporary folder so the test does not depend on `npm run build`. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'grana-web-'));
copyFileSync('web/index.html', path.join(webDist, 'index.html'));
copyFileSync('web/public/theme-init.js', path.join(webDist, 'theme-init.js'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  // WebAssembly may be compiled (the code reader's), JavaScript never evaluated.
  expect(scripts, `${what}: script-src`).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp).not.toMatch(/(?<!wasm-)unsafe-eval/);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  // No CORS: another site's page cannot read the API's answers.
  expect(headers['access-control-allow-origin'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on every API answer (success, error, not found) and on the web page', async () => {
    const app = await buildApp({
      config: { ...ctx.config, webDist },
      database: ctx.database,
      mailer: noMail,
    });
    try {
      const user = await createUser(ctx);
      const answers = {
        health: await call(app, 'GET', '/api/v1/health', { headers: { origin: 'https://evil.example' } }),
        accounts: await call(app, 'GET', '/api/v1/accounts', { token: user.token }),
        unauthorized: await call(app, 'GET', '/api/v1/accounts'),
        notFound: await call(app, 'GET', '/api/v1/nada'),
        badJson: await call(app, 'POST', '/api/v1/auth/login', {
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
        page: await call(app, 'GET', '/'),
        deepLink: await call(app, 'GET', '/transacoes?mes=2026-11'),
        script: await call(app, 'GET', '/theme-init.js'),
      };
      expect(answers.health.status).toBe(200);
      expect(answers.accounts.status).toBe(200);
      expect(answers.unauthorized.status).toBe(401);
      expect(answers.notFound.status).toBe(404);
      expect(answers.badJson.status).toBe(400);
      expect(answers.page.status).toBe(200);
      expect(String(answers.page.headers['content-type'])).toMatch(/text\/html/);
      expect(answers.deepLink.status).toBe(200);
      expect(answers.script.status).toBe(200);
      for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, what);
      // Outside production no HSTS (http://localhost must keep working).
      expect(answers.page.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('every API answer says Cache-Control: no-store (each route, its errors, an unknown path); the page may be kept', async () => {
    const user = await createUser(ctx);
    const routes = ctx.app.routeTable.filter(
      (r) => String(r.url).startsWith('/api/v1') && r.method === 'GET',
    );
    expect(routes.length).toBeGreaterThan(30);
    const answers = [
      ...(await Promise.all(
        routes.map(
          async (r) =>
            [String(r.url), await call(ctx.app, 'GET', String(r.url), { token: user.token })] as const,
        ),
      )),
      ['/api/v1/me without a token', await call(ctx.app, 'GET', '/api/v1/me')] as const,
      ['/api/v1/nada', await call(ctx.app, 'GET', '/api/v1/nada')] as const,
      [
        'POST /api/v1/accounts',
        await call(ctx.app, 'POST', '/api/v1/accounts', { token: user.token, body: {} }),
      ] as const,
    ];
    for (const [what, answer] of answers) expect(answer.headers['cache-control'], what).toBe('no-store');
    expect(answers.find(([url]) => url === '/api/v1/me')?.[1].status).toBe(200);
  });

  it('the page has no inline script or event handler for the policy to refuse', () => {
    const html = readFileSync('web/index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe('cookies', () => {
  it('the refresh cookie is HttpOnly, SameSite=Strict, scoped to /api/v1/auth; the guard cookie holds no secret', async () => {
    const user = await createUser(ctx);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const refresh = login.cookies.find((c) => c.name === 'grana_refresh');
    const session = login.cookies.find((c) => c.name === 'grana_session');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(refresh?.value.length).toBeGreaterThanOrEqual(40);
    expect(session).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
    expect(session?.httpOnly).toBeFalsy();
    // The access token travels in the body only, never in a cookie.
    expect(login.cookies.map((c) => c.name).sort()).toEqual(['grana_refresh', 'grana_session']);
    const token = (login.body.data as { accessToken: string }).accessToken;
    expect(login.cookies.some((c) => c.value === token)).toBe(false);

    // The cookies the refresh and the logout write carry the same flags.
    const refreshed = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: refresh?.value ?? '' },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookies.find((c) => c.name === 'grana_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
      cookies: { grana_refresh: refreshed.cookies.find((c) => c.name === 'grana_refresh')?.value ?? '' },
    });
    expect(out.cookies.find((c) => c.name === 'grana_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
  });

  it('in production every cookie is Secure, and HSTS and upgrade-insecure-requests are sent', async () => {
    const config = testConfig({ NODE_ENV: 'production', JWT_SECRET: 'q'.repeat(40) });
    const prod = await buildApp({ config, database: ctx.database, mailer: noMail });
    try {
      const user = await createUser(ctx);
      const login = await call(prod, 'POST', '/api/v1/auth/login', {
        body: { email: user.email, password: user.password, remember: false },
      });
      expect(login.status).toBe(200);
      expect(login.cookies.length).toBe(2);
      for (const cookie of login.cookies)
        expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: 'Strict' });
      // Without "Lembrar-me" the cookies end with the browser.
      for (const cookie of login.cookies) expect(cookie.maxAge ?? cookie.expires).toBeUndefined();
      const refresh = login.cookies.find((c) => c.name === 'grana_refresh');
      expect(refresh).toMatchObject({ httpOnly: true, secure: true });
      const logout = await call(prod, 'POST', '/api/v1/auth/logout', {
        cookies: { grana_refresh: refresh?.value ?? '' },
      });
      for (const cookie of logout.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });

      expect(String(login.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
      expect(
        directives(String(login.headers['content-security-policy'])).has('upgrade-insecure-requests'),
      ).toBe(true);
      expectSecurityHeaders(login.headers, 'production login');
      // Production never answers the reset link.
      const forgot = await call(prod, 'POST', '/api/v1/auth/forgot-password', {
        body: { email: user.email },
      });
      expect(forgot.body.data).toEqual({ message: 'Se existir, enviaremos instruções.' });
    } finally {
      await prod.close();
    }
  });
});

describe('configuration', () => {
  it('refuses to start in production with a missing, short or default signing secret', () => {
    const refused = ['', 'short', 'x'.repeat(31), `dev-only-${'a'.repeat(64)}`, `${'a'.repeat(40)}dev-only`];
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    for (const secret of refused) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }), secret).toThrow(ConfigError);
    }
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
  });

  it('outside production a missing secret becomes a random one per process, never a fixed default', () => {
    const a = loadConfig({ NODE_ENV: 'development' }).jwtSecret;
    const b = loadConfig({ NODE_ENV: 'development' }).jwtSecret;
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(64);
  });

  it('an access token signed with another secret is refused', async () => {
    const user = await createUser(ctx);
    const other = await buildApp({
      config: testConfig({ JWT_SECRET: 'z'.repeat(40) }),
      database: ctx.database,
      mailer: noMail,
    });
    try {
      const res = await call(other, 'GET', '/api/v1/accounts', { token: user.token });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

/** An app whose log (level trace, the most verbose) is kept in memory. */
async function appWithLog(
  database = ctx.database,
  mailFails = false,
): Promise<{ app: FastifyInstance; log: () => string; links: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const links: string[] = [];
  const app = await buildApp({
    config: ctx.config,
    database,
    logger: { level: 'trace', stream } as never,
    mailer: {
      sends: true,
      async sendPasswordReset(_to, _name, link) {
        if (mailFails) throw new Error('SMTP recusou a conexão');
        links.push(link);
      },
      async sendSignUpAttempt() {
        if (mailFails) throw new Error('SMTP recusou a conexão');
      },
      sendEmailVerification: noMail.sendEmailVerification,
      sendReminder: noMail.sendReminder,
      sendBookInvitation: noMail.sendBookInvitation,
      sendWebhookDisabled: noMail.sendWebhookDisabled,
    },
  });
  return { app, log: () => lines.join(''), links };
}

describe('logs', () => {
  it('say when a mail sent after the answer fails (password reset, sign-up attempt); the answer is the same', async () => {
    const { app, log } = await appWithLog(ctx.database, true);
    try {
      const user = await createUser({ ...ctx, app });
      const forgot = await call(app, 'POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
      expect(forgot.status).toBe(200);
      const again = await call(app, 'POST', '/api/v1/auth/register', {
        body: { name: 'Outra', email: user.email, password: 'segredo123' },
      });
      expect(again.status).toBe(201);
      await vi.waitFor(() => {
        expect(log()).toContain('password reset mail failed');
        expect(log()).toContain('sign-up attempt mail failed');
      });
      expect(log()).toContain('SMTP recusou a conexão');
    } finally {
      await app.close();
    }
  });

  it('never hold passwords, tokens, cookies or password hashes, even at level trace', async () => {
    const { app, log, links } = await appWithLog();
    try {
      const email = `registro.${Date.now()}@teste.grana`;
      const secrets: string[] = ['password_hash', '$argon2'];
      const password = 'SenhaSecreta#1';
      const newPassword = 'OutraSenha#2';
      const finalPassword = 'TerceiraSenha#3';
      secrets.push(password, newPassword, finalPassword);

      expect(
        (await call(app, 'POST', '/api/v1/auth/register', { body: { name: 'Lia Log', email, password } }))
          .status,
      ).toBe(201);
      const wrong = await call(app, 'POST', '/api/v1/auth/login', {
        body: { email, password: 'ErradaDemais#9' },
      });
      expect(wrong.status).toBe(401);
      secrets.push('ErradaDemais#9');
      const login = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
      const token = (login.body.data as { accessToken: string }).accessToken;
      const cookie = login.cookies.find((c) => c.name === 'grana_refresh')?.value ?? '';
      secrets.push(token, cookie);

      const refreshed = await call(app, 'POST', '/api/v1/auth/refresh', {
        cookies: { grana_refresh: cookie },
      });
      const token2 = (refreshed.body.data as { accessToken: string }).accessToken;
      const cookie2 = refreshed.cookies.find((c) => c.name === 'grana_refresh')?.value ?? '';
      secrets.push(token2, cookie2);

      const changed = await call(app, 'POST', '/api/v1/auth/change-password', {
        token: token2,
        body: { senhaAtual: password, novaSenha: newPassword },
        cookies: { grana_refresh: cookie2 },
      });
      expect(changed.status).toBe(200);

      const account = await call(app, 'POST', '/api/v1/accounts', {
        token: token2,
        body: { name: 'Conta do log' },
      });
      expect(account.status).toBe(201);
      const accountId = (account.body.data as { id: number }).id;
      expect(
        (
          await call(app, 'POST', '/api/v1/transactions', {
            token: token2,
            body: { amount: 10, date: todayIn(), type: 'DESPESA', accountId, description: 'Café' },
          })
        ).status,
      ).toBe(201);
      expect(
        (await call(app, 'GET', `/api/v1/transactions?accountId=${accountId}`, { token: token2 })).status,
      ).toBe(200);
      expect((await call(app, 'GET', '/api/v1/me', { token: token2 })).status).toBe(200);

      // Password reset: the token in the link is a secret too.
      expect((await call(app, 'POST', '/api/v1/auth/forgot-password', { body: { email } })).status).toBe(200);
      const resetToken = new URL(links.at(-1) ?? 'http://x/').searchParams.get('token') ?? '';
      expect(resetToken.length).toBeGreaterThan(20);
      secrets.push(resetToken);
      const reset = await call(app, 'POST', '/api/v1/auth/reset-password', {
        body: { token: resetToken, novaSenha: finalPassword },
      });
      expect(reset.status).toBe(200);
      expect(
        (await call(app, 'POST', '/api/v1/auth/logout', { cookies: { grana_refresh: cookie2 } })).status,
      ).toBe(200);

      const text = log();
      // The log did capture the requests (so the absence below means something).
      expect(text).toContain('/api/v1/auth/login');
      expect(text).toContain('/api/v1/auth/change-password');
      expect(text).toMatch(/"reqId"/);
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(5);
        expect(text.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
      }
      expect(text.toLowerCase()).not.toContain('authorization');
      expect(text.toLowerCase()).not.toContain('cookie');
    } finally {
      await app.close();
    }
  });
});

describe('server errors', () => {
  it('a 5xx answers the generic Portuguese message and logs the error with the request id, without leaking it', async () => {
    const database = await openTestDatabase();
    const { app, log } = await appWithLog(database);
    try {
      const password = 'SenhaDoErro#7';
      const email = `erro.${Date.now()}@teste.grana`;
      await call(app, 'POST', '/api/v1/auth/register', { body: { name: 'Edu Erro', email, password } });
      const login = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
      const token = (login.body.data as { accessToken: string }).accessToken;
      await database.close();

      for (const [method, url, body] of [
        ['GET', '/api/v1/accounts', undefined],
        ['POST', '/api/v1/transactions', { amount: 1, date: todayIn(), type: 'DESPESA', accountId: 1 }],
        ['GET', '/api/v1/reports/summary?from=2026-01-01&to=2026-12-31', undefined],
      ] as const) {
        const res = await call(app, method, url, { token, ...(body ? { body } : {}) });
        expect(res.status, url).toBe(500);
        expect(res.body).toEqual({ error: { message: 'Erro interno do servidor. Tente novamente.' } });
        expect(JSON.stringify(res.headers)).not.toMatch(/pglite|postgres|pool|select|drizzle/i);
      }
      // Sign-in with the database gone: a 5xx too, and the password never reaches the log.
      const failedLogin = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
      expect(failedLogin.status).toBe(500);
      expect(failedLogin.body).toEqual({ error: { message: 'Erro interno do servidor. Tente novamente.' } });

      const health = await call(app, 'GET', '/api/v1/health');
      expect(health.status).toBe(200);
      expect(health.body.data).toEqual({ status: 'ok', db: 'off' });

      const errors = log()
        .split('\n')
        .filter((line) => line.includes('"unhandled error"'))
        .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { message?: string } });
      expect(errors.length).toBeGreaterThanOrEqual(4);
      for (const entry of errors) {
        expect(entry.level).toBe(50);
        expect(entry.reqId).toMatch(/^req-/);
        expect(entry.err?.message).toBeTruthy();
      }
      expect(log()).not.toContain(password);
      expect(log()).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
