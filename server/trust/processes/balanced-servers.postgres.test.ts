/**
 * Two API servers behind a balancer, as an installation that outgrew one machine runs them (docs/SCALE.md): two
 * processes on one PostgreSQL database whose book tables are partitioned by book, comprovantes in a bucket, and a
 * round-robin in the test sending each request to the next server. Through it: the isolation walk, comprovantes
 * kept by one and served by the other, an import on one while the other answers, the same person's limits whichever
 * server counts them, webhooks sent once, a book restored, and a server killed in the middle of an import.
 * Sessions, fixed items and reminders under two processes: two-processes.postgres.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WEBHOOK_HEADERS } from '../../../common/contract/webhooks';
import { todayIn } from '../../../common/dates';
import { queryRows } from '../../db/connect';
import { IMPORT_GATE_MESSAGES } from '../../features/shared/person-gate';
import { download, phonePhoto, pixPdf, uploadAttachment } from '../../test/attachment-files';
import { restoreBook } from '../../test/book-restore';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createTransaction,
  createUser,
  inBook,
  invitationMailedTo,
  succeeded,
  type TestUser,
} from '../../test/factories';
import {
  creditAccount,
  type FakePluggy,
  pluggyAccount,
  pluggyItem,
  startFakePluggy,
} from '../../test/fake-pluggy';
import { type LocalBucket, startLocalBucket } from '../../test/s3-bucket';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { TEST_ITEM_ID, TEST_SYNC_PAIR } from '../../test/sync-bank';
import type { TestContext } from '../../test/test-app';
import { expectForeignIdsAbsent } from '../isolation-walk';
import { expectLedgerConsistent } from '../world';
import { as, call, uploadStatement } from './http-client';
import { importingPerson, STATEMENT_CATEGORIES, seenBy } from './importing-person';
import { type Inspection, type ProcessDatabase, setupProcessLab } from './process-lab';
import { remoteContext } from './remote-context';
import { type RoundRobin, startRoundRobin } from './round-robin';
import type { ServerProcess } from './server-process';
import { statementFile } from './statement-file';
import { waitUntil } from './wait';

const lab = setupProcessLab();
/** Wrong passwords of one e-mail before it is refused for a while (RATE_LIMIT_ACCOUNT_LOGIN_FAILURES). */
const ACCOUNT_LOGIN_FAILURES = 4;

let database: ProcessDatabase;
let bucket: LocalBucket;
let inbox: SmtpInbox;
let pluggy: FakePluggy;
let env: Record<string, string>;
const folders: string[] = [];
const servers: ServerProcess[] = [];
let balancer: RoundRobin;
let inspection: Inspection;
/** Requests through the balancer, one server after the other. */
let ctx: TestContext;

/** A server of the installation: the shared environment, and a DATA_DIR of its own that nothing may depend on. */
async function startServer(name: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grana-balanced-'));
  folders.push(dataDir);
  return lab.start(name, database, { env: { ...env, DATA_DIR: dataDir } });
}

/**
 * The person sends B an import of a file with no settings: refused with 429 while their place is held elsewhere,
 * else refused for its settings (400), with nothing written either way.
 */
async function probeImport(server: ServerProcess, person: { token: string }) {
  const probe = uploadStatement(server.origin, person.token, Buffer.from('Data;Valor\n'), {});
  try {
    const answer = await probe.response;
    return {
      status: answer.status,
      message: answer.body?.error?.message as string | undefined,
      at: Date.now(),
    };
  } finally {
    probe.close();
  }
}

/**
 * factories.ts joinBook, waiting for the mail: a server sends the invitation after answering (a slow mail server
 * must not hold the answer), so it reaches the inbox a moment later.
 */
