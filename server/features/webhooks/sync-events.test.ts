import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_RUN_MESSAGES, skippedLinesNote } from '../../../common/contract/sync';
import type { WebhookEvent } from '../../../common/contract/webhooks';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs, createUser, succeeded, type TestUser } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { TEST_SYNC_PAIR, testItem } from '../../test/sync-bank';
import { setupTestApp, type TestContext } from '../../test/test-app';
import { ProviderError, type ProviderTransaction, type SyncProvider } from '../sync/provider';
import { deliverDue, webhookDeps } from './public';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 answering 200 to every path, keeping what each path got. */
class Receiver {
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      this.received.set(path, [...(this.received.get(path) ?? []), { headers: req.headers, body }]);
      res.end('ok');
    });
  });
  private received = new Map<string, Received[]>();
  private paths = 0;
  port = 0;

  async start() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  /** A new path of its own: each test's webhook hears only its own book. */
  url(): string {
    return `http://127.0.0.1:${this.port}/sync-hook-${++this.paths}`;
  }
  got(url: string): Received[] {
    return this.received.get(new URL(url).pathname) ?? [];
  }
}

/** The x-grana-signature checked as a receiver checks it: HMAC-SHA256 of "<t>.<body>" under the secret. */
function verify(secret: string, received: Received): boolean {
  const header = String(received.headers['x-grana-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${received.body}`).digest('hex');
  return expected === match[2];
}

/**
 * The lines each bank account holds, by the aggregator's account id. The in-memory bank (server/test/sync-bank.ts)
 * answers every account with no line; these are answered instead, after its own call, so its credentials check and
 * its failNext still hold. An account in `failing` fails its lines and bills as an unreachable aggregator does.
 */
const bankLines = new Map<string, ProviderTransaction[]>();
const failing = new Set<string>();

const ctx: TestContext = setupTestApp(
  { WEBHOOKS_ALLOW_PRIVATE: 'true' },
  {
    syncProviderFor: (credentials) => {
      const provider = ctx.syncBank.providerFor(credentials);
      const refuseIfFailing = (accountId: string) => {
        if (failing.has(accountId))
          throw new ProviderError('unavailable', `the test bank is down for ${accountId}`);
      };
      const withLines: SyncProvider = {
        ...provider,
        transactions: async (accountId, range, after) => {
          await provider.transactions(accountId, range, after);
          refuseIfFailing(accountId);
          return { lines: structuredClone(bankLines.get(accountId) ?? []), next: null };
        },
        bills: async (accountId) => {
          const bills = await provider.bills(accountId);
          refuseIfFailing(accountId);
          return bills;
        },
      };
      return withLines;
    },
  },
);

const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

/** The delivery job's pass, as the job runs it, on this app. */
const runJob = () => deliverDue(webhookDeps(ctx.config, ctx.database.db, ctx.app.deps.mailer));

const today = () => todayIn(DEFAULT_TIME_ZONE);

function bankLine(
  accountId: string,
  fields: Pick<ProviderTransaction, 'description' | 'amountCents' | 'type'> & { daysAgo: number },
): ProviderTransaction {
  return {
    id: randomUUID(),
    accountId,
    date: addDays(today(), -fields.daysAgo),
    amountCents: fields.amountCents,
    type: fields.type,
    description: fields.description,
    status: 'posted',
    counterpart: null,
    billId: null,
    installment: null,
  };
}

interface Connected {
  user: TestUser;
  connectionId: number;
  /** The aggregator's ids of the item's checking account and card. */
  bankAccount: string;
  cardAccount: string;
  /** The Grana account linked to the checking account. */
  accountId: number;
  hook: { url: string; secret: string };
}

/**
 * A person with their Pluggy pair kept, an item of their own at the in-memory bank connected, its checking account
 * linked to a new Grana account ('Criar conta'), and a webhook on the sync's events (and on the row and import
 * events, which a sync must not send) pointing at the receiver.
 */
async function connectedWithWebhook(): Promise<Connected> {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const item = testItem(randomUUID());
  ctx.syncBank.add(item);
  await succeeded(
    as.put('/sync/credentials', {
      client_id: TEST_SYNC_PAIR.clientId,
      client_secret: TEST_SYNC_PAIR.clientSecret,
    }),
  );
  const connection = await succeeded<{ id: number; accounts: Array<{ id: number; kind: string }> }>(
    as.post('/sync/connections', { item_id: item.item.id }),
  );
  const bank = connection.accounts.find((a) => a.kind === 'bank')!;
  const linked = await succeeded<{ account: { id: number } }>(
    as.put(`/sync/accounts/${bank.id}`, { create: true }),
  );

  const url = receiver.url();
  const events: WebhookEvent[] = ['sync.finished', 'sync.failed', 'transaction.created', 'import.finished'];
  const created = await as.post('/webhooks', { url, events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return {
    user,
    connectionId: connection.id,
    bankAccount: item.accounts.find((a) => a.kind === 'bank')!.id,
    cardAccount: item.accounts.find((a) => a.kind === 'card')!.id,
    accountId: linked.account.id,
    hook: { url, secret: created.body.data.secret as string },
  };
}

/** 'Sincronizar agora', answered with the run's record. */
async function syncNow(c: Connected) {
  const res = await actingAs(ctx, c.user).post(`/sync/connections/${c.connectionId}/sync`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    id: number;
    outcome: string;
    fetched: number;
    inserted: number;
    matched: number;
    updated: number;
    removed: number;
    notes: string[];
    error: string | null;
  };
}

/** What the receiver got since `from`, each checked as a receiver would: signed with the secret, ids agreeing. */
function deliveries(c: Connected, from = 0) {
  return receiver
    .got(c.hook.url)
    .slice(from)
    .map((got) => {
      expect(verify(c.hook.secret, got)).toBe(true);
      expect(verify(`${c.hook.secret}0`, got)).toBe(false);
      const payload = JSON.parse(got.body);
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['x-grana-event']).toBe(payload.event);
      expect(got.headers['x-grana-delivery']).toBe(String(payload.id));
      expect(payload.bookId).toBe(c.user.id);
      return payload as { id: number; event: string; data: Record<string, unknown> };
    });
}

/** The account's rows as Transações lists them: how many, and each as [description, amount in reais]. */
async function rowsOf(c: Connected) {
  const res = await actingAs(ctx, c.user).get('/transactions', {
    accountId: c.accountId,
    from: addDays(today(), -90),
    to: today(),
    limit: 100,
  });
  expect(res.status).toBe(200);
  const items = res.body.data.items as Array<{ description: string; amount: number }>;
  return {
    count: res.body.data.totals.count as number,
    rows: items.map((r) => [r.description, r.amount]).sort(),
  };
}

describe('the bank sync’s webhook events', () => {
  it('a run that worked tells sync.finished once, signed, with what it wrote and what it skipped', async () => {
    const c = await connectedWithWebhook();
    bankLines.set(c.bankAccount, [
      bankLine(c.bankAccount, {
        description: 'SALARIO ACME LTDA',
        amountCents: 850_000,
        type: 'RECEITA',
        daysAgo: 3,
      }),
      bankLine(c.bankAccount, {
        description: 'PADARIA PAO QUENTE',
        amountCents: 1_250,
        type: 'DESPESA',
        daysAgo: 2,
      }),
      // Zero cents: no row can hold it, so the run skips it and names it in its notes.
      bankLine(c.bankAccount, {
        description: 'TARIFA ESTORNADA',
        amountCents: 0,
        type: 'DESPESA',
        daysAgo: 1,
      }),
    ]);

    const run = await syncNow(c);
    expect(run).toMatchObject({ outcome: 'ok', fetched: 3, inserted: 2, matched: 0, error: null });
    expect(run.notes[0]).toBe(skippedLinesNote(1));
    expect(await runJob()).toMatchObject({ delivered: 2 });

    // The run's rows told once, as the ledger's door saw them written (never one per row, nor an import's), then
    // one event for the run.
    const [written, finished, ...more] = deliveries(c);
    expect(more).toEqual([]);
    expect(written).toMatchObject({ event: 'transaction.created', data: { way: 'sync', count: 2 } });
    expect(finished).toMatchObject({ event: 'sync.finished' });
    expect(finished!.data).toEqual({
      connectionId: c.connectionId,
      runId: run.id,
      institution: 'Banco Teste',
      trigger: 'manual',
      counts: { fetched: 3, inserted: 2, matched: 0, updated: 0, removed: 0 },
      skipped: 1,
      error: null,
    });
    // The figures are the run's record, and the rows are those Transações lists.
    const counts = finished!.data.counts as Record<string, number>;
    for (const key of ['fetched', 'inserted', 'matched', 'updated', 'removed'] as const)
      expect(counts[key], key).toBe(run[key]);
    expect(await rowsOf(c)).toEqual({
      count: counts.inserted,
      rows: [
        ['PADARIA PAO QUENTE', 12.5],
        ['SALARIO ACME LTDA', 8500],
      ],
    });
    // The zero-cent line is the one skipped: read, neither written nor found recorded.
    expect(counts.fetched! - counts.inserted! - counts.matched!).toBe(finished!.data.skipped);
  });

  it('a run that brings nothing new still tells sync.finished, with nothing written', async () => {
    const c = await connectedWithWebhook();
    bankLines.set(c.bankAccount, [
      bankLine(c.bankAccount, {
        description: 'MERCADO DIA',
        amountCents: 8_990,
        type: 'DESPESA',
        daysAgo: 2,
      }),
    ]);
    expect(await syncNow(c)).toMatchObject({ outcome: 'ok', inserted: 1 });
    await runJob();
    expect(deliveries(c).map((d) => d.event)).toEqual(['transaction.created', 'sync.finished']);

    // The bank lists the same line again (the run reads OVERLAP_DAYS back): read, nothing written.
    const again = await syncNow(c);
    expect(again).toMatchObject({
      outcome: 'ok',
      fetched: 1,
      inserted: 0,
      matched: 0,
      updated: 0,
      removed: 0,
    });
    expect(await runJob()).toMatchObject({ delivered: 1 });
    const [second, ...more] = deliveries(c, 2);
    expect(more).toEqual([]);
    expect(second).toMatchObject({
      event: 'sync.finished',
      data: {
        connectionId: c.connectionId,
        trigger: 'manual',
        counts: { fetched: 1, inserted: 0, matched: 0, updated: 0, removed: 0 },
        error: null,
      },
    });
    // A new delivery, not a repeat of the first: a receiver that drops repeats by id keeps it.
    expect(second!.id).not.toBe(deliveries(c)[1]!.id);
    expect((await rowsOf(c)).count).toBe(1);
  });

  it('a run the aggregator fails tells sync.failed once, with the person’s reason, and no sync.finished', async () => {
    const c = await connectedWithWebhook();
    bankLines.set(c.bankAccount, [
      bankLine(c.bankAccount, {
        description: 'FARMACIA SAUDE',
        amountCents: 4_500,
        type: 'DESPESA',
        daysAgo: 1,
      }),
    ]);
    ctx.syncBank.failNext('unavailable');

    const run = await syncNow(c);
    expect(run).toMatchObject({ outcome: 'failed', error: SYNC_RUN_MESSAGES.unavailable });
    await runJob();
    const [failed, ...more] = deliveries(c);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      event: 'sync.failed',
      data: {
        connectionId: c.connectionId,
        institution: 'Banco Teste',
        trigger: 'manual',
        counts: { fetched: 0, inserted: 0, matched: 0, updated: 0, removed: 0 },
        error: 'O Pluggy não respondeu. A sincronização tenta de novo sozinha em alguns minutos.',
      },
    });
    expect((await rowsOf(c)).count).toBe(0);
  });

  it('a run that fails after writing one account’s rows tells sync.failed with the rows it did write', async () => {
    const c = await connectedWithWebhook();
    const card = (
      await succeeded<Array<{ id: number; accounts: Array<{ id: number; kind: string }> }>>(
        actingAs(ctx, c.user).get('/sync/connections'),
      )
    )
      .find((conn) => conn.id === c.connectionId)!
      .accounts.find((a) => a.kind === 'card')!;
    await succeeded(actingAs(ctx, c.user).put(`/sync/accounts/${card.id}`, { create: true }));
    bankLines.set(c.bankAccount, [
      bankLine(c.bankAccount, {
        description: 'POSTO IPIRANGA',
        amountCents: 20_000,
        type: 'DESPESA',
        daysAgo: 2,
      }),
    ]);
    // The checking account is read before the card (by kind): its row is written, then the card's bills fail.
    failing.add(c.cardAccount);

    const run = await syncNow(c);
    expect(run).toMatchObject({ outcome: 'failed', inserted: 1, error: SYNC_RUN_MESSAGES.unavailable });
    await runJob();
    expect(deliveries(c)).toEqual([
      expect.objectContaining({ event: 'transaction.created', data: expect.objectContaining({ count: 1 }) }),
      expect.objectContaining({
        event: 'sync.failed',
        data: expect.objectContaining({
          counts: { fetched: 1, inserted: 1, matched: 0, updated: 0, removed: 0 },
          error: SYNC_RUN_MESSAGES.unavailable,
        }),
      }),
    ]);
    expect(await rowsOf(c)).toEqual({ count: 1, rows: [['POSTO IPIRANGA', 200]] });
  });
});
