import { createHmac } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../common/contract/webhooks';
import { queryRows } from '../../db/connect';
import { personAt } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../../test/factories';
import { freePort } from '../../test/free-port';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp, type TestContext } from '../../test/test-app';
import { recordBillsDue } from '../reminders/bills-due-events';
import { isPublicAddress } from './address';
import { postDelivery } from './post';
import { deliverDue, webhookDeps } from './public';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1: each path answers the statuses it is given, in order (then 200), and keeps what it got.
 */
class Receiver {
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      this.received.set(path, [...(this.received.get(path) ?? []), { headers: req.headers, body }]);
      res.statusCode = this.script.get(path)?.shift() ?? 200;
      res.end('ok');
    });
  });
  private received = new Map<string, Received[]>();
  private script = new Map<string, number[]>();
  private paths = 0;
  port = 0;

  async start() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  /** A new path of its own, answering `statuses` first. */
  url(statuses: number[] = []): string {
    const path = `/hook-${++this.paths}`;
    this.script.set(path, [...statuses]);
    return `http://127.0.0.1:${this.port}${path}`;
  }
  got(url: string): Received[] {
    return this.received.get(new URL(url).pathname) ?? [];
  }
}

/** The delivery job's pass, as the job runs it, on this app. */
const runJob = (ctx: TestContext) =>
  deliverDue(webhookDeps(ctx.config, ctx.database.db, ctx.app.deps.mailer));

/** Every retry waiting is due now: no test waits for minutes. */
const makeRetriesDue = (ctx: TestContext) =>
  ctx.database.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
  );

