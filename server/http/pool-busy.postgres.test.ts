/**
 * A server whose every database connection stays busy (more requests than its pool serves, for longer than
 * POOL_WAIT_MS) answers the ones it cannot serve in time with a 503 in Portuguese and when to come back, not a
 * 500 "Erro interno": it is overloaded, not broken. PostgreSQL only: PGlite has no pool.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import { createUser } from '../test/factories';
import { call, noMail, setupTestApp, testConfig } from '../test/test-app';
import { SERVER_BUSY } from './errors';

const ctx = setupTestApp();
let small: Database;
let app: FastifyInstance;
beforeAll(async () => {
  // One connection, and a short wait for it, so that one held transaction is the whole pool.
  small = await openDatabase({ databaseUrl: ctx.database.url, poolSize: 1, poolWaitMs: 200 });
  app = await buildApp({ config: testConfig(), database: small, mailer: noMail });
});
afterAll(async () => {
  await app?.close();
  await small?.close();
});

describe('a server with no database connection free', () => {
  it('answers 503 with a Retry-After while the pool stays busy, and serves again once it is free', async () => {
    const user = await createUser(ctx);
    // The accounts read through the pool (the list's first page has connections of its own: db/connect.ts).
    const url = '/api/v1/accounts';
    expect((await call(app, 'GET', url, { token: user.token })).status).toBe(200);

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = small.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await released;
    });
    await held;
    try {
      const busy = await call(app, 'GET', url, { token: user.token });
      expect(busy.status).toBe(503);
      expect(busy.body.error?.message).toBe(SERVER_BUSY);
      expect(busy.headers['retry-after']).toBe('5');
    } finally {
      release();
      await holder;
    }
    const again = await call(app, 'GET', url, { token: user.token });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([]);
  });
});
