import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_STATUS_TEXTS,
  MAX_CONNECTIONS,
  MEU_PLUGGY_URL,
  SYNC_MESSAGES,
  TOO_MANY_CONNECTIONS_MESSAGE,
} from '../../../common/contract/sync';
import { addDays, todayIn } from '../../../common/dates';
import { buildApp } from '../../app';
import { queryRows } from '../../db/connect';
import {
  actingAs,
  createAccount,
  createCard,
  createTransaction,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { TEST_ITEM_ID, TEST_SYNC_PAIR, testItem } from '../../test/sync-bank';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp, type TestContext, testConfig } from '../../test/test-app';
import { connectionsRepository } from './connections-repository';
import { SYNC_RUNS_KEPT, syncRunsRepository } from './runs-repository';

const ctx = setupTestApp();

const pair = { client_id: TEST_SYNC_PAIR.clientId, client_secret: TEST_SYNC_PAIR.clientSecret };

/** A person with their own Pluggy pair kept, and the test item connected. */
async function connectedPerson(): Promise<{ user: TestUser; connection: any; bank: any; card: any }> {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  await succeeded(as.put('/sync/credentials', pair));
  const connection = await succeeded<any>(as.post('/sync/connections', { item_id: TEST_ITEM_ID }));
  const bank = connection.accounts.find((a: any) => a.kind === 'bank');
  const card = connection.accounts.find((a: any) => a.kind === 'card');
  return { user, connection, bank, card };
}

async function connectionsOf(user: TestUser): Promise<any[]> {
  return succeeded<any[]>(actingAs(ctx, user).get('/sync/connections'));
}

/** Another app on the same database, with its own configuration and, when asked, its log kept in memory. */
const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});
async function appWith(env: Record<string, string>, withLog = false) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(env),
    database: ctx.database,
    syncProviderFor: ctx.syncBank.providerFor,
    ...(withLog ? { logger: { level: 'trace', stream } as never } : {}),
  });
  await app.ready();
  extraApps.push(app);
  const other: TestContext = { ...ctx, app };
  return { ctx: other, log: () => lines.join('') };
}

