import { RECEIPT_MESSAGES, RECEIPT_READ_TIMEOUT_MS } from '../../../common/contract/capture';
import { badRequest, tooManyRequests } from '../../http/errors';
import { createThreadPool, ownBytes } from '../../threads/thread-pool';
import type { PdfContent } from './pdf';

/**
 * A sent PDF is parsed in a thread: pdf.js works on the thread that calls it, and a crafted file (deep object
 * trees, huge streams) could hold the event loop, and every other person's answers, for seconds. One at a time per
 * process; the readings' own gate (gate.ts) already bounds how many wait. A PDF past the time or memory limit is
 * one that cannot be read.
 */
const pool = createThreadPool({
  entry: new URL('./pdf.worker.mjs', import.meta.url),
  parallel: 1,
  maxWaiting: 8,
  busy: (retryAfterSeconds) => tooManyRequests(RECEIPT_MESSAGES.crowded, retryAfterSeconds),
  heapMb: 256,
  timeoutMs: RECEIPT_READ_TIMEOUT_MS,
  tooHeavy: () => badRequest(RECEIPT_MESSAGES.unreadablePdf),
  idleMs: 30_000,
});

/** The PDF's text or pictures (pdf.ts), read off the request's thread; undefined when it cannot be opened. */
export function pdfContentOffThread(bytes: Buffer): Promise<PdfContent | undefined> {
  const own = ownBytes(bytes);
  return pool.run<PdfContent | undefined>(own, [own.buffer], (raw) => {
    const message = raw as { ok: boolean } & Partial<PdfContent>;
    if (!message.ok) return { value: undefined };
    return { value: { text: message.text ?? '', images: message.images ?? [] } };
  });
}