async function joinOverHttp(owner: TestUser, guest: TestUser, bookId: number): Promise<void> {
  const sent = await actingAs(ctx, owner).post('/books/invitations', {
    bookId,
    email: guest.email,
    role: 'editor',
  });
  expect(sent.status).toBe(201);
  let token = '';
  await waitUntil('the invitation mail', async () => {
    token = ctx.sentMail.some((m) => m.kind === 'book-invitation' && m.to === guest.email.toLowerCase())
      ? invitationMailedTo(ctx, guest.email).token
      : '';
    return token !== '';
  });
  expect((await actingAs(ctx, guest).post('/books/invitations/accept', { token })).status).toBe(200);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The same requests sent to one server only. */
const onServer = (server: ServerProcess) => remoteContext(inspection.ctx, server.origin, inbox);

beforeAll(async () => {
  [database, bucket, inbox, pluggy] = await Promise.all([
    lab.freshDatabase({ partitioned: true }),
    startLocalBucket(),
    startSmtpInbox(),
    startFakePluggy({ clientId: TEST_SYNC_PAIR.clientId, clientSecret: TEST_SYNC_PAIR.clientSecret }),
  ]);
  // The bank every walk's person connects (server/trust/world.ts): a checking account and a card.
  pluggy.state.items.push(pluggyItem({ id: TEST_ITEM_ID }));
  pluggy.state.accounts.push(
    pluggyAccount({ itemId: TEST_ITEM_ID }),
    creditAccount({ itemId: TEST_ITEM_ID }),
  );
  env = {
    ATTACHMENTS_S3_URL: bucket.url,
    SMTP_URL: inbox.url,
    PLUGGY_API_URL: pluggy.url,
    SYNC_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: String(ACCOUNT_LOGIN_FAILURES),
    // Both servers' undo purge every second (five minutes by default), for the test of it below.
    UNDO_PURGE_SECONDS: '1',
  };
  servers.push(...(await Promise.all([startServer('A'), startServer('B')])));
  balancer = await startRoundRobin(servers.map((s) => s.origin));
  inspection = await lab.inspect(database);
  ctx = remoteContext(inspection.ctx, balancer.origin, inbox);
}, 180_000);

afterAll(async () => {
  await balancer?.close();
  await inspection?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([bucket?.close(), inbox?.close(), pluggy?.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('two API servers behind a round-robin, on one partitioned PostgreSQL database', () => {
  it("walks every route with A's ids as B, each request on the next server: all behave as absent, between people and between books", async () => {
    const before = new Map(balancer.served);
    const a = await createUser(ctx, { name: 'Ana Primeira' });
    const b = await createUser(ctx, { name: 'Bruno Segundo' });
    await expectForeignIdsAbsent(ctx, a, b);

    const c = await createUser(ctx, { name: 'Ana Primeira' });
    const d = await createUser(ctx, { name: 'Bruno Segundo' });
    const casa = await createSharedBook(ctx, c, 'Casa');
    await joinOverHttp(c, d, casa);
    const own = await createSharedBook(ctx, d, 'Bruno e Bia');
    await joinOverHttp(d, await createUser(ctx, { name: 'Bia Terceira' }), own);
    await expectForeignIdsAbsent(ctx, inBook(c, casa), inBook(d, own));

    // Both servers answered the walks, about half each.
    const counts = servers.map((s) => (balancer.served.get(s.origin) ?? 0) - (before.get(s.origin) ?? 0));
    expect(Math.min(...counts)).toBeGreaterThan(200);
    expect(Math.abs(counts[0]! - counts[1]!)).toBeLessThanOrEqual(1);
  }, 600_000);

  it('a comprovante kept through one server is served by the other, byte for byte, and removed from both', async () => {
    const [a, b] = servers.map(onServer) as [TestContext, TestContext];
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const row = await createTransaction(ctx, user, account.id, { description: 'Farmácia', amount: 45.9 });
    const photo = await phonePhoto();
    const uploaded = await uploadAttachment(a, user, row.id, photo, 'recibo.jpg', 'image/jpeg');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const kept = uploaded.body.data as { id: number; fileUrl: string; thumbUrl: string; tamanho: number };
    const pdf = pixPdf('Pix aluguel novembro');
    const second = await uploadAttachment(b, user, row.id, pdf, 'pix.pdf', 'application/pdf');
    expect(second.status).toBe(201);

    for (const server of [a, b]) {
      const file = await download(server, user, kept.fileUrl);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.bytes.length).toBe(kept.tamanho);
      expect((await download(server, user, kept.thumbUrl)).headers['content-type']).toBe('image/webp');
      const other = await download(server, user, second.body.data.fileUrl);
      expect(sha(other.bytes)).toBe(sha(pdf));
    }
    // Three objects of the book (the photo, its thumbnail, the PDF), none in either server's DATA_DIR.
    expect((await bucket.names()).filter((n) => n.startsWith(`${user.id}/`))).toHaveLength(3);

    const removed = await actingAs(a, user).delete(`/attachments/${kept.id}`, {});
    expect(removed.status).toBe(200);
    for (const server of [a, b]) expect((await download(server, user, kept.fileUrl)).status).toBe(404);
  });

  it("both servers' undo purges remove a comprovante past its window and leave the recent one to Desfazer", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const old = await createTransaction(ctx, user, account.id, { description: 'Mercado', amount: 80 });
    const recent = await createTransaction(ctx, user, account.id, { description: 'Padaria', amount: 12 });
    const pdf = pixPdf('Pix mercado');
    const [a, b] = servers.map(onServer) as [TestContext, TestContext];
    const uploads = [
      await uploadAttachment(a, user, old.id, pdf, 'mercado.pdf', 'application/pdf'),
      await uploadAttachment(b, user, recent.id, pdf, 'padaria.pdf', 'application/pdf'),
    ];
    for (const upload of uploads) expect(upload.status).toBe(201);
    const [oldFile, recentFile] = uploads.map((u) => u.body.data as { id: number; fileUrl: string });
    const objects = async () => (await bucket.names()).filter((n) => n.startsWith(`${user.id}/`));
    expect(await objects()).toHaveLength(2);
    const as = actingAs(ctx, user);
    const oldUndo = await succeeded<{ undo: string }>(as.delete('/transactions', { id: old.id }));
    const recentUndo = await succeeded<{ undo: string }>(as.delete('/transactions', { id: recent.id }));
    // The old deletion aged past its window, as ten minutes would: both servers' purges run every second.
    const db = inspection.ctx.database.db;
    await db.execute(
      sql`update deleted_rows set created_at = now() - interval '11 minutes' where token = ${oldUndo.undo}`,
    );
    await db.execute(
      sql`update attachments set orphaned_at = now() - interval '11 minutes' where transaction_id = ${old.id}`,
    );
    // The purge removes the object and the deletion's row in steps of their own: both are waited for, or Desfazer
    // could meet the row still there, past its window (410), where the test means it gone (404).
    const oldRowLeft = async () =>
      (await queryRows(db, sql`select 1 from deleted_rows where token = ${oldUndo.undo}`)).length > 0;
    await waitUntil(
      'the old comprovante and its deletion purged',
      async () => (await objects()).length === 1 && !(await oldRowLeft()),
    );
    // The recent one's object, and its row kept for Desfazer; the old deletion answers as gone.
    const [kept] = await queryRows<{ key: string }>(
      db,
      sql`select key from attachments where id = ${recentFile!.id}`,
    );
    expect(await objects()).toEqual([`${user.id}/${kept?.key}`]);
    expect((await as.post('/undo', { token: oldUndo.undo })).status).toBe(404);
    expect(await succeeded(as.post('/undo', { token: recentUndo.undo }))).toEqual({ kind: 'transactions' });
    for (const server of [a, b]) {
      expect((await download(server, user, recentFile!.fileUrl)).status).toBe(200);
      expect((await download(server, user, oldFile!.fileUrl)).status).toBe(404);
    }
  });

  it("imports a large statement on one server while the other answers everyone, and refuses the same person's second import there", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const importer = await importingPerson(a.origin);
    const reader = await importingPerson(b.origin);
    const file = statementFile(12_000, STATEMENT_CATEGORIES);
    const bytesBefore = await database.transactionsBytes();
    const upload = uploadStatement(a.origin, importer.token, file.bytes, file.settings(importer.accountId));
    try {
      // While A imports: B answers another person's pages, and refuses the importer a second import (a file B
      // would refuse anyway had the place been free: nothing is written twice).
      const answeredMeanwhile: number[] = [];
      let refusal: { status: number; message?: string; at: number } | undefined;
      while (upload.answeredAt() === undefined) {
        const page = await as(b.origin, reader).get('/transactions?limit=50');
        if (upload.answeredAt() === undefined) answeredMeanwhile.push(page.status);
        if (!refusal && (await database.transactionsBytes()) > bytesBefore)
          refusal = await probeImport(b, importer);
      }
      const done = await upload.response;
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ inserted: 12_000, skipped: 0 });
      expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(3);
      expect(answeredMeanwhile.every((status) => status === 200)).toBe(true);
      expect(refusal).toMatchObject({ status: 429, message: IMPORT_GATE_MESSAGES.ownImportRunning });
      expect(refusal!.at).toBeLessThan(upload.answeredAt()!);
    } finally {
      upload.close();
    }
    // Seen the same through either server.
    const expected = { count: 12_000, balance: file.netCents / 100 };
    expect(await seenBy(a.origin, importer)).toEqual(expected);
    expect(await seenBy(b.origin, importer)).toEqual(expected);
  }, 300_000);

  it('a person cannot double the wrong passwords allowed by taking turns between the servers', async () => {
    const user = await createUser(ctx);
    for (let attempt = 0; attempt < ACCOUNT_LOGIN_FAILURES; attempt++) {
      const server = servers[attempt % 2]!;
      const wrong = await call(server.origin, 'POST', '/auth/login', {
        body: { email: user.email, password: 'errada123' },
      });
      expect(wrong.status).toBe(401);
    }
    // Counted together: the next try is refused on both, the right password too.
    for (const server of servers) {
      const refused = await call(server.origin, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Muitas tentativas/);
    }
  });

  it('sends each webhook delivery once, though both servers run the delivery job', async () => {
    const received: Array<{ delivery: string; event: string }> = [];
    const receiver = createServer((req, res) => {
      req.resume();
      received.push({
        delivery: String(req.headers[WEBHOOK_HEADERS.delivery]),
        event: String(req.headers[WEBHOOK_HEADERS.event]),
      });
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const user = await createUser(ctx);
      const api = actingAs(ctx, user);
      const { port } = receiver.address() as AddressInfo;
      const hook = await api.post('/webhooks', {
        url: `http://127.0.0.1:${port}/grana`,
        events: ['transaction.created'],
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
      const account = await createAccount(ctx, user);
      const rows = 40;
      for (let i = 0; i < rows; i++) {
        await createTransaction(ctx, user, account.id, { description: `Compra ${i + 1}`, date: todayIn() });
      }
      await waitUntil(`${rows} deliveries`, async () => received.length >= rows, { timeoutMs: 60_000 });
      // Both jobs pass every 10 s: after two more passes of each, nothing was sent again.
      await new Promise((r) => setTimeout(r, 21_000));
      expect(received).toHaveLength(rows);
      expect(new Set(received.map((r) => r.delivery)).size).toBe(rows);
      expect(received.every((r) => r.event === 'transaction.created')).toBe(true);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 120_000);

  it("restores a book's backup taken through one server into another person's book through the other", async () => {
    const [a, b] = servers.map(onServer) as [TestContext, TestContext];
    const owner = await createUser(ctx);
    const account = await createAccount(ctx, owner, { name: 'Conta da Casa', opening_balance: 1000 });
    for (const [description, amount] of [
      ['Aluguel', 1800],
      ['Mercado', 432.17],
    ] as const) {
      await createTransaction(ctx, owner, account.id, { description, amount });
    }
    const row = (await actingAs(ctx, owner).get('/transactions', { limit: 1 })).body.data.items[0];
    const pdf = pixPdf('Recibo de aluguel');
    expect((await uploadAttachment(ctx, owner, row.id, pdf, 'aluguel.pdf', 'application/pdf')).status).toBe(
      201,
    );
    const exported = await a.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(exported.statusCode).toBe(200);

    const target = await createUser(ctx);
    const restored = await restoreBook(b, target, exported.rawPayload, 'application/zip');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ attachments: 1, skippedAttachments: [] });
    for (const server of [a, b]) {
      const accounts = (await actingAs(server, target).get('/accounts')).body.data;
      expect(accounts).toMatchObject([{ name: 'Conta da Casa', balance: 1000 - 1800 - 432.17 }]);
    }
    await expectLedgerConsistent(inspection.ctx, [owner, target]);
  }, 120_000);

  it("a server killed in the middle of an import: the other answers, the person's place is free again, and the import is whole or absent", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const person = await importingPerson(b.origin);
    const file = statementFile(12_000, STATEMENT_CATEGORIES);
    const bytesBefore = await database.transactionsBytes();
    const upload = uploadStatement(a.origin, person.token, file.bytes, file.settings(person.accountId));
    await waitUntil('A to write the import', async () => (await database.transactionsBytes()) > bytesBefore, {
      timeoutMs: 60_000,
      everyMs: 5,
    });
    expect(await probeImport(b, person)).toMatchObject({ status: 429 });
    await a.kill();
    balancer.takeOut(a.origin);
    const answered = await upload.response.then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);

    // B answers at once; the place A held is given back when its connections end, and the import runs on B.
    expect((await as(balancer.origin, person).get('/accounts')).status).toBe(200);
    const after = await seenBy(b.origin, person);
    expect([0, 12_000]).toContain(after.count);
    expect(after.balance).toBe(after.count === 0 ? 0 : file.netCents / 100);
    if (after.count === 0) {
      await waitUntil('the place to be free', async () => (await probeImport(b, person)).status !== 429, {
        timeoutMs: 30_000,
        everyMs: 200,
      });
      const retry = uploadStatement(b.origin, person.token, file.bytes, file.settings(person.accountId));
      const again = await retry.response.finally(() => retry.close());
      expect(again).toMatchObject({ status: 200, body: { data: { inserted: 12_000, skipped: 0 } } });
    }
    expect(await seenBy(b.origin, person)).toEqual({ count: 12_000, balance: file.netCents / 100 });
    await expectLedgerConsistent(inspection.ctx, [person]);
  }, 300_000);
});
