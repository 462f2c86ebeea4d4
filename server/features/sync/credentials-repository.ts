/** The person's aggregator credentials as stored: one pair per provider, the secret sealed. */
import { and, eq, sql } from 'drizzle-orm';
import type { SyncProviderName } from '../../../common/contract/sync';
import type { Executor } from '../../db/connect';
import { syncCredentials } from '../../db/schema';

/** A person's stored pair: the client id in clear, the secret sealed (shared/secret-box.ts). */
export interface StoredCredentials {
  clientId: string;
  sealedSecret: string;
}

export const credentialsRepository = {
  async storedCredentials(
    db: Executor,
    bookId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<StoredCredentials | undefined> {
    const [row] = await db
      .select({ clientId: syncCredentials.clientId, sealedSecret: syncCredentials.sealedSecret })
      .from(syncCredentials)
      .where(and(eq(syncCredentials.bookId, bookId), eq(syncCredentials.provider, provider)));
    return row;
  },

  async saveCredentials(
    db: Executor,
    bookId: number,
    stored: StoredCredentials,
    provider: SyncProviderName = 'pluggy',
  ): Promise<void> {
    await db
      .insert(syncCredentials)
      .values({ bookId, provider, ...stored })
      .onConflictDoUpdate({
        target: [syncCredentials.bookId, syncCredentials.provider],
        set: { ...stored, updatedAt: sql`now()` },
      });
  },

  async deleteCredentials(
    db: Executor,
    bookId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<void> {
    await db
      .delete(syncCredentials)
      .where(and(eq(syncCredentials.bookId, bookId), eq(syncCredentials.provider, provider)));
  },
};
