import { HttpError, tooManyRequests } from '../../../http/errors';
import { createThreadPool, ownBytes, type Sender } from '../../../threads/thread-pool';
import { B3_MESSAGES } from './file-limits';
import type { B3Reading } from './reading';

/**
 * Unpacking an xlsx costs far more than its size (a 5 MB file can hold hundreds of MB of XML) and exceljs holds the
 * whole workbook: the reading runs on a worker thread (read-worker.mjs) with a memory and a time limit, so a heavy
 * or hostile file costs its sender a 413 and nobody else a stalled server. The reader refuses a file past its limits
 * before exceljs loads it (workbook-bounds.ts), so a reading that passes is small: on 2 shared cores at a load of
 * 10, a 1,000-line Negociação read in 0.2-0.7 s, and the heaviest file the limits let through (1,000 lines of 99
 * cells of text, 8 MB of XML) in 1.0-1.3 s. A thread's start (loading exceljs) took 1.5-2 s there, 5 s at a load
 * of 15 with two starting at once.
 */
export const B3_READ_MESSAGES = {
  tooHeavy: B3_MESSAGES.tooHeavy,
  busy: 'Muitas planilhas estão sendo lidas agora. Tente de novo em alguns segundos.',
} as const;

/**
 * Two readings at once, so that one person's file (one at a time per person: routes.ts) never holds the only
 * thread while another person's waits; eight waiting (one of a person), then 429. A reading past 20 s is stopped and its thread
 * ended (413): room for the heaviest file allowed on a thread just started on a loaded machine, and nothing more.
 */
const pool = createThreadPool({
  entry: new URL('./read-worker.mjs', import.meta.url),
  parallel: 2,
  maxWaiting: 8,
  maxWaitingPerSender: 1,
  busy: (retryAfterSeconds) => tooManyRequests(B3_READ_MESSAGES.busy, retryAfterSeconds),
  timeoutMs: 20_000,
  heapMb: 512,
  tooHeavy: () => new HttpError(413, B3_READ_MESSAGES.tooHeavy),
  idleMs: 30_000,
});

type Answer = { reading: B3Reading } | { refused: { status: number; message: string } } | { failed: string };

/**
 * readB3Spreadsheet on the pool: the reading, or an HttpError (400 or 413 with the reader's message, 413 past the
 * thread's limits, 429 when too many wait). The bytes are moved to the thread when they own their buffer.
 */
export function readB3OffThread(sender: Sender, bytes: Uint8Array, priceDate: string): Promise<B3Reading> {
  const own = ownBytes(bytes);
  return pool.run<B3Reading>(sender, { bytes: own, priceDate }, [own.buffer], (message) => {
    const answer = message as Answer;
    if ('reading' in answer) return { value: answer.reading };
    if ('refused' in answer) return { error: new HttpError(answer.refused.status, answer.refused.message) };
    return { error: new Error(`B3 reader failed: ${answer.failed}`) };
  });
}

export const closeB3Reader = pool.close;
