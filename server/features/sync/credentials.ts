import type { SyncProviderName } from '../../../common/contract/sync';
import type { Executor } from '../../db/connect';
import { SecretUnreadableError } from '../shared/secret-box';
import { credentialsRepository } from './credentials-repository';
import type { ProviderCredentials } from './provider';
import type { SyncSettings } from './settings';

/** Whose credentials a person's sync uses: their own, or the installation's operator's. */
export type CredentialsSource = 'person' | 'server';

export interface ResolvedCredentials {
  credentials: ProviderCredentials;
  source: CredentialsSource;
}

/**
 * What a sealed secret is bound to: the book whose row holds it and the provider (a value copied onto another row
 * does not open). Secrets sealed before books were bound to the person's id, which is their personal book's id:
 * they still open.
 */
const sealContext = (bookId: number, provider: SyncProviderName) => `sync_credentials:${bookId}:${provider}`;

/**
 * The credentials bank sync uses for a person: their own pair (the secret opened with the server's key), else the
 * operator's, else none. Never falls back to the operator's when the person's own pair no longer opens: their
 * connections belong to their own developer account, which the operator's pair cannot read.
 */
export function syncCredentials(settings: SyncSettings) {
  /** The pair and whose it is, or null. Throws SecretUnreadableError when the person's secret does not open. */
  async function resolve(
    db: Executor,
    bookId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<ResolvedCredentials | null> {
    const stored = await credentialsRepository.storedCredentials(db, bookId, provider);
    if (stored) {
      const box = settings.secrets();
      if (!box) throw new SecretUnreadableError('this server has no key');
      const clientSecret = box.open(stored.sealedSecret, sealContext(bookId, provider));
      return { credentials: { clientId: stored.clientId, clientSecret }, source: 'person' };
    }
    return settings.operator ? { credentials: settings.operator, source: 'server' } : null;
  }

  return {
    resolve,

    /** The pair a person's sync runs with: theirs, else the operator's, else null (SecretUnreadableError as above). */
    async credentialsFor(
      db: Executor,
      bookId: number,
      provider: SyncProviderName = 'pluggy',
    ): Promise<ProviderCredentials | null> {
      return (await resolve(db, bookId, provider))?.credentials ?? null;
    },

    /**
     * Keeps the person's pair, the secret sealed. False when this server has no key to seal it with (production
     * without SYNC_ENCRYPTION_KEY): nothing is stored then.
     */
    async store(
      db: Executor,
      bookId: number,
      credentials: ProviderCredentials,
      provider: SyncProviderName = 'pluggy',
    ): Promise<boolean> {
      const box = settings.secrets();
      if (!box) return false;
      const sealedSecret = box.seal(credentials.clientSecret, sealContext(bookId, provider));
      await credentialsRepository.saveCredentials(
        db,
        bookId,
        { clientId: credentials.clientId, sealedSecret },
        provider,
      );
      return true;
    },
  };
}

export type SyncCredentialsStore = ReturnType<typeof syncCredentials>;
