// Which restores this process takes in: one per book, and a few in all, claimed before a byte of the body is read
// (the route's preParsing) and given back when the request has ended and the restore's work with it. A restore's
// body may be 416 MB: three at once into one book held 1.2 GB, and a client that withholds the last byte held it
// open (issue 75 item 3). The one owner of "one restore of a book at a time" in the process; on PostgreSQL the
// restore's transaction also locks the book's row (restore.ts), for restores sent to other processes.
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { HttpError } from '../../../http/errors';

export interface RestoreLimits {
  /** Restores admitted at once in the process (reading their body or restoring it). */
  reading: number;
  /** A body from which no byte arrives for this long is given up (408). */
  idleMs: number;
}

/**
 * One at a time: each may hold its body (up to 416 MB) and its parse, and two 400 MB bodies withheld at their last
 * byte took the server to 1.3 GB in the bench (issue 75's hostile uploads); one keeps it under a GB. A person's
 * restore is rare, and one refused here is tried again a few seconds later. 30 s without a byte: a phone's upload
 * stalls for a few seconds on a bad network, not for half a minute.
 */
export const RESTORE_LIMITS: RestoreLimits = { reading: 1, idleMs: 30_000 };

/** Books with a restore admitted in this process. */
const admitted = new Set<number>();

/** A refusal answered before the body is read: the connection closes, so the body is never read either. */
const refused = (status: number, message: string, headers: Record<string, string> = {}) =>
  new HttpError(status, message, undefined, { connection: 'close', ...headers });

export interface RestorePlace {
  /** The restore's work, once begun: the place is held until it ends too. */
  holdUntil(work: Promise<unknown>): void;
  /** The request has ended (answered, failed, the client gone): the place is given back once its work has ended. */
  requestEnded(): void;
  /** True once the request has ended: a restore whose request is gone does not begin. */
  readonly ended: boolean;
}

/** The book's restore place: 409 when the book has one already, 429 when the process has its few. */
export function admitRestore(bookId: number): RestorePlace {
  if (admitted.has(bookId)) throw refused(409, RESTORE_MESSAGES.inProgress);
  if (admitted.size >= RESTORE_LIMITS.reading)
    throw refused(429, RESTORE_MESSAGES.busy, { 'retry-after': '10' });
  admitted.add(bookId);
  let work: Promise<unknown> = Promise.resolve();
  let ended = false;
  return {
    holdUntil(next) {
      work = next.catch(() => {});
    },
    requestEnded() {
      if (ended) return;
      ended = true;
      void work.finally(() => admitted.delete(bookId));
    },
    get ended() {
      return ended;
    },
  };
}

/** Restores admitted now in the process (the tests and the bench look). */
export const restoresAdmitted = () => admitted.size;
