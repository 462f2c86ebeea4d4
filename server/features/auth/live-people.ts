import type { Executor } from '../../db/connect';
import { usersRepository } from './repository';

/** How long a person found is taken as still there without asking the database again. */
const REMEMBER_MS = 30_000;
const MAX_REMEMBERED = 10_000;

/**
 * Whether the person an access token names still exists. A signed token outlives its person (tokens cannot be
 * revoked), so the authentication hook asks; a positive answer is remembered for 30 s per process so a
 * session's requests do not each pay a query. Within those 30 s a deleted person's reads find nothing of theirs
 * and their writes fail on the user_id foreign key, which the error handler answers as 401 too.
 */
export function createLivePeopleCheck(db: Executor, now: () => number = Date.now) {
  const seenAt = new Map<number, number>();
  return {
    async exists(userId: number): Promise<boolean> {
      const seen = seenAt.get(userId);
      if (seen !== undefined && now() - seen < REMEMBER_MS) return true;
      const found = await usersRepository.exists(db, userId);
      if (!found) {
        seenAt.delete(userId);
        return false;
      }
      if (seenAt.size >= MAX_REMEMBERED) seenAt.clear();
      seenAt.set(userId, now());
      return true;
    },
  };
}
