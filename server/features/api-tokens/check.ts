import type { Executor } from '../../db/connect';
import type { PersonalTokenCheck, PersonalTokenGrant } from '../../http/authenticate';
import { hashOpaqueToken } from '../shared/opaque-token';
import { tokensRepository as repo } from './repository';

/** A use is noted at most this often per token: the hook's requests do not each write. */
const NOTE_USE_EVERY_MS = 60_000;

/**
 * The authentication hook's lookup of a personal access token: one read by the unique index of its hash, on every
 * request and never remembered, so a revoked token (its row deleted) or a deleted person's (the row goes with them)
 * is refused at its next request. An expired token is answered as unknown.
 */
export function createPersonalTokenCheck(
  db: Executor,
  options: { requestsPerMinute?: number; now?: () => Date } = {},
): PersonalTokenCheck {
  const now = options.now ?? (() => new Date());
  return {
    requestsPerMinute: options.requestsPerMinute,
    async find(secret: string): Promise<PersonalTokenGrant | null> {
      const row = await repo.byHash(db, hashOpaqueToken(secret));
      if (!row) return null;
      if (row.expiresAt && row.expiresAt.getTime() <= now().getTime()) return null;
      return row;
    },
    async used(grant: PersonalTokenGrant, address: string): Promise<void> {
      const at = now();
      if (grant.lastUsedAt && at.getTime() - grant.lastUsedAt.getTime() < NOTE_USE_EVERY_MS) return;
      await repo.markUsed(db, grant.id, address, at, new Date(at.getTime() - NOTE_USE_EVERY_MS));
    },
  };
}
