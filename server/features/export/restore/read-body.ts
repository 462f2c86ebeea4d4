import type { Readable } from 'node:stream';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { HttpError } from '../../../http/errors';

const MB = 1024 * 1024;

/**
 * 413 for a body above the cap. The connection is closed with the answer: the rest of the body is not read,
 * however much more of it the client means to send.
 */
export const bodyTooLarge = (limit: number) =>
  new HttpError(413, RESTORE_MESSAGES.tooLarge(Math.round(limit / MB)), undefined, { connection: 'close' });

/** 408 for a body from which nothing arrived for too long; the connection is closed with the answer. */
const bodyStalled = () => new HttpError(408, RESTORE_MESSAGES.stalled, undefined, { connection: 'close' });

/** 400 for a body whose connection broke before its end (logged as a client's error, not the server's). */
const bodyBroken = () => new HttpError(400, RESTORE_MESSAGES.stalled, undefined, { connection: 'close' });

/** The stream's next chunk, or a 408 when none comes within `idleMs`. */
async function nextWithin(chunks: AsyncIterator<Buffer>, idleMs: number): Promise<IteratorResult<Buffer>> {
  const next = chunks.next();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The stream is left as it is, not destroyed (that would cut the connection before the 408 is sent): the
      // answer closes the connection, and the pending read then fails with nobody waiting for it.
      next.catch(() => {});
      reject(bodyStalled());
    }, idleMs);
  });
  try {
    return await Promise.race([next, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The request's body as bytes in a buffer of its own (so it can be moved to a worker), read as it arrives and
 * never past `limit` bytes. A declared length is checked before anything is read (see routes.ts); a body sent in
 * chunks without one is cut off at the limit; a body that stops arriving for `idleMs` (its last bytes withheld)
 * is given up with a 408.
 */
export async function readBody(
  stream: Readable | undefined,
  limit: number,
  idleMs: number,
): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reading = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    const { done, value: chunk } = await nextWithin(reading, idleMs).catch((error: unknown) => {
      // The client went away mid-body (ECONNRESET, aborted): its fault, not the server's, and nobody to answer.
      throw error instanceof HttpError ? error : bodyBroken();
    });
    if (done) break;
    size += chunk.length;
    if (size > limit) throw bodyTooLarge(limit);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
