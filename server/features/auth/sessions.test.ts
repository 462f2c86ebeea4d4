import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createUser } from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const refreshWith = (cookie: string) =>
  call(ctx.app, 'POST', '/api/v1/auth/refresh', { cookies: { grana_refresh: cookie } });
const newCookie = (res: Awaited<ReturnType<typeof refreshWith>>) =>
  res.cookies.find((c) => c.name === 'grana_refresh')?.value;

describe('refresh token replay', () => {
  it('the same token presented again within the grace gets the same successor, never a new one', async () => {
    const user = await createUser(ctx);
    const first = await refreshWith(user.refreshCookie);
    const replays = [await refreshWith(user.refreshCookie), await refreshWith(user.refreshCookie)];
    const together = await Promise.all([refreshWith(user.refreshCookie), refreshWith(user.refreshCookie)]);

    const successor = newCookie(first);
    expect(successor).toBeTruthy();
    expect(successor).not.toBe(user.refreshCookie);
    for (const res of [first, ...replays, ...together]) {
      expect(res.status).toBe(200);
      expect(newCookie(res)).toBe(successor);
    }
    const [tokens] = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from refresh_tokens where user_id = ${user.id}`,
    );
    expect(tokens?.count).toBe(2); // the sign-in's token and its one successor

    // The successor goes on as usual.
    const next = await refreshWith(successor!);
    expect(next.status).toBe(200);
    expect(newCookie(next)).not.toBe(successor);
  });

  it('a replay within the grace after the sign-in ended is refused', async () => {
    const user = await createUser(ctx);
    const first = await refreshWith(user.refreshCookie);
    await call(ctx.app, 'POST', '/api/v1/auth/logout', { cookies: { grana_refresh: newCookie(first)! } });
    const replay = await refreshWith(user.refreshCookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error?.message).toBe('Sessão expirada. Entre novamente.');
  });
});

describe('access tokens', () => {
  const key = () => new TextEncoder().encode(ctx.config.jwtSecret);

  it('a correctly signed token without an expiry is refused', async () => {
    const user = await createUser(ctx);
    const forever = await new SignJWT({ tz: 'America/Sao_Paulo' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(key());
    const res = await actingAs(ctx, { token: forever }).get('/accounts');
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Sessão expirada. Entre novamente.');

    const withExpiry = await new SignJWT({ tz: 'America/Sao_Paulo' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key());
    expect((await actingAs(ctx, { token: withExpiry }).get('/accounts')).status).toBe(200);
  });

  it('the token of a person who no longer exists answers 401 on reads and writes, never 500', async () => {
    const quiet = await createUser(ctx); // no request yet since sign-in
    const active = await createUser(ctx);
    expect((await actingAs(ctx, active).get('/accounts')).status).toBe(200);
    await queryRows(ctx.database.db, sql`delete from users where id in (${quiet.id}, ${active.id})`);

    for (const user of [quiet, active]) {
      const write = await actingAs(ctx, user).post('/accounts', { name: 'Conta', type: 'checking' });
      expect(write.status).toBe(401);
      expect(write.body.error?.message).toBe('Sessão expirada. Entre novamente.');
    }
    const read = await actingAs(ctx, quiet).get('/accounts');
    expect(read.status).toBe(401);
    expect((await actingAs(ctx, quiet).get('/me')).status).toBe(401);
    const refresh = await refreshWith(quiet.refreshCookie);
    expect(refresh.status).toBe(401);
  });
});
