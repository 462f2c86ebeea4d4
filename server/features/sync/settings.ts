import type { Config } from '../../config';
import { type SecretBox, secretBoxFor } from '../shared/secret-box';
import type { ProviderCredentials, SyncProvider } from './provider';
import { pluggyProvider } from './providers/pluggy';

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
  /** The longest one run may take (config.sync.runSeconds): sync/run.ts stops it there. */
  runDeadlineMs: number;
}

declare module '../../http/deps' {
  interface AppDeps {
    /** Bank sync: the aggregator's client, the operator's credentials, the box that seals people's secrets. */
    sync: SyncSettings;
  }
}

/**
 * Where Pluggy Connect's frame comes from (pluggy-connect-sdk's production address): the Content-Security-Policy
 * allows it only on an installation with its own pair, the only one that offers the widget.
 */
export const PLUGGY_CONNECT_ORIGIN = 'https://connect.pluggy.ai';

/** Pluggy through pluggy-sdk, at PLUGGY_API_URL when set (the SDK's own variable), else at api.pluggy.ai. */
const pluggy: ProviderFactory = (credentials) => pluggyProvider(credentials);

/** The settings of an app; tests give a provider of their own (server/test/sync-bank.ts). */
export function syncSettings(config: Config, providerFor: ProviderFactory = pluggy): SyncSettings {
  return {
    providerFor,
    operator: config.sync.operator,
    secrets: secretBoxFor(config),
    intervalHours: config.sync.intervalHours,
    runDeadlineMs: config.sync.runSeconds * 1000,
  };
}