describe('the Pluggy credentials', () => {
  it('are checked with Pluggy, stored with the secret sealed, and never answered back', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    expect(await succeeded(as.get('/sync/credentials'))).toEqual({
      client_id: null,
      has_secret: false,
      from_server: false,
    });

    const saved = await as.put('/sync/credentials', {
      client_id: ` ${pair.client_id} `,
      client_secret: pair.client_secret,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ client_id: pair.client_id, has_secret: true, from_server: false });
    expect(JSON.stringify(saved.body)).not.toContain(pair.client_secret);
    expect(ctx.syncBank.calledWith.at(-1)).toEqual(TEST_SYNC_PAIR);

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select * from sync_credentials where book_id = ${user.id}`,
    );
    expect(row?.client_id).toBe(pair.client_id);
    expect(String(row?.sealed_secret)).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain(pair.client_secret);

    const read = await as.get('/sync/credentials');
    expect(read.body.data).toEqual({ client_id: pair.client_id, has_secret: true, from_server: false });
    await succeeded(as.post('/sync/connections', { item_id: TEST_ITEM_ID }));
    for (const path of ['/sync/credentials', '/sync/connections', '/export']) {
      const answer = await as.get(path);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toContain(pair.client_secret);
    }
  });

  it('refuses a pair Pluggy refuses, and empty or too long ones, storing nothing', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const before = await tableCounts(ctx);
    const refused = await as.put('/sync/credentials', { client_id: pair.client_id, client_secret: 'errado' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('O Pluggy recusou o client id ou o client secret.');
    for (const [body, message] of [
      [{ client_id: '  ', client_secret: 'x' }, 'Informe o client id do Pluggy'],
      [{ client_id: 'x' }, 'Informe o client secret do Pluggy'],
      [{ client_id: 'x'.repeat(201), client_secret: 'x' }, 'O client id deve ter no máximo 200 caracteres'],
    ] as const) {
      const res = await as.put('/sync/credentials', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    ctx.syncBank.failNext('unavailable');
    const down = await as.put('/sync/credentials', pair);
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(SYNC_MESSAGES.providerUnavailable);
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('never appear in the log, even at level trace', async () => {
    const { ctx: logged, log } = await appWith({}, true);
    const user = await createUser(logged);
    const as = actingAs(logged, user);
    await succeeded(as.put('/sync/credentials', pair));
    await as.put('/sync/credentials', { ...pair, client_secret: `${pair.client_secret}-errado` });
    await succeeded(as.post('/sync/connections', { item_id: TEST_ITEM_ID }));
    await succeeded(as.get('/sync/connections'));
    await succeeded(as.get('/sync/credentials'));
    expect(log()).toContain('/sync/credentials');
    expect(log()).not.toContain(pair.client_secret);
  });

  it('are left out of the backup, which says so', async () => {
    const { user } = await connectedPerson();
    const exported = await actingAs(ctx, user).get('/export');
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(pair.client_secret);
    expect(text).not.toContain(pair.client_id);
    expect(text).not.toContain(TEST_ITEM_ID);
    expect(exported.body.notes).toEqual([
      'A sincronização bancária (credenciais e conexões) não vai no backup: conecte de novo depois de restaurar.',
    ]);
  });

  it('once deleted, leave the connections in place, asking for credentials', async () => {
    const { user } = await connectedPerson();
    const as = actingAs(ctx, user);
    expect(await succeeded(as.delete('/sync/credentials', {}))).toEqual({
      client_id: null,
      has_secret: false,
      from_server: false,
    });
    const [connection] = await connectionsOf(user);
    expect(connection.status).toBe('needs_credentials');
    expect(connection.status_text).toEqual({
      label: 'Sem credenciais',
      action: 'Informe o client id e o client secret do Pluggy para voltar a sincronizar.',
      link: null,
    });
    expect(connection.accounts).toHaveLength(2);
    const again = await as.post('/sync/connections', { item_id: 'outro-item' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(SYNC_MESSAGES.noCredentials);
  });

  it('whose key the server no longer has are asked for again (409), never a 500', async () => {
    const { user } = await connectedPerson();
    const { ctx: rekeyed } = await appWith({
      SYNC_ENCRYPTION_KEY: 'outra-chave-outra-chave-outra-chave-0000',
    });
    const as = actingAs(rekeyed, user);
    const [connection] = await succeeded<any[]>(as.get('/sync/connections'));
    expect(connection.status).toBe('needs_credentials');
    const add = await as.post('/sync/connections', { item_id: 'outro-item' });
    expect(add.status).toBe(409);
    expect(add.body.error.message).toBe(
      'Não foi possível ler suas credenciais do Pluggy: a chave deste servidor mudou. Informe o client id e o client secret de novo.',
    );
    await succeeded(as.put('/sync/credentials', pair));
    expect((await succeeded<any[]>(as.get('/sync/connections')))[0].status).toBe('ok');
  });

  it("the installation's own pair serves whoever has none", async () => {
    const { ctx: operated } = await appWith({
      PLUGGY_CLIENT_ID: TEST_SYNC_PAIR.clientId,
      PLUGGY_CLIENT_SECRET: TEST_SYNC_PAIR.clientSecret,
    });
    const user = await createUser(operated);
    const as = actingAs(operated, user);
    expect(await succeeded(as.get('/sync/credentials'))).toEqual({
      client_id: null,
      has_secret: false,
      from_server: true,
    });
    // Pluggy Connect's frame is allowed here, and only on such an installation (blob: is the comprovantes' PDF viewer).
    const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
    const frames = (res: { headers: Record<string, unknown> }) => /frame-src ([^;]*)/.exec(csp(res))?.[1];
    expect(frames(await as.get('/sync/credentials'))).toBe("'self' blob: https://connect.pluggy.ai");
    expect(frames(await actingAs(ctx, user).get('/sync/credentials'))).toBe("'self' blob:");

    // "Conectar banco": Pluggy Connect opens with a token that carries the person's id.
    const token = await as.post('/sync/connect-token');
    expect(token.status).toBe(200);
    expect(token.body.data).toEqual({ connect_token: `connect-token-${user.id}` });

    // The item the widget connected for them is theirs to add; one connected for another person is not.
    const own = testItem(`item-de-${user.id}`, { owner: String(user.id) });
    const someoneElses = testItem(`item-de-outra-pessoa-${user.id}`, { owner: String(user.id + 1_000_000) });
    ctx.syncBank.add(own);
    ctx.syncBank.add(someoneElses);
    ctx.syncBank.calledWith.length = 0;
    const connection = await as.post('/sync/connections', { item_id: own.item.id });
    expect(connection.status).toBe(201);
    expect(ctx.syncBank.calledWith).toEqual([TEST_SYNC_PAIR]);
    expect(JSON.stringify(connection.body)).not.toContain(TEST_SYNC_PAIR.clientSecret);
    for (const itemId of [someoneElses.item.id, TEST_ITEM_ID]) {
      const refused = await as.post('/sync/connections', { item_id: itemId });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'O Pluggy não encontrou esta conexão: confira o item id na conexão do MeuPluggy no dashboard do Pluggy.',
      );
    }
    expect((await succeeded<any[]>(as.get('/sync/connections'))).map((c) => c.item_id)).toEqual([
      own.item.id,
    ]);

    // A person with a pair of their own adds MeuPluggy's items by id: no widget for them.
    const ownPair = await createUser(operated);
    await succeeded(actingAs(operated, ownPair).put('/sync/credentials', pair));
    const refused = await actingAs(operated, ownPair).post('/sync/connect-token');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Conectar pelo Pluggy Connect só funciona com as credenciais do Pluggy deste servidor: adicione o item id da sua conexão do MeuPluggy.',
    );
  });

  it('cannot be saved on a production server without SYNC_ENCRYPTION_KEY', async () => {
    const { ctx: production } = await appWith({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SYNC_ENCRYPTION_KEY: '',
    });
    const user = await createUser(production);
    const res = await actingAs(production, user).put('/sync/credentials', pair);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'A sincronização bancária não está configurada neste servidor: defina SYNC_ENCRYPTION_KEY.',
    );
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from sync_credentials where book_id = ${user.id}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('connections', () => {
  it("are added from Pluggy's item with its accounts, their balances and the card's bill", async () => {
    const { connection } = await connectedPerson();
    expect(connection).toMatchObject({
      provider: 'pluggy',
      item_id: TEST_ITEM_ID,
      institution: 'Banco Teste',
      status: 'ok',
      status_text: { label: 'Conectada', action: null, link: null },
      last_sync_at: null,
      last_run: null,
    });
    expect(connection.accounts).toEqual([
      expect.objectContaining({
        kind: 'bank',
        kind_label: 'Conta',
        name: 'Conta Corrente Teste',
        number: '12345-6',
        bank_balance: 1520.3,
        credit_limit: null,
        account: null,
      }),
      expect.objectContaining({
        kind: 'card',
        kind_label: 'Cartão de crédito',
        name: 'Cartão Teste Platinum',
        number: '4321',
        // What is owed, as Grana shows a card's debt.
        bank_balance: -489.9,
        credit_limit: 8000,
        bill_closing_date: '2026-12-03',
        bill_due_date: '2026-12-10',
        account: null,
      }),
    ]);
    // Due at once: the first run brings the lines.
    expect(Date.parse(connection.next_sync_at)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses an item Pluggy does not know, the same item twice, and Pluggy being down, storing nothing', async () => {
    const { user } = await connectedPerson();
    const as = actingAs(ctx, user);
    const before = await tableCounts(ctx);
    const unknown = await as.post('/sync/connections', { item_id: 'nao-existe' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(
      'O Pluggy não encontrou esta conexão: confira o item id na conexão do MeuPluggy no dashboard do Pluggy.',
    );
    const twice = await as.post('/sync/connections', { item_id: TEST_ITEM_ID });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Esta conexão já foi adicionada.');

    ctx.syncBank.add(testItem('item-fora-do-ar'));
    ctx.syncBank.failNext('unavailable');
    const down = await as.post('/sync/connections', { item_id: 'item-fora-do-ar' });
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe('O Pluggy não respondeu agora. Tente de novo em alguns minutos.');
    ctx.syncBank.failNext('rate_limited');
    const busy = await as.post('/sync/connections', { item_id: 'item-fora-do-ar' });
    expect(busy.status).toBe(503);
    expect(busy.body.error.message).toBe(SYNC_MESSAGES.providerBusy);
    const empty = await as.post('/sync/connections', { item_id: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      'Informe o item id da conexão (copie-o da conexão do MeuPluggy no dashboard do Pluggy)',
    );
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('say in Portuguese what each state of the bank means and what to do', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    await succeeded(as.put('/sync/credentials', pair));
    const states = ['ok', 'updating', 'login_error', 'waiting_user_input', 'outdated'] as const;
    for (const status of states) {
      ctx.syncBank.add(testItem(`item-${status}-${user.id}`, { status, institution: `Banco ${status}` }));
      await succeeded(as.post('/sync/connections', { item_id: `item-${status}-${user.id}` }));
    }
    const listed = await connectionsOf(user);
    expect(listed.map((c) => [c.institution, c.status, c.status_text])).toEqual(
      states.map((status) => [`Banco ${status}`, status, CONNECTION_STATUS_TEXTS[status]]),
    );
    const loginError = listed.find((c) => c.status === 'login_error');
    expect(loginError.status_text).toEqual({
      label: 'O banco recusou o acesso',
      action: 'Reconecte sua conta no MeuPluggy.',
      link: 'https://meu.pluggy.ai',
    });
    expect(listed.find((c) => c.status === 'waiting_user_input').status_text.link).toBe(MEU_PLUGGY_URL);
  });

  it('are disconnected with their accounts and runs; every row they wrote stays', async () => {
    const { user, connection, bank } = await connectedPerson();
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 100 });
    await succeeded(as.put(`/sync/accounts/${bank.id}`, { account_id: account.id }));
    const row = await createTransaction(ctx, user, account.id, { amount: 30, description: 'Padaria' });
    const run = await syncRunsRepository.startRun(ctx.database.db, user.id, connection.id, 'manual');
    await syncRunsRepository.finishRun(ctx.database.db, user.id, run, {
      outcome: 'ok',
      counts: { fetched: 1, inserted: 1, matched: 0, updated: 0, removed: 0 },
    });

    expect(await succeeded(as.delete(`/sync/connections/${connection.id}`, {}))).toEqual({
      id: connection.id,
    });
    expect(await connectionsOf(user)).toEqual([]);
    const left = await queryRows<{ accounts: number; runs: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from sync_accounts where book_id = ${user.id}) as accounts,
                 (select count(*)::int from sync_runs where book_id = ${user.id}) as runs`,
    );
    expect(left).toEqual([{ accounts: 0, runs: 0 }]);
    const list = await succeeded<any>(as.get('/transactions', { limit: 10 }));
    expect(list.items.map((t: any) => [t.id, t.description])).toEqual([[row.id, 'Padaria']]);
    const gone = await as.delete(`/sync/connections/${connection.id}`, {});
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Conexão não encontrada');
  });

  it(`are at most ${MAX_CONNECTIONS} per person`, async () => {
    const user = await createUser(ctx);
    await succeeded(actingAs(ctx, user).put('/sync/credentials', pair));
    await ctx.database.db.execute(sql`
      insert into sync_connections (book_id, provider, item_id, institution, status)
      select ${user.id}, 'pluggy', 'item-' || n, 'Banco ' || n, 'ok'
      from generate_series(1, ${MAX_CONNECTIONS}) as n`);
    const before = await tableCounts(ctx);
    const res = await actingAs(ctx, user).post('/sync/connections', { item_id: TEST_ITEM_ID });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(TOO_MANY_CONNECTIONS_MESSAGE);
    expect(await tableCounts(ctx)).toEqual(before);
  });
});

