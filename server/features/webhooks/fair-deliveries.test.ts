import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createAccount, createUser, type TestUser } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { setupTestApp, type TestContext } from '../../test/test-app';
import { DISABLE_AFTER_FAILURES, MAX_ATTEMPTS } from './deliver';
import { deliverDue, webhookDeps } from './public';
import { webhooksRepository } from './repository';

/**
 * Receivers on 127.0.0.1: a path starting /hold never answers (it keeps the request open until the sender gives
 * up), any other answers 200. Keeps the order requests arrived in and how many held ones were open at most.
 */
class Receivers {
  private server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    this.arrivals.push(path);
    if (!path.startsWith('/hold')) {
      req.resume();
      req.on('end', () => res.end('ok'));
      return;
    }
    this.open++;
    this.mostOpen = Math.max(this.mostOpen, this.open);
    req.resume();
    req.socket.on('close', () => this.open--);
  });
  private paths = 0;
  private open = 0;
  arrivals: string[] = [];
  mostOpen = 0;
  port = 0;

  async start() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  url(kind: 'hold' | 'answer'): string {
    return `http://127.0.0.1:${this.port}/${kind}-${++this.paths}`;
  }
  /** Forgets what arrived so far: each test reads its own. */
  reset() {
    this.arrivals = [];
    this.mostOpen = 0;
  }
}

/**
 * The delivery job's pass with short deadlines, so a receiver that never answers costs the test a fraction of a
 * second (the job's are 10 s, then 5 s): the first try of a delivery waits 400 ms, a try after one left unanswered
 * 200 ms.
 */
const runJob = (ctx: TestContext) =>
  deliverDue({
    ...webhookDeps(ctx.config, ctx.database.db, ctx.app.deps.mailer),
    postTimeouts: { firstMs: 400, afterSilenceMs: 200 },
  });

/** The book's retries waiting are due now: no test waits for minutes. */
const makeRetriesDue = (ctx: TestContext, bookId: number) =>
  ctx.database.db.execute(
    sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second'
        where status = 'pending' and book_id = ${bookId}`,
  );

describe('webhook deliveries are fair per book', () => {
  const ctx = setupTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const receivers = new Receivers();
  beforeAll(() => receivers.start());
  afterAll(() => receivers.stop());

  async function hook(user: TestUser, url: string): Promise<void> {
    const made = await actingAs(ctx, user).post('/webhooks', { url, events: ['transaction.created'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }

  async function spend(user: TestUser): Promise<void> {
    const account = await createAccount(ctx, user);
    const row = await actingAs(ctx, user).post('/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 10,
      date: '2026-11-20',
    });
    expect(row.status, JSON.stringify(row.body)).toBe(201);
  }

  const deliveries = async (user: TestUser) =>
    (
      (await actingAs(ctx, user).get('/webhooks')).body.data as { deliveries: Record<string, unknown>[] }[]
    ).map((w) => w.deliveries);

  it("a book's ten receivers that never answer do not hold another book's delivery", async () => {
    receivers.reset();
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    for (let i = 0; i < 10; i++) await hook(a, receivers.url('hold'));
    const answering = receivers.url('answer');
    await hook(b, answering);
    // Book A's event first (ten deliveries due before B's), then book B's.
    await spend(a);
    await spend(b);

    expect(await runJob(ctx)).toEqual({ delivered: 1, retry: 10, failed: 0 });
    // B's delivery went out with the first ones, not after A's held posts gave up one after another.
    const bArrived = receivers.arrivals.indexOf(new URL(answering).pathname);
    expect(bArrived).toBeGreaterThanOrEqual(0);
    expect(bArrived).toBeLessThan(3);
    // A's receivers never held more than two of the job's posts at once.
    expect(receivers.mostOpen).toBeLessThanOrEqual(2);
    expect(receivers.arrivals).toHaveLength(11);

    expect(await deliveries(b)).toEqual([
      [expect.objectContaining({ status: 'delivered', lastStatusCode: 200 })],
    ]);
    // Each of A's deliveries had its try in the same pass, and waits for its retry.
    expect(await deliveries(a)).toEqual(
      Array(10).fill([
        expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'sem resposta em 0,4 s' }),
      ]),
    );
  });

  it('a receiver that never answers still gets its retries, shorter, and is disabled after five failures', async () => {
    receivers.reset();
    const user = await createUser(ctx);
    await hook(user, receivers.url('hold'));
    for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) await spend(user);
    for (let round = 0; round < MAX_ATTEMPTS; round++) {
      await makeRetriesDue(ctx, user.id);
      await runJob(ctx);
    }
    expect(receivers.arrivals).toHaveLength(DISABLE_AFTER_FAILURES * MAX_ATTEMPTS);
    const [webhook] = (await actingAs(ctx, user).get('/webhooks')).body.data;
    expect(webhook.disabledAt).not.toBeNull();
    expect(webhook.consecutiveFailures).toBe(DISABLE_AFTER_FAILURES);
    // The tries after the first waited the shorter time: the last one's error says so.
    expect(
      webhook.deliveries.map((d: Record<string, unknown>) => [d.status, d.attempts, d.lastError]),
    ).toEqual(Array(DISABLE_AFTER_FAILURES).fill(['failed', MAX_ATTEMPTS, 'sem resposta em 0,2 s']));
    expect(ctx.sentMail.filter((m) => m.kind === 'webhook-disabled' && m.to === user.email)).toHaveLength(1);
  });

  it("a book's places are counted across processes: another process's claims hold them too", async () => {
    const c = await createUser(ctx);
    const d = await createUser(ctx);
    for (let i = 0; i < 5; i++) await hook(c, receivers.url('hold'));
    await hook(d, receivers.url('answer'));
    await spend(c);
    await spend(d);
    const claim = async () =>
      (await webhooksRepository.claimDue(ctx.database.db, { limit: 10, leaseMs: 60_000, perBook: 2 }))
        .map((delivery) => delivery.bookId)
        .sort((x, y) => x - y);
    // One process takes C's first two (its places) and D's; another process then finds C's two places taken.
    expect(await claim()).toEqual([c.id, c.id, d.id]);
    expect(await claim()).toEqual([]);
    // Not sent here: the job of the other tests must not post them.
    await ctx.database.db.execute(sql`delete from webhook_deliveries where book_id in (${c.id}, ${d.id})`);
  });

  it('claims made at once (connections of a pool, as processes would) never take one delivery twice', async () => {
    const people = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    for (const person of people) {
      for (let i = 0; i < 4; i++) await hook(person, receivers.url('hold'));
      await spend(person);
      await spend(person);
    }
    const claimed = (
      await Promise.all(
        Array.from({ length: 6 }, () =>
          webhooksRepository.claimDue(ctx.database.db, { limit: 4, leaseMs: 60_000, perBook: 2 }),
        ),
      )
    ).flat();
    const ids = claimed.map((delivery) => delivery.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(people.length);
    await ctx.database.db.execute(
      sql`delete from webhook_deliveries where book_id in (${sql.join(
        people.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    );
  });
});
