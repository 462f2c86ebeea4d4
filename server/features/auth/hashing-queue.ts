import { HttpError } from '../../http/errors';

export const HASHING_BUSY_MESSAGE = 'Servidor ocupado verificando senhas. Tente novamente em instantes.';

/**
 * Runs slow password work (Argon2) a few at a time, with a short waiting line; beyond it the request is turned
 * away at once with 429. Argon2 runs on libuv's small thread pool, which file access and other crypto share: an
 * unbounded flood of sign-ins queued there made everyone's sign-in wait seconds. With the line bounded, the
 * longest wait is about maxWaiting / concurrency hashes (a few hundred milliseconds).
 */
export function createHashingQueue(options: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function next(): void {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          throw new HttpError(429, HASHING_BUSY_MESSAGE, 'busy', { 'retry-after': '1' });
        }
        // The slot is handed over by next(): running stays counted while the task waits for its turn.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    /** Hashes running and waiting, for tests. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
export type HashingQueue = ReturnType<typeof createHashingQueue>;
