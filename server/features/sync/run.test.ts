import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillMonths, billDates, billMonthOfDate } from '../../../common/card-bills';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import {
  creditAccount,
  type FakePluggy,
  pluggyAccount,
  pluggyBill,
  pluggyItem,
  pluggyTransaction,
  startFakePluggy,
} from '../../test/fake-pluggy';
import { setupTestApp } from '../../test/test-app';
import { pluggyProvider } from './providers/pluggy';
import { OVERLAP_DAYS, syncConnection, syncConnectionsDue } from './run';

let fake: FakePluggy;
// The real pluggy-sdk, pointed at a local server that speaks Pluggy's API.
const ctx = setupTestApp(
  {},
  { syncProviderFor: (c) => pluggyProvider(c, { apiUrl: fake.url, retryBaseMs: 1 }) },
);

beforeAll(async () => {
  fake = await startFakePluggy();
});
afterAll(async () => {
  await fake.close();
});

const today = () => todayIn(DEFAULT_TIME_ZONE);
/** Midnight UTC of a day: how Pluggy writes a line's day. */
const day = (daysAgo: number) => `${addDays(today(), -daysAgo)}T00:00:00.000Z`;

/** The account's rows of the last 90 days: how many, and their totals. */
async function totalsOf(user: TestUser, accountId: number) {
  const res = await actingAs(ctx, user).get('/transactions', {
    accountId,
    from: addDays(today(), -90),
    to: today(),
    limit: 1,
  });
  expect(res.status).toBe(200);
  return res.body.data.totals as { count: number; receitas: number; despesas: number };
}

interface Connected {
  user: TestUser;
  connectionId: number;
  accountId: number;
  bankAccountId: string;
  /** The bank account's id in Grana (PUT /sync/accounts/:id links it). */
  syncAccountId: number;
}

/**
 * A person with their Pluggy pair, a bank at the fake with a checking account of `lines` lines, connected and
 * linked to a Grana account created from the bank's.
 */
async function connected(
  lines: Array<Parameters<typeof pluggyTransaction>[0]>,
  balance = 0,
): Promise<Connected> {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const item = pluggyItem();
  const account = pluggyAccount({ itemId: item.id, balance, name: 'Conta Corrente' });
  fake.state.items.push(item);
  fake.state.accounts.push(account);
  fake.state.transactions.push(...lines.map((l) => pluggyTransaction({ accountId: account.id, ...l })));
  const credentials = await as.put('/sync/credentials', {
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
  });
  expect(credentials.status, JSON.stringify(credentials.body)).toBe(200);
  const connection = await as.post('/sync/connections', { item_id: item.id });
  expect(connection.status, JSON.stringify(connection.body)).toBe(201);
  const bankAccount = connection.body.data.accounts[0];
  const linked = await as.put(`/sync/accounts/${bankAccount.id}`, { create: true });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return {
    user,
    connectionId: connection.body.data.id,
    accountId: linked.body.data.account.id,
    bankAccountId: account.id,
    syncAccountId: bankAccount.id,
  };
}

async function connectionOf(user: TestUser, id: number) {
  const list = (await actingAs(ctx, user).get('/sync/connections')).body.data as Array<
    Record<string, unknown>
  >;
  return list.find((c) => c.id === id) as {
    status: string;
    status_text: { label: string; action: string | null };
    next_sync_at: string | null;
    last_sync_at: string | null;
    accounts: Array<{ bank_balance: number; account: { balance: number; difference: number } | null }>;
  };
}

