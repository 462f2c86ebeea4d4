import type { RouteOptions } from 'fastify';
import type { AuthUser } from '../auth-user';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import type { TokenSigner } from '../features/auth/tokens';
import type { SyncSettings } from '../features/sync/settings';
import type { Mailer } from '../mail/mailer';

/** What every feature's routes need to build their services. */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
  mailer: Mailer;
  /** Bank sync: the aggregator's client, the operator's credentials, the box that seals people's secrets. */
  sync: SyncSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route the app registered (method, url, schema), for tests that walk them all. */
    routeTable: RouteOptions[];
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}