describe("the bank's accounts linked to Grana's", () => {
  it('link to an account of the matching kind and show both balances and their difference', async () => {
    const { user, bank, card } = await connectedPerson();
    const as = actingAs(ctx, user);
    const checking = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1500 });
    await createTransaction(ctx, user, checking.id, { type: 'RECEITA', amount: 20, date: '2026-01-05' });
    // Dated after today: not in the balance the bank compares with.
    await createTransaction(ctx, user, checking.id, { amount: 999, date: addDays(todayIn(), 20) });
    const grCard = await createCard(ctx, user, { name: 'Platinum' });

    const linked = await succeeded<any>(as.put(`/sync/accounts/${bank.id}`, { account_id: checking.id }));
    expect(linked.account).toEqual({ id: checking.id, name: 'Itaú', balance: 1520, difference: 0.3 });

    const wrongKind = await as.put(`/sync/accounts/${card.id}`, { account_id: checking.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.message).toBe(
      'Um cartão do banco só pode ser ligado a um cartão de crédito do Grana.',
    );
    const toCard = await as.put(`/sync/accounts/${bank.id}`, { account_id: grCard.id });
    expect(toCard.status).toBe(400);
    expect(toCard.body.error.message).toBe(
      'Uma conta do banco não pode ser ligada a um cartão de crédito do Grana.',
    );

    const cardLinked = await succeeded<any>(as.put(`/sync/accounts/${card.id}`, { account_id: grCard.id }));
    expect(cardLinked.account).toEqual({ id: grCard.id, name: 'Platinum', balance: 0, difference: -489.9 });

    const [connection] = await connectionsOf(user);
    expect(connection.accounts.map((a: any) => a.account?.id)).toEqual([checking.id, grCard.id]);

    // Another bank account cannot take the same Grana account.
    ctx.syncBank.add(testItem(`segundo-${user.id}`));
    const second = await succeeded<any>(as.post('/sync/connections', { item_id: `segundo-${user.id}` }));
    const secondBank = second.accounts.find((a: any) => a.kind === 'bank');
    const taken = await as.put(`/sync/accounts/${secondBank.id}`, { account_id: checking.id });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Esta conta do Grana já está ligada a outra conta do banco.');

    const unlinked = await succeeded<any>(as.put(`/sync/accounts/${bank.id}`, { account_id: null }));
    expect(unlinked.account).toBeNull();
    await succeeded(as.put(`/sync/accounts/${secondBank.id}`, { account_id: checking.id }));

    for (const [body, message] of [
      [{}, SYNC_MESSAGES.linkChoice],
      [{ account_id: checking.id, create: true }, SYNC_MESSAGES.linkBoth],
    ] as const) {
      const res = await as.put(`/sync/accounts/${bank.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it("create the Grana account from the bank's data: a card with its limit, closing and due days", async () => {
    const { user, bank, card } = await connectedPerson();
    const as = actingAs(ctx, user);
    const createdCard = await succeeded<any>(as.put(`/sync/accounts/${card.id}`, { create: true }));
    const createdBank = await succeeded<any>(as.put(`/sync/accounts/${bank.id}`, { create: true }));
    const accounts = await succeeded<any[]>(as.get('/accounts'));
    const gCard = accounts.find((a) => a.id === createdCard.account.id);
    expect(gCard).toMatchObject({
      name: 'Cartão Teste Platinum',
      type: 'credit_card',
      credit_limit: 8000,
      closing_day: 3,
      due_day: 10,
      // Made before any bank account of the connection was linked: no account to pay it from yet.
      payment_account_id: null,
    });
    expect(accounts.find((a) => a.id === createdBank.account.id)).toMatchObject({
      name: 'Conta Corrente Teste',
      type: 'checking',
      opening_balance: 0,
    });
    expect(createdCard.account).toEqual({
      id: gCard.id,
      name: 'Cartão Teste Platinum',
      balance: 0,
      difference: -489.9,
    });
  });

  it('a card made from the bank after its bank account was linked is paid from that account', async () => {
    const { user, bank, card } = await connectedPerson();
    const as = actingAs(ctx, user);
    const checking = await createAccount(ctx, user, { name: 'Minha conta' });
    await succeeded(as.put(`/sync/accounts/${bank.id}`, { account_id: checking.id }));
    const createdCard = await succeeded<any>(as.put(`/sync/accounts/${card.id}`, { create: true }));
    const accounts = await succeeded<any[]>(as.get('/accounts'));
    expect(accounts.find((a) => a.id === createdCard.account.id)).toMatchObject({
      type: 'credit_card',
      payment_account_id: checking.id,
    });
  });

  it("create with the bank's name beside when the name is taken, and say what the bank did not give", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    await succeeded(as.put('/sync/credentials', pair));
    const item = testItem(`sem-datas-${user.id}`);
    item.accounts[1]!.card = { limitCents: 100_000, closingDate: null, dueDate: null };
    ctx.syncBank.add(item);
    const connection = await succeeded<any>(as.post('/sync/connections', { item_id: item.item.id }));
    await createAccount(ctx, user, { name: 'Conta Corrente Teste' });
    const bank = connection.accounts.find((a: any) => a.kind === 'bank');
    const card = connection.accounts.find((a: any) => a.kind === 'card');
    const created = await succeeded<any>(as.put(`/sync/accounts/${bank.id}`, { create: true }));
    expect(created.account.name).toBe('Conta Corrente Teste (Banco Teste)');

    const before = await tableCounts(ctx);
    const refused = await as.put(`/sync/accounts/${card.id}`, { create: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Não foi possível criar a conta com os dados do banco: o banco não informou o fechamento e o vencimento da fatura. Crie-a em Contas e ligue-a aqui.',
    );
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('are unlinked when the Grana account is deleted', async () => {
    const { user, bank } = await connectedPerson();
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Para excluir' });
    await succeeded(as.put(`/sync/accounts/${bank.id}`, { account_id: account.id }));
    await succeeded(as.delete('/accounts', { id: account.id }));
    const [connection] = await connectionsOf(user);
    expect(connection.accounts.find((a: any) => a.id === bank.id).account).toBeNull();
  });
});

describe("another person's ids", () => {
  it('behave as absent on every route', async () => {
    const owner = await connectedPerson();
    const ownerAccount = await createAccount(ctx, owner.user, { name: 'Da dona' });
    const { user, bank } = await connectedPerson();
    const as = actingAs(ctx, user);
    const before = await tableCounts(ctx);
    const answers = [
      [await as.delete(`/sync/connections/${owner.connection.id}`, {}), 'Conexão não encontrada'],
      [await as.get(`/sync/connections/${owner.connection.id}/runs`), 'Conexão não encontrada'],
      [
        await as.put(`/sync/accounts/${owner.bank.id}`, { account_id: null }),
        'Conta do banco não encontrada',
      ],
      [await as.put(`/sync/accounts/${owner.bank.id}`, { create: true }), 'Conta do banco não encontrada'],
      [await as.put(`/sync/accounts/${bank.id}`, { account_id: ownerAccount.id }), 'Conta não encontrada'],
    ] as const;
    for (const [res, message] of answers) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(message);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    expect((await connectionsOf(user)).map((c) => c.id)).not.toContain(owner.connection.id);
  });
});

describe('the runs', () => {
  it('are listed newest first with their labels, the last one on the connection, 50 kept', async () => {
    const { user, connection } = await connectedPerson();
    const db = ctx.database.db;
    const first = await syncRunsRepository.startRun(db, user.id, connection.id, 'scheduled');
    await syncRunsRepository.finishRun(db, user.id, first, {
      outcome: 'failed',
      counts: { fetched: 0, inserted: 0, matched: 0, updated: 0, removed: 0 },
      error: 'O Pluggy não respondeu.',
    });
    const second = await syncRunsRepository.startRun(db, user.id, connection.id, 'manual');
    await syncRunsRepository.finishRun(db, user.id, second, {
      outcome: 'ok',
      counts: { fetched: 12, inserted: 7, matched: 4, updated: 1, removed: 0 },
    });
    const runs = await succeeded<any[]>(actingAs(ctx, user).get(`/sync/connections/${connection.id}/runs`));
    expect(
      runs.map((r) => [r.trigger_label, r.outcome_label, r.fetched, r.inserted, r.matched, r.error]),
    ).toEqual([
      ['Sincronizar agora', 'Concluída', 12, 7, 4, null],
      ['Automática', 'Falhou', 0, 0, 0, 'O Pluggy não respondeu.'],
    ]);
    const [listed] = await connectionsOf(user);
    expect(listed.last_run).toEqual(runs[0]);

    for (let i = 0; i < SYNC_RUNS_KEPT; i++)
      await syncRunsRepository.startRun(db, user.id, connection.id, 'scheduled');
    const kept = await succeeded<any[]>(actingAs(ctx, user).get(`/sync/connections/${connection.id}/runs`));
    expect(kept).toHaveLength(SYNC_RUNS_KEPT);
    expect(kept.every((r) => r.outcome === 'running' && r.outcome_label === 'Em andamento')).toBe(true);
  });
});

describe('the claim of a connection', () => {
  it('goes to one of two claims at once, lapses when its time passes, and is released with the next run', async () => {
    const { user, connection } = await connectedPerson();
    const db = ctx.database.db;
    const claims = await Promise.all([
      connectionsRepository.claim(db, user.id, connection.id, 60_000),
      connectionsRepository.claim(db, user.id, connection.id, 60_000),
    ]);
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    const token = won[0]!;
    expect(await connectionsRepository.claim(db, user.id, connection.id, 60_000)).toBeNull();
    expect((await connectionsRepository.dueConnections(db, { limit: 1000 })).map((c) => c.id)).not.toContain(
      connection.id,
    );
    expect(await connectionsRepository.claim(db, user.id + 1_000_000, connection.id, 60_000)).toBeNull();

    // The process holding it died: its claim's time passes and another takes it.
    await db.execute(
      sql`update sync_connections set claimed_until = now() - interval '1 second' where id = ${connection.id}`,
    );
    expect((await connectionsRepository.dueConnections(db, { limit: 1000 })).map((c) => c.id)).toContain(
      connection.id,
    );
    const taken = await connectionsRepository.claim(db, user.id, connection.id, 60_000);
    expect(taken).not.toBeNull();
    expect(taken).not.toBe(token);
    expect(await connectionsRepository.release(db, user.id, connection.id, token, new Date())).toBe(false);
    expect(await connectionsRepository.renewClaim(db, user.id, connection.id, taken!, 120_000)).toBe(true);

    const next = new Date(Date.now() + 6 * 3_600_000);
    expect(await connectionsRepository.release(db, user.id, connection.id, taken!, next)).toBe(true);
    const [listed] = await connectionsOf(user);
    expect(Date.parse(listed.next_sync_at)).toBe(next.getTime());
    // Not due before its next time.
    expect((await connectionsRepository.dueConnections(db, { limit: 1000 })).map((c) => c.id)).not.toContain(
      connection.id,
    );
    expect(await connectionsRepository.claim(db, user.id, connection.id, 60_000)).not.toBeNull();
  });

  it('lists the due connections a page at a time, by id', async () => {
    const { user, connection } = await connectedPerson();
    const db = ctx.database.db;
    const all = await connectionsRepository.dueConnections(db, { limit: 10_000 });
    expect(all.find((c) => c.id === connection.id)).toEqual({
      id: connection.id,
      bookId: user.id,
      provider: 'pluggy',
      itemId: TEST_ITEM_ID,
    });
    const first = await connectionsRepository.dueConnections(db, { limit: 2 });
    const second = await connectionsRepository.dueConnections(db, { limit: 2, afterId: first.at(-1)!.id });
    expect([...first, ...second].map((c) => c.id)).toEqual(all.slice(0, 4).map((c) => c.id));
  });
});
