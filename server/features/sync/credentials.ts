import type { SyncProviderName } from '../../../common/contract/sync';
import type { Executor } from '../../db/connect';
import type { ProviderCredentials } from './provider';
import { syncRepository as repo } from './repository';
import { SecretUnreadableError } from './secrets';
import type { SyncSettings } from './settings';

/** Whose credentials a person's sync uses: their own, or the installation's operator's. */
export type CredentialsSource = 'person' | 'server';

export interface ResolvedCredentials {
  credentials: ProviderCredentials;
  source: CredentialsSource;
}

/** What a sealed secret is bound to: its owner and provider (a value copied onto another row does not open). */
const sealContext = (userId: number, provider: SyncProviderName) => `sync_credentials:${userId}:${provider}`;

/**
 * The credentials bank sync uses for a person: their own pair (the secret opened with the server's key), else the
 * operator's, else none. Never falls back to the operator's when the person's own pair no longer opens: their
 * connections belong to their own developer account, which the operator's pair cannot read.
 */
export function syncCredentials(settings: SyncSettings) {
  /** The pair and whose it is, or null. Throws SecretUnreadableError when the person's secret does not open. */
  async function resolve(
    db: Executor,
    userId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<ResolvedCredentials | null> {
    const stored = await repo.storedCredentials(db, userId, provider);
    if (stored) {
      const box = settings.secrets();
      if (!box) throw new SecretUnreadableError('this server has no key');
      const clientSecret = box.open(stored.sealedSecret, sealContext(userId, provider));
      return { credentials: { clientId: stored.clientId, clientSecret }, source: 'person' };
    }
    return settings.operator ? { credentials: settings.operator, source: 'server' } : null;
  }

  return {
    resolve,

    /** The pair a person's sync runs with: theirs, else the operator's, else null (SecretUnreadableError as above). */
    async credentialsFor(
      db: Executor,
      userId: number,
      provider: SyncProviderName = 'pluggy',
    ): Promise<ProviderCredentials | null> {
      return (await resolve(db, userId, provider))?.credentials ?? null;
    },

    /**
     * Keeps the person's pair, the secret sealed. False when this server has no key to seal it with (production
     * without SYNC_ENCRYPTION_KEY): nothing is stored then.
     */
    async store(
      db: Executor,
      userId: number,
      credentials: ProviderCredentials,
      provider: SyncProviderName = 'pluggy',
    ): Promise<boolean> {
      const box = settings.secrets();
      if (!box) return false;
      const sealedSecret = box.seal(credentials.clientSecret, sealContext(userId, provider));
      await repo.saveCredentials(db, userId, { clientId: credentials.clientId, sealedSecret }, provider);
      return true;
    },
  };
}

export type SyncCredentialsStore = ReturnType<typeof syncCredentials>;
