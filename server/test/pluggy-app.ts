import { afterAll, beforeAll, expect } from 'vitest';
import type { SyncRun } from '../../common/contract/sync';
import { pluggyProvider } from '../features/sync/providers/pluggy';
import { actingAs, createUser, type TestUser } from './factories';
import { creditAccount, type FakePluggy, pluggyAccount, pluggyItem, startFakePluggy } from './fake-pluggy';
import { setupTestApp } from './test-app';

/** A person connected to a bank at the local Pluggy: its account there and the Grana account linked to it. */
export interface ConnectedBank {
  user: TestUser;
  connectionId: number;
  /** The bank's account id at the aggregator. */
  bankAccountId: string;
  accountId: number;
}

export interface BankOptions {
  /** A checking account (the default) or a credit card, whose bills close on the 3rd and fall due on the 10th. */
  kind?: 'checking' | 'card';
  /** The account's name at the bank (and so the new Grana account's). */
  name?: string;
  /** The person; a new one by default. */
  user?: TestUser;
}

/**
 * The test app whose bank sync is the real pluggy-sdk pointed at a local server that speaks Pluggy's API
 * (fake-pluggy.ts), started before the file's tests and closed after them: `pluggy()` is that server. With it, what
 * every sync test does first (connectedBank) and again and again (syncNow), as a person does it through the API.
 */
export function setupTestAppWithPluggy(envOverrides: Record<string, string> = {}) {
  let fake: FakePluggy | undefined;
  const pluggy = (): FakePluggy => {
    if (!fake) throw new Error('the local Pluggy starts in beforeAll');
    return fake;
  };
  const ctx = setupTestApp(envOverrides, {
    syncProviderFor: (c) => pluggyProvider(c, { apiUrl: pluggy().url, retryBaseMs: 1 }),
  });
  beforeAll(async () => {
    fake = await startFakePluggy();
  });
  afterAll(async () => {
    await fake?.close();
  });

  /**
   * A bank holding one account with no lines yet, at the local Pluggy; the person saves their credentials, adds the
   * connection and links the account to a new Grana account ('Criar conta').
   */
  async function connectedBank(options: BankOptions = {}): Promise<ConnectedBank> {
    const user = options.user ?? (await createUser(ctx));
    const as = actingAs(ctx, user);
    const item = pluggyItem();
    const account =
      options.kind === 'card'
        ? creditAccount({ itemId: item.id, balance: 0, name: options.name ?? 'Cartão Inventado' })
        : pluggyAccount({ itemId: item.id, balance: 0, name: options.name ?? 'Itaú Conta' });
    pluggy().state.items.push(item);
    pluggy().state.accounts.push(account);
    await as.put('/sync/credentials', { client_id: pluggy().clientId, client_secret: pluggy().clientSecret });
    const connection = await as.post('/sync/connections', { item_id: item.id });
    expect(connection.status, JSON.stringify(connection.body)).toBe(201);
    const linked = await as.put(`/sync/accounts/${connection.body.data.accounts[0].id}`, { create: true });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    return {
      user,
      connectionId: connection.body.data.id,
      bankAccountId: account.id,
      accountId: linked.body.data.account.id,
    };
  }

  /** 'Sincronizar agora': the run as the API answers it, whatever its outcome. */
  async function syncNow(bank: ConnectedBank): Promise<SyncRun> {
    const res = await actingAs(ctx, bank.user).post(`/sync/connections/${bank.connectionId}/sync`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as SyncRun;
  }

  /** 'Sincronizar agora' on a bank that answers well: the run, which must have ended 'ok'. */
  async function syncedOk(bank: ConnectedBank): Promise<SyncRun> {
    const run = await syncNow(bank);
    expect(run.outcome, JSON.stringify(run)).toBe('ok');
    return run;
  }

  return { ctx, pluggy, connectedBank, syncNow, syncedOk };
}
