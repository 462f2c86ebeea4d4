import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createUser, uniqueEmail } from '../../test/factories';
import { call, noMail, setupTestApp, testConfig } from '../../test/test-app';

const ctx = setupTestApp();

describe('health', () => {
  it('answers ok for the API and the database', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', db: 'ok' } });
  });
});

describe('register', () => {
  it('creates the account, answers a message without the password, and the person can sign in', async () => {
    const email = uniqueEmail();
    const res = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: '  Ana Souza ', email: email.toUpperCase(), password: 'segredo1' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: { message: 'Conta criada! Se este e-mail já tinha cadastro, enviamos instruções para ele.' },
    });
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'segredo1' },
    });
    expect(login.status).toBe(200);
    const me = await call(ctx.app, 'GET', '/api/v1/me', { token: login.body.data.accessToken });
    expect(me.body.data).toMatchObject({ nome: 'Ana Souza', email });
  });

  it('answers a known e-mail exactly as a new one, keeps its password, and mails its owner', async () => {
    const user = await createUser(ctx);
    const fresh = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Outra', email: uniqueEmail(), password: 'segredo1' },
    });
    const known = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Outra', email: user.email.toUpperCase(), password: 'segredo1' },
    });
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    await vi.waitFor(() =>
      expect(ctx.sentMail).toContainEqual({
        to: user.email,
        kind: 'sign-up-attempt',
        link: `${ctx.config.appUrl}/login`,
      }),
    );
    const withNew = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'segredo1' },
    });
    expect(withNew.status).toBe(401);
    const withOld = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(withOld.status).toBe(200);
  });

  it('answers Portuguese messages for bad fields', async () => {
    const short = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Ana', email: uniqueEmail(), password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('A senha deve ter pelo menos 6 caracteres');

    const badEmail = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Ana', email: 'não é email', password: '123456' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.message).toBe('Informe um e-mail válido');

    const missing = await call(ctx.app, 'POST', '/api/v1/auth/register', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Informe seu nome completo');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('JSON inválido');
  });
});

