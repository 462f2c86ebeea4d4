import { RECEIPT_MESSAGES } from '../../../../common/contract/capture';
import { badRequest, tooManyRequests } from '../../../http/errors';
import { createThreadPool, ownBytes, type Sender } from '../../../threads/thread-pool';
import type { PdfContent } from './pdf';

/**
 * A PDF's reading stops past this: one within the drawing bound (pdf-drawing.ts) parses in some 4 s on a loaded
 * 2-core machine, a thread's start (tsx, pdf.js) takes 1-2 s more; the rest of the reading's 20 s
 * (RECEIPT_READ_TIMEOUT_MS) is for the OCR of a scan's pictures. A crafted PDF the bound does not see (a form
 * drawn again and again, a filter zlib does not measure) costs its sender this long and one thread.
 */
export const PDF_READ_TIMEOUT_MS = 10_000;

/**
 * A sent PDF is parsed in a thread: pdf.js works on the thread that calls it, and a crafted file (deep object
 * trees, huge streams) could hold the event loop, and every other person's answers, for seconds. Two at a time
 * per process, one per person (the pool's turns; the readings' gate, gate.ts, also lets a person read one at a
 * time): a hostile PDF holds one thread while another person's receipt is read on the other. A PDF past the time
 * or memory limit is one that cannot be read.
 */
const pool = createThreadPool({
  entry: new URL('./pdf.worker.mjs', import.meta.url),
  parallel: 2,
  maxWaiting: 8,
  maxWaitingPerSender: 1,
  busy: (retryAfterSeconds) => tooManyRequests(RECEIPT_MESSAGES.crowded, retryAfterSeconds),
  heapMb: 256,
  timeoutMs: PDF_READ_TIMEOUT_MS,
  tooHeavy: () => badRequest(RECEIPT_MESSAGES.unreadablePdf),
  idleMs: 30_000,
});

/**
 * The PDF's text or pictures (pdf.ts), read off the request's thread in the sender's turn (the person reading);
 * undefined when it cannot be opened or draws past the bound.
 */
export function pdfContentOffThread(sender: Sender, bytes: Buffer): Promise<PdfContent | undefined> {
  const own = ownBytes(bytes);
  return pool.run<PdfContent | undefined>(sender, own, [own.buffer], (raw) => {
    const message = raw as { ok: boolean } & Partial<PdfContent>;
    if (!message.ok) return { value: undefined };
    return { value: { text: message.text ?? '', images: message.images ?? [] } };
  });
}