function verify(secret: string, received: Received): boolean {
  const header = String(received.headers['x-grana-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${received.body}`).digest('hex');
  return expected === match[2];
}

describe('webhooks on an installation that allows receivers beside it', () => {
  const ctx = setupTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const receiver = new Receiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function withWebhook(user: TestUser, events: string[], statuses: number[] = []) {
    const url = receiver.url(statuses);
    const created = await actingAs(ctx, user).post('/webhooks', { url, events });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { url, id: created.body.data.webhook.id as number, secret: created.body.data.secret as string };
  }

  it('posts a new transaction once, signed with the secret shown at creation; the secret is never listed', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    const hook = await withWebhook(user, ['transaction.created', 'transaction.deleted']);
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const row = await as.post('/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 1234.56,
      description: 'Mercado do mês',
      date: '2026-11-20',
    });
    expect(row.status).toBe(201);
    expect(await runJob(ctx)).toMatchObject({ delivered: 1 });
    const [got, ...more] = receiver.got(hook.url);
    expect(more).toEqual([]);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-grana-event']).toBe('transaction.created');
    expect(verify(hook.secret, got!)).toBe(true);
    expect(verify(`${hook.secret}0`, got!)).toBe(false);
    const payload = JSON.parse(got!.body);
    expect(got!.headers['x-grana-delivery']).toBe(String(payload.id));
    expect(payload).toMatchObject({
      event: 'transaction.created',
      bookId: user.id,
      data: {
        transaction: {
          id: row.body.data.id,
          amount: 1234.56,
          description: 'Mercado do mês',
          date: '2026-11-20',
          contaId: account.id,
          conta_name: 'Nubank',
        },
      },
    });

    // A change it did not subscribe to sends nothing; a deletion does.
    await as.put('/transactions', { ...row.body.data, accountId: account.id, amount: 10 });
    await as.delete('/transactions', { id: row.body.data.id });
    await runJob(ctx);
    expect(receiver.got(hook.url).map((r) => r.headers['x-grana-event'])).toEqual([
      'transaction.created',
      'transaction.deleted',
    ]);

    const listed = await as.get('/webhooks');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret);
    expect(JSON.stringify(listed.body)).not.toContain('sealed');
    expect(listed.body.data[0].deliveries.map((d: any) => [d.event, d.status, d.lastStatusCode])).toEqual([
      ['transaction.deleted', 'delivered', 200],
      ['transaction.created', 'delivered', 200],
    ]);
  });

  it('tells of both legs of a transfer, each as the API answers it', async () => {
    const user = await createUser(ctx);
    const from = await createAccount(ctx, user, { name: 'Itaú' });
    const to = await createAccount(ctx, user, { name: 'Poupança' });
    const hook = await withWebhook(user, ['transaction.created']);
    const made = await actingAs(ctx, user).post('/transfers', {
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: 500,
      date: '2026-11-20',
      description: 'Reserva',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await runJob(ctx);
    const legs = receiver.got(hook.url).map((r) => JSON.parse(r.body).data.transaction);
    expect(legs.map((l) => [l.conta_name, l.amount, l.description]).sort()).toEqual([
      ['Itaú', 500, 'Reserva'],
      ['Poupança', 500, 'Reserva'],
    ]);
  });

  it('tells of each row "Categorizar" changed, with its new category', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Nubank' });
    const rows = [];
    for (const description of ['iFood', 'Rappi'])
      rows.push(
        (
          await as.post('/transactions', {
            accountId: account.id,
            type: 'DESPESA',
            amount: 40,
            description,
            date: '2026-11-20',
          })
        ).body.data.id,
      );
    const category = (await as.post('/categories', { nome: 'Delivery', tipo: 'despesa' })).body.data;
    const hook = await withWebhook(user, ['transaction.updated']);
    const changed = await as.put('/transactions/category', {
      transactions: rows.map((id) => ({ id })),
      categoryId: category.id,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await runJob(ctx);
    const told = receiver.got(hook.url).map((r) => JSON.parse(r.body).data.transaction);
    expect(told.map((t) => [t.description, t.categoriaId]).sort()).toEqual([
      ['Rappi', category.id],
      ['iFood', category.id],
    ]);
  });

  it('retries a failing receiver with backoff: 500, 500, then 200 is delivered at the third attempt', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const hook = await withWebhook(user, ['transaction.created'], [500, 500]);
    await as.post('/transactions', {
      accountId: account.id,
      type: 'RECEITA',
      amount: 50,
      date: '2026-11-20',
    });

    await runJob(ctx);
    let [delivery] = (await as.get('/webhooks')).body.data[0].deliveries;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // The first wait is a minute: a pass now sends nothing more.
    const waitMs = Date.parse(delivery.nextAttemptAt) - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThan(70_000);
    await runJob(ctx);
    expect(receiver.got(hook.url)).toHaveLength(1);

    await makeRetriesDue(ctx);
    await runJob(ctx);
    await makeRetriesDue(ctx);
    await runJob(ctx);
    [delivery] = (await as.get('/webhooks')).body.data[0].deliveries;
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const bodies = receiver.got(hook.url).map((r) => r.body);
    expect(bodies).toHaveLength(3);
    // The same delivery each time: a receiver can tell a repeat by its id.
    expect(new Set(bodies.map((b) => JSON.parse(b).id)).size).toBe(1);
  });

  it('is disabled after five deliveries failed for good, its donos are told, and "Reativar" turns it on', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const hook = await withWebhook(user, ['transaction.created'], Array(40).fill(500));
    for (let i = 0; i < 5; i++)
      await as.post('/transactions', {
        accountId: account.id,
        type: 'DESPESA',
        amount: 1,
        date: '2026-11-20',
      });
    for (let round = 0; round < 6; round++) {
      await makeRetriesDue(ctx);
      await runJob(ctx);
    }
    expect(receiver.got(hook.url)).toHaveLength(30);
    const [webhook] = (await as.get('/webhooks')).body.data;
    expect(webhook.disabledAt).not.toBeNull();
    expect(webhook.consecutiveFailures).toBe(5);
    expect(webhook.deliveries.map((d: any) => [d.status, d.attempts])).toEqual(Array(5).fill(['failed', 6]));
    expect(ctx.sentMail.filter((m) => m.kind === 'webhook-disabled' && m.to === user.email)).toEqual([
      { to: user.email, kind: 'webhook-disabled', link: `${ctx.config.appUrl}/webhooks` },
    ]);

    // Disabled: new rows are not queued, a test is refused.
    await as.post('/transactions', { accountId: account.id, type: 'DESPESA', amount: 1, date: '2026-11-21' });
    expect((await as.get('/webhooks')).body.data[0].deliveries).toHaveLength(5);
    const refused = await as.post(`/webhooks/test?id=${hook.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(WEBHOOK_MESSAGES.disabled);

    const enabled = await as.post(`/webhooks/enable?id=${hook.id}`);
    expect(enabled.body.data).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
  });

  it('"Enviar teste" sends a ping at once and answers the log', async () => {
    const user = await createUser(ctx);
    const hook = await withWebhook(user, ['sync.finished']);
    const tested = await actingAs(ctx, user).post(`/webhooks/test?id=${hook.id}`);
    expect(tested.status).toBe(200);
    expect(tested.body.data.deliveries[0]).toMatchObject({
      event: 'ping',
      status: 'delivered',
      lastStatusCode: 200,
    });
    expect(receiver.got(hook.url).map((r) => r.headers['x-grana-event'])).toEqual(['ping']);
  });

  it('tells of an import once, with its counts, and its rows in one delivery, never once per row', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const hook = await withWebhook(user, ['import.finished', 'transaction.created']);
    const csv = [
      'date,description,amount',
      '2026-11-01,Aluguel,-1500.00',
      '2026-11-02,Freela,2000.50',
      '2026-11-03,Padaria,-12.00',
    ].join('\n');
    const imported = await uploadStatement(
      ctx,
      user,
      { content: csv },
      { dateFormat: 'YYYY-MM-DD', defaultAccountId: account.id },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    await runJob(ctx);
    const got = receiver.got(hook.url);
    expect(got.map((r) => r.headers['x-grana-event'])).toEqual(['transaction.created', 'import.finished']);
    const rows = JSON.parse(got[0]!.body).data;
    expect(rows).toMatchObject({ way: 'statement', count: 3 });
    expect(rows.ids).toHaveLength(3);
    expect(JSON.parse(got[1]!.body).data).toMatchObject({
      importId: imported.body.data.importId,
      accountId: account.id,
      inserted: 3,
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });

  it('queues bill.due once per due date, however often the daily pass runs', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const account = await createAccount(ctx, user);
    const rent = {
      account_id: account.id,
      amount: 1234.56,
      description: 'Aluguel',
      due_day: 21,
      notify_days: 3,
    };
    expect((await as.post('/recurring', rent)).status).toBe(201);
    const hook = await withWebhook(user, ['bill.due']);
    await recordBillsDue(ctx.database.db, 'America/Sao_Paulo');
    await recordBillsDue(ctx.database.db, 'America/Sao_Paulo');
    vi.useRealTimers();
    await runJob(ctx);
    const got = receiver.got(hook.url);
    expect(got.map((r) => r.headers['x-grana-event'])).toEqual(['bill.due']);
    expect(JSON.parse(got[0]!.body).data).toMatchObject({
      kind: 'gasto_fixo',
      description: 'Aluguel',
      amount: 1234.56,
      dueDate: '2026-11-21',
    });
  });

  it('is a dono’s alone; another book’s webhook is absent; a book has at most ten', async () => {
    const owner = await createUser(ctx);
    const editor = await createUser(ctx);
    const reader = await createUser(ctx);
    const book = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, editor, book, 'editor');
    await joinBook(ctx, owner, reader, book, 'leitor');
    const address = receiver.url();
    const body = { url: address, events: ['transaction.created'] };
    for (const member of [editor, reader]) {
      const refused = await actingAs(ctx, inBook(member, book)).post('/webhooks', body);
      expect(refused.status).toBe(403);
    }
    const shared = actingAs(ctx, inBook(owner, book));
    const made = await shared.post('/webhooks', body);
    expect(made.status).toBe(201);
    const id = made.body.data.webhook.id;
    // The other members read that the book has a webhook, but not its address (it may carry the receiver's key).
    const readerView = (await actingAs(ctx, inBook(reader, book)).get('/webhooks')).body.data;
    expect(readerView.map((w: { url: string }) => w.url)).toEqual([`${new URL(address).origin}/…`]);
    expect((await shared.get('/webhooks')).body.data[0].url).toBe(address);

    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.delete('/webhooks', { id })).status).toBe(404);
    expect((await stranger.post(`/webhooks/test?id=${id}`)).status).toBe(404);
    expect((await stranger.post(`/webhooks/enable?id=${id}`)).status).toBe(404);
    // Nor from the owner's personal book: the webhook is the shared book's.
    expect((await actingAs(ctx, owner).delete('/webhooks', { id })).status).toBe(404);

    for (let i = 1; i < 10; i++) expect((await shared.post('/webhooks', body)).status).toBe(201);
    const eleventh = await shared.post('/webhooks', body);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toBe(WEBHOOK_MESSAGES.tooMany);
    expect((await shared.delete('/webhooks', { id })).status).toBe(200);
    expect((await shared.get('/webhooks')).body.data).toHaveLength(9);
  });

  it('refuses a body without events or with an unknown one, in Portuguese', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const none = await as.post('/webhooks', { url: receiver.url(), events: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(WEBHOOK_MESSAGES.events);
    const odd = await as.post('/webhooks', { url: receiver.url(), events: ['transaction.exploded'] });
    expect(odd.status).toBe(400);
    expect((await as.get('/webhooks')).body.data).toEqual([]);
  });
});

describe('webhooks on an installation that allows only public https receivers', () => {
  const ctx = setupTestApp();

  it('refuses private, loopback, link-local and plain http addresses before writing', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const refused = async (url: string) => {
      const res = await as.post('/webhooks', { url, events: ['transaction.created'] });
      expect(res.status, url).toBe(400);
      return res.body.error.message as string;
    };
    expect(await refused('https://127.0.0.1/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://10.0.0.1/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://[::1]/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://169.254.169.254/latest')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://[::ffff:192.168.0.1]/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://100.64.0.1/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('https://localhost/')).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refused('http://example.com')).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(await refused('ftp://example.com')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(await refused('não é endereço')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect((await as.get('/webhooks')).body.data).toEqual([]);
  });

  it('IPv6 addresses carrying a private IPv4 are refused as webhook targets, at registration and at delivery', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const carriers = [
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254, the clouds' metadata address
      '64:ff9b::10.0.0.1', // NAT64 written with its dotted quad
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '::ffff:7f00:1', // IPv4-mapped 127.0.0.1 in hex
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2002:c0a8:1::', // 6to4 of 192.168.0.1
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo whose client is 127.0.0.1 (inverted bits)
    ];
    for (const address of carriers) {
      const res = await as.post('/webhooks', {
        url: `https://[${address}]/`,
        events: ['transaction.created'],
      });
      expect([res.status, res.body.error?.message], address).toEqual([400, WEBHOOK_MESSAGES.privateAddress]);
      // A webhook saved before this check (or by a name resolving there) is not posted to either.
      const sent = await postDelivery(`https://[${address}]/`, '{}', {}, { allowPrivate: false });
      expect(sent, address).toEqual({ error: expect.stringMatching(/não é público$/) });
    }
    expect((await as.get('/webhooks')).body.data).toEqual([]);
    // The same translations of a public IPv4 (93.184.215.14) stay public: only the v4 carried is judged.
    for (const address of ['64:ff9b::5db8:d70e', '2002:5db8:d70e::1', '2001:0:4136:e378:8000:63bf:a247:28f1'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('accepts a public address and seals its secret', async () => {
    const user = await createUser(ctx);
    const made = await actingAs(ctx, user).post('/webhooks', {
      url: 'https://93.184.215.14/grana',
      events: ['bill.due'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [row] = await queryRows<{ sealed_secret: string }>(
      ctx.database.db,
      sql`select sealed_secret from webhooks where book_id = ${user.id}`,
    );
    expect(row!.sealed_secret).toMatch(/^v1:/);
    expect(row!.sealed_secret).not.toContain(made.body.data.secret);
  });
});
