import type { PGlite } from '@electric-sql/pglite';
import type { Turn } from '../threads/turns';

/**
 * Makes every query of the app's PGlite, and the start of every transaction, wait for a turn of the event loop:
 * one per turn, shared by everyone (`sharedTurns`), so that sockets and timers are served between any two.
 *
 * Why: PGlite runs a query in WebAssembly on this thread and settles its promise in microtasks, so a request
 * that ran several queries one after another, or several parts of one request that read at once, held the event
 * loop for all of them in one stretch. The heaviest person's dashboard (six parts, some a chain of three queries)
 * held it 430 ms on a quiet machine and over a second in CI, and nobody else was answered meanwhile. With a turn
 * before each query the longest stretch is one query and the work after it. The turn only orders starts: it
 * never waits for a query to finish, so it cannot deadlock with PGlite's own transaction and query locks.
 * PostgreSQL needs none of this: its queries are I/O.
 */
export function takeTurns(client: PGlite, turn: Turn): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await turn();
    return transaction(...args);
  }) as PGlite['transaction'];
}
