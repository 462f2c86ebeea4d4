import type { TokenScope } from '../common/contract/api-tokens';
import type { BookRole } from '../common/contract/books';

/** The signed-in person, as the access token says. Its own file, below the HTTP layer and the features, so that
 * any of them can name it without importing what the HTTP layer is made of. */
export interface AuthUser {
  /** The person: their sign-in, tokens, profile and e-mail. */
  id: number;
  /** The book the request acts in: every finance row it reads or writes is scoped by it. */
  bookId: number;
  /** The person's role in that book (the authentication hook has already refused what it does not allow). */
  role: BookRole;
  timeZone: string;
  /**
   * Set when the request came with a personal access token rather than a session: which, and what it may. The
   * authentication hook has already refused what the token may not do; the MCP server reads the scope to offer
   * its write tools, and the books' routes the books it reaches (reachesBook).
   */
  token?: { id: number; scope: TokenScope; bookIds: readonly number[] };
}

/**
 * A person acting in their personal book, whose id is the person's own (sign-up and migration 0028 make it so):
 * how jobs and scripts act for a person without a request.
 */
export function inPersonalBook(person: { id: number; timeZone: string }): AuthUser {
  return { id: person.id, bookId: person.id, role: 'dono', timeZone: person.timeZone };
}
