import type { z } from 'zod';
import {
  MAX_CONNECTIONS,
  SYNC_MESSAGES,
  type SyncAccount,
  type SyncConnection,
  type SyncConnectToken,
  type SyncCredentials,
  type SyncRun,
  type syncAccountLinkBody,
  type syncConnectionBody,
  type syncCredentialsBody,
  TOO_MANY_CONNECTIONS_MESSAGE,
} from '../../../common/contract/sync';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Database, Db } from '../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { accountsWithBalances, balanceTodayCents } from '../accounts/public';
import { ensureRoomFor } from '../shared/person-limits';
import { SecretUnreadableError } from '../shared/secret-box';
import { connectionsRepository } from './connections-repository';
import { type ResolvedCredentials, type SyncCredentialsStore, syncCredentials } from './credentials';
import { credentialsRepository } from './credentials-repository';
import { createAndLink, link, ownedSyncAccount } from './linking';
import { type LinkedAccount, presentConnection, presentRun, presentSyncAccount } from './presenter';
import { ProviderError } from './provider';
import { syncConnection } from './run';
import { syncRunsRepository } from './runs-repository';
import type { SyncSettings } from './settings';
import { type SyncAccountRow, syncAccountsRepository } from './sync-accounts-repository';

const PROVIDER = 'pluggy' as const;

/** The aggregator's failure as the person's answer: what they can fix is a 400, the aggregator's trouble a 502/503. */
export function providerHttpError(error: ProviderError): HttpError {
  switch (error.failure) {
    case 'credentials':
      return badRequest(SYNC_MESSAGES.credentialsRefused);
    case 'not_found':
      return badRequest(SYNC_MESSAGES.itemNotFound);
    case 'rate_limited':
      return new HttpError(
        503,
        SYNC_MESSAGES.providerBusy,
        undefined,
        error.retryAfterMs === null
          ? undefined
          : { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) },
      );
    case 'unavailable':
      return new HttpError(503, SYNC_MESSAGES.providerUnavailable);
    case 'rejected':
      return new HttpError(502, SYNC_MESSAGES.providerRejected);
  }
}

/** Runs a call to the aggregator, its failures turned into the person's answers. */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw providerHttpError(error);
    throw error;
  }
}

export function createSyncService(database: Pick<Database, 'kind' | 'db'>, settings: SyncSettings) {
  const { db } = database;
  const credentials = syncCredentials(settings);
  return {
    /** The person's own client id (never the secret), and whether the installation's pair is in use. */
    credentials: (user: AuthUser) => credentialsView(db, settings, user.bookId),
    saveCredentials: (user: AuthUser, body: z.output<typeof syncCredentialsBody>) =>
      saveCredentials(db, settings, credentials, user, body),
    deleteCredentials: (user: AuthUser) => deleteCredentials(db, settings, user),
    connections: (user: AuthUser) => connectionsOf(db, credentials, user),
    addConnection: (user: AuthUser, body: z.output<typeof syncConnectionBody>) =>
      addConnection(db, settings, credentials, user, body),
    connectToken: (user: AuthUser) => connectToken(db, settings, credentials, user),
    deleteConnection: (user: AuthUser, id: number) => deleteConnection(db, user, id),
    linkAccount: (user: AuthUser, id: number, body: z.output<typeof syncAccountLinkBody>) =>
      linkAccount(db, user, id, body),
    runs: (user: AuthUser, connectionId: number) => runsOf(db, user, connectionId),
    syncNow: (user: AuthUser, connectionId: number, log: (cause: unknown) => void) =>
      syncNow(database, settings, user, connectionId, log),
  };
}

/** The pair a person's sync uses, null when none; a secret that no longer opens counts as none here. */
async function usable(
  db: Db,
  credentials: SyncCredentialsStore,
  bookId: number,
): Promise<ResolvedCredentials | null> {
  try {
    return await credentials.resolve(db, bookId, PROVIDER);
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}

/** The pair to call the aggregator with now: 400 without one, 409 when the person's own no longer opens. */
async function required(
  db: Db,
  credentials: SyncCredentialsStore,
  bookId: number,
): Promise<ResolvedCredentials> {
  let resolved: ResolvedCredentials | null;
  try {
    resolved = await credentials.resolve(db, bookId, PROVIDER);
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw conflict(SYNC_MESSAGES.credentialsUnreadable);
    throw error;
  }
  if (!resolved) throw badRequest(SYNC_MESSAGES.noCredentials);
  return resolved;
}

/** The person's Grana accounts the bank accounts are linked to, with their balances today. */
async function linkedAccounts(
  db: Db,
  user: AuthUser,
  rows: SyncAccountRow[],
): Promise<Map<number, LinkedAccount>> {
  const ids = new Set(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])));
  if (ids.size === 0) return new Map();
  const all = await accountsWithBalances(db, user.bookId, {
    includeArchived: true,
    today: todayIn(user.timeZone),
  });
  return new Map(
    all
      .filter((a) => ids.has(a.id))
      .map((a) => [a.id, { id: a.id, name: a.name, balanceCents: balanceTodayCents(a) }]),
  );
}

