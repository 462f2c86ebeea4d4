import type { Config } from '../../config';
import { type ProviderCredentials, ProviderError, type SyncProvider } from './provider';
import { type SecretBox, secretBoxFor } from './secrets';

/** Makes the aggregator's client for one pair of credentials (Pluggy's: providers/pluggy.ts). */
export type ProviderFactory = (credentials: ProviderCredentials) => SyncProvider;

/** What bank sync needs from the server's configuration, built once per app (app.deps.sync). */
export interface SyncSettings {
  providerFor: ProviderFactory;
  /** The installation's own pair (PLUGGY_CLIENT_ID/PLUGGY_CLIENT_SECRET), used for whoever has none; or null. */
  operator: ProviderCredentials | null;
  /** The box sealing people's secrets; null when the server has no key (production without SYNC_ENCRYPTION_KEY). */
  secrets: () => SecretBox | null;
  /** Hours between two automatic runs of a connection. */
  intervalHours: number;
}

/**
 * The factory of an app built without one: every call fails as an unreachable aggregator would (503 with its
 * Portuguese message), so a server that was given no provider says so instead of failing with a 500.
 */
export const noProvider: ProviderFactory = () => {
  const unavailable = async (): Promise<never> => {
    throw new ProviderError('unavailable', 'no bank sync provider was given to this app');
  };
  return {
    verify: unavailable,
    item: unavailable,
    accounts: unavailable,
    transactions: unavailable,
    bills: unavailable,
  };
};

export function syncSettings(config: Config, providerFor: ProviderFactory = noProvider): SyncSettings {
  return {
    providerFor,
    operator: config.sync.operator,
    secrets: secretBoxFor(config),
    intervalHours: config.sync.intervalHours,
  };
}