describe('login and the session', () => {
  it('answers an access token and sets the HttpOnly refresh cookie and the session flag cookie', async () => {
    const user = await createUser(ctx);
    const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password, remember: true },
    });
    expect(res.status).toBe(200);
    expect(typeof (res.body.data as { accessToken: string }).accessToken).toBe('string');
    const refresh = res.cookies.find((c) => c.name === 'grana_refresh');
    const flag = res.cookies.find((c) => c.name === 'grana_session');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(refresh?.maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(flag).toMatchObject({ value: '1', path: '/' });
    expect(flag?.httpOnly).toBeFalsy();
  });

  it('without "Lembrar-me" the cookies end with the browser', async () => {
    const user = await createUser(ctx);
    const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password, remember: false },
    });
    expect(res.cookies.find((c) => c.name === 'grana_refresh')?.maxAge).toBeUndefined();
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const user = await createUser(ctx);
    const wrong = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'errada!!' },
    });
    const unknown = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail(), password: 'errada!!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error?.message).toBe('E-mail ou senha inválidos');
    expect(unknown.body.error?.message).toBe(wrong.body.error?.message);
  });

  it('GET /me answers the profile with the token and 401 without or with a bad one', async () => {
    const user = await createUser(ctx, { name: 'João Pereira' });
    const me = await call(ctx.app, 'GET', '/api/v1/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ nome: 'João Pereira', email: user.email });
    expect(new Date((me.body.data as { created_at: string }).created_at).getTime()).toBeGreaterThan(0);

    expect((await call(ctx.app, 'GET', '/api/v1/me')).status).toBe(401);
    const forged = await call(ctx.app, 'GET', '/api/v1/me', { token: `${user.token.slice(0, -2)}xx` });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.message).toBeTruthy();
  });

  it('refresh rotates the cookie and answers a working access token', async () => {
    const user = await createUser(ctx);
    const res = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(res.status).toBe(200);
    const rotated = res.cookies.find((c) => c.name === 'grana_refresh')?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(user.refreshCookie);
    const token = (res.body.data as { accessToken: string }).accessToken;
    expect((await call(ctx.app, 'GET', '/api/v1/me', { token })).status).toBe(200);
  });

  it('a rotated refresh token presented again later ends the whole sign-in', async () => {
    const user = await createUser(ctx);
    const first = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    const second = first.cookies.find((c) => c.name === 'grana_refresh')!.value;
    // The first token was rotated a minute ago: past the grace window for tabs refreshing together.
    await ctx.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '1 minute' where user_id = ${user.id} and rotated_at is not null`,
    );
    const reuse = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.reason).toBe('refresh_token_reused');
    const afterTheft = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: second },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('two tabs refreshing with the same cookie at once both keep the session', async () => {
    const user = await createUser(ctx);
    const [a, b] = await Promise.all([
      call(ctx.app, 'POST', '/api/v1/auth/refresh', { cookies: { grana_refresh: user.refreshCookie } }),
      call(ctx.app, 'POST', '/api/v1/auth/refresh', { cookies: { grana_refresh: user.refreshCookie } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('logout revokes the refresh token and clears both cookies', async () => {
    const user = await createUser(ctx);
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(out.status).toBe(200);
    const cleared = out.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual(['grana_refresh', 'grana_session']);
    const again = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(again.status).toBe(401);
  });

  it('refresh without a cookie is 401', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/refresh');
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Sessão expirada. Entre novamente.');
  });
});

describe('password recovery', () => {
  it('answers the same message for known and unknown e-mails, and a debug link outside production', async () => {
    const user = await createUser(ctx);
    const known = await call(ctx.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: user.email },
    });
    const unknown = await call(ctx.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: uniqueEmail() },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect((known.body.data as { message: string }).message).toBe('Se existir, enviaremos instruções.');
    expect((unknown.body.data as { message: string }).message).toBe('Se existir, enviaremos instruções.');
    expect((known.body.data as { debugLink: string }).debugLink).toMatch(/\/reset-password\?token=/);
    expect(ctx.sentMail.at(-1)?.to).toBe(user.email);
  });

  it('resets the password once with the link, and the old password and sessions stop working', async () => {
    const user = await createUser(ctx);
    const forgot = await call(ctx.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: user.email },
    });
    const token = new URL((forgot.body.data as { debugLink: string }).debugLink).searchParams.get('token')!;

    const reset = await call(ctx.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, novaSenha: 'novaSenha9' },
    });
    expect(reset.status).toBe(200);

    const again = await call(ctx.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, novaSenha: 'outra123' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe('Token ausente ou inválido');

    const oldLogin = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'novaSenha9' },
    });
    expect(newLogin.status).toBe(200);
    const oldSession = await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(oldSession.status).toBe(401);
  });

  it('refuses an expired link and a short password', async () => {
    const user = await createUser(ctx);
    const forgot = await call(ctx.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: user.email },
    });
    const token = new URL((forgot.body.data as { debugLink: string }).debugLink).searchParams.get('token')!;
    const short = await call(ctx.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, novaSenha: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('A senha deve ter pelo menos 6 caracteres');

    await ctx.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await call(ctx.app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, novaSenha: 'valida123' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error?.message).toBe('Token ausente ou inválido');
  });

  it('does not answer a debug link in production', async () => {
    const config = testConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    const prod = await buildApp({
      config,
      database: ctx.database,
      mailer: noMail,
    });
    try {
      const user = await createUser(ctx);
      const res = await call(prod, 'POST', '/api/v1/auth/forgot-password', { body: { email: user.email } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ message: 'Se existir, enviaremos instruções.' });
      const login = await call(prod, 'POST', '/api/v1/auth/login', {
        body: { email: user.email, password: user.password },
      });
      expect(login.cookies.find((c) => c.name === 'grana_refresh')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('change password', () => {
  it('requires the current password, then keeps this session and ends the others', async () => {
    const user = await createUser(ctx);
    const other = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const otherCookie = other.cookies.find((c) => c.name === 'grana_refresh')!.value;

    const wrong = await call(ctx.app, 'POST', '/api/v1/auth/change-password', {
      token: user.token,
      body: { senhaAtual: 'errada', novaSenha: 'novaSenha1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('Senha atual incorreta');

    const ok = await call(ctx.app, 'POST', '/api/v1/auth/change-password', {
      token: user.token,
      body: { senhaAtual: user.password, novaSenha: 'novaSenha1' },
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(ok.status).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/api/v1/auth/refresh', { cookies: { grana_refresh: otherCookie } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/auth/refresh', {
          cookies: { grana_refresh: user.refreshCookie },
        })
      ).status,
    ).toBe(200);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: user.email, password: 'novaSenha1' },
    });
    expect(login.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/change-password', {
      body: { senhaAtual: 'a', novaSenha: 'bbbbbb' },
    });
    expect(res.status).toBe(401);
  });
});

describe('envelope', () => {
  it('answers unknown API paths with a Portuguese 404', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: 'Recurso não encontrado' } });
  });
});
