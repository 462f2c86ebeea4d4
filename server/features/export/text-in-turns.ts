import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A file's text chunks (bytes already, as an OFX statement's latin-1; a page of transactions, a slice of a long list) as the answer's bytes, each chunk after a
 * turn of the event loop. Readable.from over the array pushed every chunk as fast as the reader took it: a reader
 * that never pushes back (an in-process request, a fast local client) had the heaviest person's backup, some
 * hundred MB of text, encoded and written in one stretch that held every other person 200–700 ms.
 */
export function textInTurns(chunks: readonly (string | Uint8Array)[]): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        await nextTurn();
      }
    })(),
  );
}
