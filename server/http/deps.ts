import type { RouteOptions } from 'fastify';
import type { AuthUser } from '../auth-user';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import type { Mailer } from '../mail/mailer';

/** What an access token says: whose it is, and the time zone their days are counted in. */
export interface AccessClaims {
  userId: number;
  timeZone: string;
}

/**
 * Signs and checks access tokens: the authentication hook (authenticate.ts) checks them, the auth feature signs
 * them (features/auth/tokens.ts makes the one the app uses).
 */
export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** Answers the claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * What every feature's routes need to build their services. A feature whose settings ride along adds its own field
 * to this interface from its own folder (bank sync: `sync`, features/sync/settings.ts), so the HTTP kernel never
 * imports a feature.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
  mailer: Mailer;
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
