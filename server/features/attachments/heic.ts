import { ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import { badRequest, tooManyRequests } from '../../http/errors';
import { createThreadPool, ownBytes } from '../../threads/thread-pool';

/**
 * HEIC photos are decoded one at a time per process, in a thread: heic-convert took 13.5 s and some 580 MB for a
 * 12 MP photo on these machines (STACK.md), so two at once would double the memory, and on the request's thread it
 * would hold every other person's answers. Two more wait; beyond them the sender is told to try again.
 */
const pool = createThreadPool({
  entry: new URL('./heic-to-jpeg.worker.mjs', import.meta.url),
  parallel: 1,
  maxWaiting: 2,
  busy: (retryAfterSeconds) => tooManyRequests(ATTACHMENT_MESSAGES.busy, retryAfterSeconds),
  heapMb: 512,
  timeoutMs: 60_000,
  tooHeavy: () => badRequest(ATTACHMENT_MESSAGES.unreadable),
  idleMs: 30_000,
});

/** A HEIC photo as a JPEG (its EXIF, orientation included, as the camera wrote it: sharp turns it upright). */
export function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const own = ownBytes(bytes);
  return pool.run<Buffer>(own, [own.buffer], (raw) => {
    const message = raw as { ok: boolean; bytes?: Uint8Array };
    if (!message.ok || !message.bytes) return { error: badRequest(ATTACHMENT_MESSAGES.unreadable) };
    return { value: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) };
  });
}
