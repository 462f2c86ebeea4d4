import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Waits for a turn of the event loop before a piece of CPU work, so that other people's requests are answered
 * between the pieces of a long one.
 */
export type Turn = () => Promise<void>;

/** A turn of its own for each piece: what a computation running alone uses. */
export const ownTurn: Turn = () => nextTurn();

/**
 * Turns shared by the parts of one request that read together and compute apart (the net worth's valuations):
 * one piece per turn of the event loop whichever part it belongs to. Plain `setImmediate` turns are not enough
 * there: the immediates queued before a check phase all run in it, so pieces of several parts that became ready
 * together ran back to back as one (the heaviest person's net worth held the loop over a second that way). Here
 * each turn is queued only when the one before it has come, which puts an I/O poll between any two pieces.
 */
export function sharedTurns(): Turn {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const mine = last.then(() => nextTurn());
    last = mine;
    return mine;
  };
}

/**
 * Runs reads one after another, each after a turn of the event loop: on PGlite a query holds the server's thread
 * while it runs, and reads sent together (Promise.all) run back to back as one long hold; the Imposto de Renda's
 * eight reads of a year of 20,000 payees held another person's page over half a second that way. Answers their
 * results in order, as Promise.all would.
 */
export async function oneByOne<T extends readonly unknown[]>(
  reads: {
    [K in keyof T]: () => Promise<T[K]>;
  },
): Promise<T> {
  const results: unknown[] = [];
  for (const read of reads as readonly (() => Promise<unknown>)[]) {
    await ownTurn();
    results.push(await read());
  }
  return results as unknown as T;
}