async function credentialsView(db: Db, settings: SyncSettings, bookId: number): Promise<SyncCredentials> {
  const stored = await credentialsRepository.storedCredentials(db, bookId, PROVIDER);
  return {
    client_id: stored?.clientId ?? null,
    has_secret: stored !== undefined,
    from_server: stored === undefined && settings.operator !== null,
  };
}

/** Checks the pair with the aggregator, then keeps it with the secret sealed; a refused pair keeps nothing. */
async function saveCredentials(
  db: Db,
  settings: SyncSettings,
  credentials: SyncCredentialsStore,
  user: AuthUser,
  body: z.output<typeof syncCredentialsBody>,
): Promise<SyncCredentials> {
  if (!settings.secrets()) throw badRequest(SYNC_MESSAGES.notConfigured);
  const pair = { clientId: body.client_id, clientSecret: body.client_secret };
  await atProvider(() => settings.providerFor(pair).verify());
  await db.transaction(async (tx) => {
    await credentials.store(tx, user.bookId, pair, PROVIDER);
    // Connections that stopped on refused credentials wait for new ones: these.
    await connectionsRepository.makeDue(tx, user.bookId);
  });
  return credentialsView(db, settings, user.bookId);
}

/** Forgets the person's pair; their connections stay (needing credentials unless the operator's apply). */
async function deleteCredentials(db: Db, settings: SyncSettings, user: AuthUser): Promise<SyncCredentials> {
  await credentialsRepository.deleteCredentials(db, user.bookId, PROVIDER);
  return credentialsView(db, settings, user.bookId);
}

/** Every connection with its state in words, its last run and its accounts beside Grana's balances. */
async function connectionsOf(
  db: Db,
  credentials: SyncCredentialsStore,
  user: AuthUser,
): Promise<SyncConnection[]> {
  const rows = await connectionsRepository.connections(db, user.bookId);
  if (rows.length === 0) return [];
  const accounts = await syncAccountsRepository.accountsOf(db, user.bookId);
  const lastRuns = await syncRunsRepository.lastRuns(db, user.bookId);
  const linked = await linkedAccounts(db, user, accounts);
  const needsCredentials = (await usable(db, credentials, user.bookId)) === null;
  return rows.map((row) =>
    presentConnection({
      row,
      needsCredentials,
      lastRun: lastRuns.get(row.id),
      accounts: accounts.filter((a) => a.connectionId === row.id),
      linked,
    }),
  );
}

/** Reads the item and its accounts at the aggregator, then stores them; nothing is stored when that fails. */
async function addConnection(
  db: Db,
  settings: SyncSettings,
  credentials: SyncCredentialsStore,
  user: AuthUser,
  body: z.output<typeof syncConnectionBody>,
): Promise<SyncConnection> {
  if (await connectionsRepository.hasItem(db, user.bookId, PROVIDER, body.item_id))
    throw conflict(SYNC_MESSAGES.connectionExists);
  if ((await connectionsRepository.countConnections(db, user.bookId)) >= MAX_CONNECTIONS)
    throw conflict(TOO_MANY_CONNECTIONS_MESSAGE);
  const { credentials: pair, source } = await required(db, credentials, user.bookId);
  const provider = settings.providerFor(pair);
  const item = await atProvider(() => provider.item(body.item_id));
  // The installation's pair reads every item its people connected: a person adds only the items connected
  // for their book (Pluggy Connect's token carried its id); another's behaves as one Pluggy does not have.
  if (source === 'server' && item.owner !== String(user.bookId)) throw badRequest(SYNC_MESSAGES.itemNotFound);
  const accounts = await atProvider(() => provider.accounts(body.item_id));
  const investments = await atProvider(() => provider.investments(body.item_id));
  const row = await db.transaction(async (tx) => {
    // Counted again under the person's lock: two additions at once cannot both pass the limit.
    await ensureRoomFor(tx, user.bookId, 'sync_connections', MAX_CONNECTIONS, TOO_MANY_CONNECTIONS_MESSAGE);
    const inserted = await connectionsRepository.insertConnection(tx, user.bookId, PROVIDER, item);
    if (!inserted) throw conflict(SYNC_MESSAGES.connectionExists);
    await syncAccountsRepository.storeAccounts(tx, user.bookId, inserted.id, accounts);
    await syncAccountsRepository.storeInvestmentAccount(tx, user.bookId, inserted.id, investments);
    return inserted;
  });
  const stored = await syncAccountsRepository.accountsOf(db, user.bookId, [row.id]);
  return presentConnection({
    row,
    needsCredentials: false,
    lastRun: undefined,
    accounts: stored,
    linked: new Map(),
  });
}

