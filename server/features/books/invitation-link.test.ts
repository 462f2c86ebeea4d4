import { describe, expect, it } from 'vitest';
import { createSharedBook, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

// No APP_URL here (the default http://localhost:PORT): the dono's own address is the one to send.
const ctx = setupTestApp();

/** POST /books/invitations as the dono's browser sends it from `origin`, to `host`. */
async function invite(headers: Record<string, string>) {
  const dono = await createUser(ctx);
  const bookId = await createSharedBook(ctx, dono);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/books/invitations',
    headers: { authorization: `Bearer ${dono.token}`, ...headers },
    payload: { bookId, email: 'convidada@example.com', role: 'editor' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.link as string;
}

describe('the invitation link names the address the dono uses', () => {
  it('a dono on another computer of the house gets a link to that address, not localhost', async () => {
    const link = await invite({ host: '192.168.0.10:3000', origin: 'http://192.168.0.10:3000' });
    expect(link).toMatch(/^http:\/\/192\.168\.0\.10:3000\/convite\?token=/);
    expect(await invite({ host: 'grana.casa:8080' })).toMatch(/^http:\/\/grana\.casa:8080\/convite\?token=/);
  });

  it('an Origin of another host than the request’s is not taken', async () => {
    const link = await invite({ host: '192.168.0.10:3000', origin: 'https://evil.example' });
    expect(link).toMatch(/^http:\/\/192\.168\.0\.10:3000\/convite/);
  });
});

describe('with APP_URL configured', () => {
  const configured = setupTestApp({ APP_URL: 'https://grana.example.com/' });
  it('the link is always there, whatever the request’s headers say', async () => {
    const dono = await createUser(configured);
    const bookId = await createSharedBook(configured, dono);
    const res = await configured.app.inject({
      method: 'POST',
      url: '/api/v1/books/invitations',
      headers: { authorization: `Bearer ${dono.token}`, host: 'evil.example', origin: 'http://evil.example' },
      payload: { bookId, email: 'convidada@example.com', role: 'editor' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.link).toMatch(/^https:\/\/grana\.example\.com\/convite\?token=/);
  });
});
