import sharp from 'sharp';
import { ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import { badRequest, tooManyRequests } from '../../http/errors';
import { createThreadPool, ownBytes, type Sender } from '../../threads/thread-pool';
import { IMAGE_MAX_PIXELS } from './image-bounds';

/**
 * HEIC photos are decoded one at a time per process, in a thread: heic-convert took 13.5 s and some 580 MB for a
 * 12 MP photo on these machines (STACK.md), so two at once would double the memory, and on the request's thread it
 * would hold every other person's answers. The line is fair per person (thread-pool.ts): one photo of a person
 * waits at most, so two people sending heavy photos leave places for a third; beyond them the sender is told to
 * try again.
 */
const pool = createThreadPool({
  entry: new URL('./heic-to-jpeg.worker.mjs', import.meta.url),
  parallel: 1,
  maxWaiting: 4,
  maxWaitingPerSender: 1,
  busy: (retryAfterSeconds) => tooManyRequests(ATTACHMENT_MESSAGES.busy, retryAfterSeconds),
  heapMb: 512,
  timeoutMs: 60_000,
  tooHeavy: () => badRequest(ATTACHMENT_MESSAGES.unreadable),
  idleMs: 30_000,
});

/**
 * A HEIC's size, read from its header before anything is decoded: sharp's libheif reads the header (not the HEVC
 * pictures) in milliseconds. A phone's photo is 12 to 48 MP, so the bound of every picture (IMAGE_MAX_PIXELS, 50
 * MP) holds for HEIC too; a grid naming one small tile a thousand times says its 76 MP here, before the decoder
 * would paint them. A header sharp refuses (libheif's own limits: more than 256 items, a phone's photo has some
 * 50) is a photo that cannot be read.
 */
async function checkHeicBounds(bytes: Buffer): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(bytes).metadata();
  } catch {
    throw badRequest(ATTACHMENT_MESSAGES.unreadable);
  }
  if (!size.width || !size.height) throw badRequest(ATTACHMENT_MESSAGES.unreadable);
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw badRequest(ATTACHMENT_MESSAGES.imageTooLarge);
}

/**
 * A HEIC photo as a JPEG (its EXIF, orientation included, as the camera wrote it: sharp turns it upright), bounded
 * from its header first, then decoded in the sender's turn (the person sending it).
 */
export async function heicToJpeg(sender: Sender, bytes: Buffer): Promise<Buffer> {
  await checkHeicBounds(bytes);
  const own = ownBytes(bytes);
  return pool.run<Buffer>(sender, own, [own.buffer], (raw) => {
    const message = raw as { ok: boolean; bytes?: Uint8Array };
    if (!message.ok || !message.bytes) return { error: badRequest(ATTACHMENT_MESSAGES.unreadable) };
    return { value: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) };
  });
}