/**
 * A token that opens Pluggy Connect for this person, with the installation's pair only (a person's own pair
 * belongs to their developer account, where MeuPluggy's items are): the items connected with it carry the
 * person's id, which addConnection checks.
 */
async function connectToken(
  db: Db,
  settings: SyncSettings,
  credentials: SyncCredentialsStore,
  user: AuthUser,
): Promise<SyncConnectToken> {
  const resolved = await required(db, credentials, user.bookId);
  if (resolved.source !== 'server') throw conflict(SYNC_MESSAGES.connectUnavailable);
  const provider = settings.providerFor(resolved.credentials);
  return { connect_token: await atProvider(() => provider.connectToken(String(user.bookId))) };
}

/** Disconnects: the connection, its accounts and its runs go; every row it wrote stays the person's. */
async function deleteConnection(db: Db, user: AuthUser, id: number): Promise<{ id: number }> {
  if (!(await connectionsRepository.deleteConnection(db, user.bookId, id)))
    throw notFound(SYNC_MESSAGES.connectionNotFound);
  return { id };
}

/** Links the bank account to a Grana account, creates one from the bank's data, or unlinks it. */
async function linkAccount(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof syncAccountLinkBody>,
): Promise<SyncAccount> {
  try {
    await db.transaction(async (tx) => {
      const row = await ownedSyncAccount(tx, user.bookId, id);
      if (body.create) await createAndLink(tx, user.bookId, row);
      else if (body.account_id === null || body.account_id === undefined)
        await syncAccountsRepository.setLink(tx, user.bookId, id, null);
      else await link(tx, user.bookId, row, body.account_id);
    });
  } catch (error) {
    // Another link to the same Grana account committed first.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(SYNC_MESSAGES.alreadyLinked);
    throw error;
  }
  const row = await ownedSyncAccount(db, user.bookId, id);
  const linked = await linkedAccounts(db, user, [row]);
  return presentSyncAccount(row, row.accountId === null ? undefined : linked.get(row.accountId));
}

/** The connection's last runs, newest first. */
async function runsOf(db: Db, user: AuthUser, connectionId: number): Promise<SyncRun[]> {
  if (!(await connectionsRepository.connection(db, user.bookId, connectionId)))
    throw notFound(SYNC_MESSAGES.connectionNotFound);
  return (await syncRunsRepository.runs(db, user.bookId, connectionId)).map(presentRun);
}

/**
 * "Sincronizar agora": one run of the connection now (run.ts), answered with its record; 409 when a run of
 * it is under way (here or in another process). A failure of Grana's own is recorded and given to `log`.
 */
async function syncNow(
  database: Pick<Database, 'kind' | 'db'>,
  settings: SyncSettings,
  user: AuthUser,
  connectionId: number,
  log: (cause: unknown) => void,
): Promise<SyncRun> {
  const { db } = database;
  if (!(await connectionsRepository.connection(db, user.bookId, connectionId)))
    throw notFound(SYNC_MESSAGES.connectionNotFound);
  const result = await syncConnection({ database, settings }, user.bookId, connectionId, 'manual', user.id);
  if (result === null) throw conflict(SYNC_MESSAGES.alreadySyncing);
  if (result.cause !== undefined) log(result.cause);
  const [run] = await syncRunsRepository.runs(db, user.bookId, connectionId);
  if (!run) throw notFound(SYNC_MESSAGES.connectionNotFound);
  return presentRun(run);
}