describe('a connection synced against Pluggy (the real SDK, a local server)', () => {
  it('"Sincronizar agora" reads every page, writes each line once, and shows the balances side by side', async () => {
    // 620 lines over the last 60 days: two pages of Pluggy's 500.
    const lines = Array.from({ length: 620 }, (_, i) => ({
      date: day(i % 60),
      description: `COMPRA LOJA ${i + 1}`,
      type: 'DEBIT' as const,
      amount: -(1 + (i % 50)),
    }));
    const spent = lines.reduce((sum, l) => sum + l.amount, 0);
    const c = await connected(lines, 5000 + spent);
    const as = actingAs(ctx, c.user);

    const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({
      trigger: 'manual',
      outcome: 'ok',
      fetched: 620,
      inserted: 620,
      matched: 0,
      error: null,
    });
    expect(
      fake.callsTo('/v2/transactions').filter((call) => call.query.accountId === c.bankAccountId),
    ).toHaveLength(2);
    expect(await totalsOf(c.user, c.accountId)).toMatchObject({ count: 620, despesas: -spent });

    // The bank says R$ 5.000,00 more than Grana has (the money before the first line): the difference, to the cent.
    const shown = await connectionOf(c.user, c.connectionId);
    expect(shown.accounts[0]?.bank_balance).toBe(5000 + spent);
    expect(shown.accounts[0]?.account).toMatchObject({ balance: spent, difference: 5000 });
    expect(shown.last_sync_at).not.toBeNull();

    // Again: the days since the last sync and OVERLAP_DAYS before are read again; nothing new, nothing doubled.
    const again = await as.post(`/sync/connections/${c.connectionId}/sync`);
    const reread = lines.filter((_, i) => i % 60 <= OVERLAP_DAYS).length;
    expect(again.body.data).toMatchObject({
      outcome: 'ok',
      fetched: reread,
      inserted: 0,
      updated: 0,
      removed: 0,
    });
    expect((await totalsOf(c.user, c.accountId)).count).toBe(620);
  });

  it('a pending line that posts with another amount updates its row; one the bank drops is removed', async () => {
    const c = await connected([
      { date: day(3), description: 'HOTEL CENTRAL', amount: -300, status: 'PENDING' },
      { date: day(2), description: 'POSTO SHELL', amount: -200, status: 'PENDING' },
    ]);
    const as = actingAs(ctx, c.user);
    await as.post(`/sync/connections/${c.connectionId}/sync`);
    const hotel = fake.state.transactions.find(
      (t) => t.accountId === c.bankAccountId && t.description === 'HOTEL CENTRAL',
    )!;
    hotel.status = 'POSTED' as typeof hotel.status;
    hotel.amount = -287.4;
    fake.state.transactions = fake.state.transactions.filter(
      (t) => t.description !== 'POSTO SHELL' || t.accountId !== c.bankAccountId,
    );

    const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.body.data).toMatchObject({ outcome: 'ok', fetched: 1, updated: 1, removed: 1, inserted: 0 });
    const rows = (await as.get('/transactions', { accountId: c.accountId })).body.data.items;
    expect(
      rows.map((r: { description: string; amount: number; status: string }) => [
        r.description,
        r.amount,
        r.status,
      ]),
    ).toEqual([['HOTEL CENTRAL', 287.4, 'CLEARED']]);
  });

  it('Pluggy down: the run is recorded with what happened, and the next one waits longer after each failure', async () => {
    const c = await connected([{ date: day(1), description: 'PADARIA', amount: -12.5 }]);
    const as = actingAs(ctx, c.user);
    fake.failNext('/v2/transactions', { status: 503 }, 10);
    const before = Date.now();
    const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.body.data).toMatchObject({
      outcome: 'failed',
      outcome_label: expect.any(String),
      error: 'O Pluggy não respondeu. A sincronização tenta de novo sozinha em alguns minutos.',
    });
    const first = new Date((await connectionOf(c.user, c.connectionId)).next_sync_at!).getTime() - before;
    expect(first).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(first).toBeLessThan(16 * 60_000);

    await as.post(`/sync/connections/${c.connectionId}/sync`);
    const second = new Date((await connectionOf(c.user, c.connectionId)).next_sync_at!).getTime() - before;
    expect(second).toBeGreaterThanOrEqual(30 * 60_000 - 1000);

    // Pluggy back: the lines come, and the next run is the usual 6 hours away.
    fake.clearFaults('/v2/transactions');
    const ok = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(ok.body.data).toMatchObject({ outcome: 'ok', inserted: 1 });
    const next = new Date((await connectionOf(c.user, c.connectionId)).next_sync_at!).getTime() - Date.now();
    expect(next).toBeGreaterThan(5.9 * 3_600_000);
  });

  it('credentials Pluggy refuses: the run says so, waits for the person, and no answer holds the secret', async () => {
    const c = await connected([{ date: day(1), description: 'PADARIA', amount: -12.5 }]);
    const as = actingAs(ctx, c.user);
    const secret = fake.clientSecret;
    fake.clientSecret = 'segredo-novo-no-pluggy';
    try {
      const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
      expect(run.body.data).toMatchObject({
        outcome: 'failed',
        error: expect.stringMatching(/^O Pluggy recusou o client id/),
      });
      const shown = await connectionOf(c.user, c.connectionId);
      expect(shown.next_sync_at).toBeNull();
      const runs = await as.get(`/sync/connections/${c.connectionId}/runs`);
      for (const answer of [run, runs, await as.get('/sync/connections'), await as.get('/sync/credentials')])
        expect(JSON.stringify(answer.body)).not.toContain(secret);
    } finally {
      fake.clientSecret = secret;
    }
    // New credentials: the connection is due again at once.
    await as.put('/sync/credentials', { client_id: fake.clientId, client_secret: fake.clientSecret });
    expect(
      new Date((await connectionOf(c.user, c.connectionId)).next_sync_at!).getTime(),
    ).toBeLessThanOrEqual(Date.now());
  });

  it('the bank asks to log in again: the run reads what Pluggy has and the connection says what to do', async () => {
    const c = await connected([{ date: day(1), description: 'PADARIA', amount: -12.5 }]);
    const item = fake.state.items.find((i) =>
      fake.state.accounts.some((a) => a.id === c.bankAccountId && a.itemId === i.id),
    )!;
    item.status = 'LOGIN_ERROR' as typeof item.status;
    const run = await actingAs(ctx, c.user).post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.body.data).toMatchObject({ outcome: 'ok', inserted: 1 });
    const shown = await connectionOf(c.user, c.connectionId);
    expect(shown.status).toBe('login_error');
    expect(shown.status_text.action).toBe('Reconecte sua conta no MeuPluggy.');
  });

  it('two runs at once of one connection: one runs, the other finds it taken; every line written once', async () => {
    const c = await connected(
      Array.from({ length: 40 }, (_, i) => ({
        date: day(i % 20),
        description: `LOJA ${i}`,
        amount: -(i + 1),
      })),
    );
    const deps = { database: ctx.database, settings: ctx.app.deps.sync };
    const [a, b] = await Promise.all([
      syncConnection(deps, c.user.id, c.connectionId, 'manual'),
      syncConnection(deps, c.user.id, c.connectionId, 'manual'),
    ]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect([a, b].find((r) => r !== null)).toMatchObject({ outcome: 'ok', counts: { inserted: 40 } });
    expect((await totalsOf(c.user, c.accountId)).count).toBe(40);
    const answer = await actingAs(ctx, c.user).post(`/sync/connections/${c.connectionId}/sync`);
    expect(answer.status).toBe(200);
  });

  it('the job runs the connections due, and another person’s connection behaves as absent', async () => {
    const c = await connected([{ date: day(1), description: 'PADARIA', amount: -12.5 }]);
    const failures: unknown[] = [];
    const done = await syncConnectionsDue({ database: ctx.database, settings: ctx.app.deps.sync }, (cause) =>
      failures.push(cause),
    );
    expect(done.runs).toBeGreaterThanOrEqual(1);
    expect(failures).toEqual([]);
    const runs = await actingAs(ctx, c.user).get(`/sync/connections/${c.connectionId}/runs`);
    expect(runs.body.data[0]).toMatchObject({ trigger: 'scheduled', outcome: 'ok', inserted: 1 });

    const other = await createUser(ctx);
    const foreign = await actingAs(ctx, other).post(`/sync/connections/${c.connectionId}/sync`);
    expect(foreign.status).toBe(404);
  });

  it('a bank account linked again to a new Grana account: the lines it brought stay, none is written twice', async () => {
    const c = await connected(
      Array.from({ length: 30 }, (_, i) => ({ date: day(i + 1), description: `MERCADO ${i}`, amount: -10 })),
    );
    const as = actingAs(ctx, c.user);
    expect((await as.post(`/sync/connections/${c.connectionId}/sync`)).body.data).toMatchObject({
      inserted: 30,
    });

    // Unlinked, then linked to a Grana account created for it; the bank adds one line today.
    expect((await as.put(`/sync/accounts/${c.syncAccountId}`, { account_id: null })).status).toBe(200);
    const relinked = await as.put(`/sync/accounts/${c.syncAccountId}`, { create: true });
    expect(relinked.status, JSON.stringify(relinked.body)).toBe(200);
    const newAccountId = relinked.body.data.account.id as number;
    expect(newAccountId).not.toBe(c.accountId);
    fake.state.transactions.push(
      pluggyTransaction({ accountId: c.bankAccountId, date: day(0), description: 'FARMACIA', amount: -25 }),
    );

    // The new link reads its months again: the 30 lines the first account holds are known there.
    const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.body.data).toMatchObject({ outcome: 'ok', fetched: 31, inserted: 1, updated: 0, removed: 0 });
    expect(await totalsOf(c.user, c.accountId)).toMatchObject({ count: 30, despesas: 300 });
    expect(await totalsOf(c.user, newAccountId)).toMatchObject({ count: 1, despesas: 25 });
  });

  it('a bank account linked after the connection’s first run gets its first months too', async () => {
    const c = await connected([{ date: day(1), description: 'PADARIA', amount: -12.5 }]);
    const as = actingAs(ctx, c.user);
    const item = fake.state.accounts.find((a) => a.id === c.bankAccountId)!.itemId;
    const savings = pluggyAccount({ itemId: item, balance: 900, name: 'Poupança' });
    fake.state.accounts.push(savings);
    fake.state.transactions.push(
      pluggyTransaction({
        accountId: savings.id,
        date: day(80),
        type: 'CREDIT',
        description: 'APLICACAO',
        amount: 400,
      }),
      pluggyTransaction({
        accountId: savings.id,
        date: day(20),
        type: 'CREDIT',
        description: 'APLICACAO',
        amount: 500,
      }),
    );
    expect((await as.post(`/sync/connections/${c.connectionId}/sync`)).body.data).toMatchObject({
      inserted: 1,
    });

    // Now the savings account (listed by that run) is linked: its next run reads FIRST_SYNC_DAYS back.
    const listed = (await connectionOf(c.user, c.connectionId)) as unknown as {
      accounts: Array<{ id: number; name: string }>;
    };
    const bankSavings = listed.accounts.find((a) => a.name === 'Poupança')!;
    const linked = await as.put(`/sync/accounts/${bankSavings.id}`, { create: true });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const run = await as.post(`/sync/connections/${c.connectionId}/sync`);
    expect(run.body.data).toMatchObject({ outcome: 'ok', inserted: 2 });
    expect(await totalsOf(c.user, linked.body.data.account.id)).toMatchObject({ count: 2, receitas: 900 });
  });

  it('a card keeps the bank’s bills and limit: a bill the bank closed later holds the purchases of those days', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const item = pluggyItem();
    // The current bill closes in 6 days and falls due in 13; the bank closed the one before 2 days after the
    // card's usual day (a holiday, say).
    const closing = addDays(today(), 6);
    const due = addDays(today(), 13);
    const usual = billDates(
      addBillMonths(billMonthOfDate(due), -1),
      Number(closing.slice(8)),
      Number(due.slice(8)),
    );
    const movedClosing = addDays(usual.closing_date, 2);
    const midnight = (iso: string) => `${iso}T00:00:00.000Z`;
    const card = creditAccount({ itemId: item.id });
    card.creditData = {
      ...card.creditData!,
      balanceCloseDate: midnight(closing),
      balanceDueDate: midnight(due),
      creditLimit: 5000,
    };
    fake.state.items.push(item);
    fake.state.accounts.push(card);
    fake.state.bills[card.id] = [
      pluggyBill({ dueDate: midnight(usual.due_date), billClosingDate: midnight(movedClosing) }),
    ];
    // Bought the day after the usual closing: in the bill before, as the bank closed it.
    fake.state.transactions.push(
      pluggyTransaction({
        accountId: card.id,
        date: midnight(addDays(usual.closing_date, 1)),
        description: 'LIVRARIA',
        type: 'DEBIT',
        amount: 40,
      }),
    );
    await as.put('/sync/credentials', { client_id: fake.clientId, client_secret: fake.clientSecret });
    const connection = await as.post('/sync/connections', { item_id: item.id });
    const linked = await as.put(`/sync/accounts/${connection.body.data.accounts[0].id}`, { create: true });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const cardId = linked.body.data.account.id as number;

    const run = await as.post(`/sync/connections/${connection.body.data.id}/sync`);
    expect(run.body.data).toMatchObject({ outcome: 'ok', inserted: 1 });
    const before = await as.get('/cards/bills', {
      account_id: cardId,
      month: billMonthOfDate(usual.due_date),
    });
    expect(before.body.data).toMatchObject({
      closing_date: movedClosing,
      due_date: usual.due_date,
      total: 40,
      items: [expect.objectContaining({ description: 'LIVRARIA', amount: 40 })],
    });
    // The current bill: its dates the bank's, no purchase of its own (the one before, unpaid, carried into it).
    const current = await as.get('/cards/bills', { account_id: cardId, month: billMonthOfDate(due) });
    expect(current.body.data).toMatchObject({
      closing_date: closing,
      due_date: due,
      previous_balance: 40,
      items: [],
    });

    // The bank raises the limit: the card's follows at the next run.
    card.creditData = { ...card.creditData!, creditLimit: 7000 };
    await as.post(`/sync/connections/${connection.body.data.id}/sync`);
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; credit_limit: number }>;
    expect(accounts.find((a) => a.id === cardId)?.credit_limit).toBe(7000);
  });
});
