/**
 * A person's places for heavy work counted by every API server on one PostgreSQL database (db/shared-slots.ts):
 * what one server allows a person, two servers taken in turn allow no more. The second server here is a second
 * Database on the same database (its own pool and its own session for the places), as another process has.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../common/contract/attachments';
import { todayIn } from '../../common/dates';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import { createPersonGate, IMPORT_GATE_MESSAGES } from '../features/shared/person-gate';
import { pixPdf, uploadAttachment } from '../test/attachment-files';
import { createAccount, createTransaction, createUser } from '../test/factories';
import { bankStatementCsv, uploadStatement } from '../test/statement-upload';
import { call, noMail, setupTestApp, testConfig } from '../test/test-app';

const ctx = setupTestApp();
let other: Database;
beforeAll(async () => {
  other = await openDatabase({ databaseUrl: ctx.database.url, poolSize: 2 });
});
afterAll(async () => {
  await other?.close();
});

/** Work that runs until `finish` is called; `started` resolves once it runs (its places taken). */
function heldWork() {
  let finish!: () => void;
  let begin!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  return {
    work: () => {
      begin();
      return done.then(() => 'feito');
    },
    started,
    finish,
  };
}

describe('limits shared by every server on the database', () => {
  it("refuses a person's second import on the other server while the first runs, and lets it through after", async () => {
    const here = createPersonGate({ shared: { slots: ctx.database.slots, name: 'teste-importacao' } });
    const there = createPersonGate({ shared: { slots: other.slots, name: 'teste-importacao' } });
    const first = heldWork();
    const running = here.run(41, first.work);
    await first.started;
    await expect(there.run(41, async () => 'segunda')).rejects.toMatchObject({
      statusCode: 429,
      message: IMPORT_GATE_MESSAGES.ownImportRunning,
    });
    // Another person is not held back by it.
    await expect(there.run(42, async () => 'outra pessoa')).resolves.toBe('outra pessoa');
    first.finish();
    await expect(running).resolves.toBe('feito');
    await expect(there.run(41, async () => 'segunda')).resolves.toBe('segunda');
  });

  it('two places of a person are two in all, whichever servers hold them', async () => {
    const gate = (database: Database) =>
      createPersonGate({ perOwner: 2, shared: { slots: database.slots, name: 'teste-envios' } });
    const [here, there] = [gate(ctx.database), gate(other)];
    const one = heldWork();
    const two = heldWork();
    const runs = [here.run(7, one.work), there.run(7, two.work)];
    await Promise.all([one.started, two.started]);
    await expect(here.run(7, async () => 'terceiro')).rejects.toMatchObject({ statusCode: 429 });
    await expect(there.run(7, async () => 'terceiro')).rejects.toMatchObject({ statusCode: 429 });
    one.finish();
    await runs[0];
    await expect(here.run(7, async () => 'terceiro')).resolves.toBe('terceiro');
    two.finish();
    await runs[1];
  });

  it('a server that stops gives its places back at once', async () => {
    const gone = await openDatabase({ databaseUrl: ctx.database.url, poolSize: 1 });
    const held = createPersonGate({ shared: { slots: gone.slots, name: 'teste-parada' } });
    const work = heldWork();
    const running = held.run(9, work.work);
    await work.started;
    const here = createPersonGate({ shared: { slots: ctx.database.slots, name: 'teste-parada' } });
    await expect(here.run(9, async () => 'x')).rejects.toMatchObject({ statusCode: 429 });
    await gone.close();
    await expect(here.run(9, async () => 'depois')).resolves.toBe('depois');
    work.finish();
    await running;
  });

  it("the routes count with the other server: a statement import and comprovantes' uploads", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const today = todayIn();
    // The other server is importing this person's statement.
    const importing = await other.slots!.take('statement-import', user.id, 1);
    expect(importing).toBeDefined();
    const file = { content: bankStatementCsv([[today, 'PADARIA CENTRAL', -12.5]]) };
    const refused = await uploadStatement(ctx, user, file, { defaultAccountId: account.id });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(IMPORT_GATE_MESSAGES.ownImportRunning);
    await importing!();
    const imported = await uploadStatement(ctx, user, file, { defaultAccountId: account.id });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    // Two uploads of the person's on the other server: a third here waits its turn.
    const row = await createTransaction(ctx, user, account.id, { description: 'Farmácia', amount: 45.9 });
    const uploads = [
      await other.slots!.take('attachment-upload', user.id, 2),
      await other.slots!.take('attachment-upload', user.id, 2),
    ];
    const third = await uploadAttachment(ctx, user, row.id, pixPdf(), 'pix.pdf', 'application/pdf');
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe(ATTACHMENT_MESSAGES.busy);
    await uploads[0]!();
    const after = await uploadAttachment(ctx, user, row.id, pixPdf(), 'pix.pdf', 'application/pdf');
    expect(after.status).toBe(201);
    await uploads[1]!();
  });
});

describe('limits counted over time, shared by every server on the database', () => {
  it('wrong passwords tried on two servers in turn count once: the limit is the same as on one', async () => {
    const config = testConfig({ RATE_LIMIT_LOGIN_FAILURES: '4' });
    const servers = [
      await buildApp({ config, database: ctx.database, mailer: noMail }),
      await buildApp({ config, database: other, mailer: noMail }),
    ];
    try {
      const user = await createUser(ctx);
      const login = (i: number, password: string) =>
        call(servers[i % 2]!, 'POST', '/api/v1/auth/login', {
          body: { email: user.email, password },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(i, 'errada')).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
      for (const i of [0, 1]) {
        const refused = await login(i, user.password);
        expect(refused.status).toBe(429);
        expect(refused.body.error?.message).toBe(
          'Muitas tentativas de login. Tente novamente em alguns minutos.',
        );
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      for (const server of servers) await server.close();
      await rm(config.dataDir, { recursive: true, force: true });
    }
  });
});
