import type { Readable } from 'node:stream';
import { RESTORE_MESSAGES } from '../../../common/contract/export';
import { HttpError } from '../../http/errors';

const MB = 1024 * 1024;

/**
 * 413 for a body above the cap. The connection is closed with the answer: the rest of the body is not read,
 * however much more of it the client means to send.
 */
export const bodyTooLarge = (limit: number) =>
  new HttpError(413, RESTORE_MESSAGES.tooLarge(Math.round(limit / MB)), undefined, { connection: 'close' });

/**
 * The request's body as bytes in a buffer of its own (so it can be moved to a worker), read as it arrives and
 * never past `limit` bytes. A declared length is checked before anything is read (see routes.ts); a body sent in
 * chunks without one is cut off at the limit.
 */
export async function readBody(stream: Readable | undefined, limit: number): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
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
