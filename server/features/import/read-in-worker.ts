import type { CsvSettings, StatementResult } from '../../../common/csv';
import { HttpError, tooManyRequests } from '../../http/errors';
import { type PackedLists, unpackLists } from '../../threads/packed-lists';
import { createThreadPool, ownBytes, type Sender, type ThreadPoolOptions } from '../../threads/thread-pool';

/**
 * Reading a statement is pure computation over up to 20 MB: on the request's thread it would stop every other
 * person's request until it ends, however bounded the readers are. It runs on a pool of worker threads
 * (statement-worker.mjs) with a time and a memory limit.
 */

export const READ_MESSAGES = {
  tooHeavy: 'O arquivo é grande ou complexo demais para ser lido. Divida o extrato em arquivos menores.',
  busy: 'Muitos extratos estão sendo lidos agora. Tente de novo em alguns segundos.',
} as const;

type ReaderLimits = Pick<
  ThreadPoolOptions,
  'parallel' | 'maxWaiting' | 'maxWaitingPerSender' | 'timeoutMs' | 'heapMb' | 'idleMs'
>;

/** Two reads at once, eight waiting (two of one person); 200,000 rows of 20 MB take about 250 MB of heap. */
export const DEFAULT_READER_LIMITS: ReaderLimits = {
  parallel: 2,
  maxWaiting: 8,
  maxWaitingPerSender: 2,
  timeoutMs: 30_000,
  heapMb: 512,
  idleMs: 30_000,
};

export function createStatementReader(limits: Partial<ReaderLimits> = {}) {
  const pool = createThreadPool({
    ...DEFAULT_READER_LIMITS,
    ...limits,
    entry: new URL('./statement-worker.mjs', import.meta.url),
    busy: (retryAfterSeconds) => tooManyRequests(READ_MESSAGES.busy, retryAfterSeconds),
    tooHeavy: () => new HttpError(413, READ_MESSAGES.tooHeavy),
  });
  return {
    /**
     * readStatement (common/csv) on a worker thread, in the sender's turn (the person importing); rejects with
     * a 4xx HttpError when the file is too heavy, 429 when the sender's places in the line are taken.
     * The bytes are moved to the thread when they own their buffer: the caller must not read them afterwards.
     */
    async read(
      sender: Sender,
      bytes: Uint8Array,
      fileName: string,
      settings: CsvSettings,
    ): Promise<StatementResult> {
      const own = ownBytes(bytes);
      const posted = await pool.run(sender, { bytes: own, fileName, settings }, [own.buffer], (message) => ({
        value: message as PackedLists<StatementResult, 'rows' | 'errors'> | StatementResult,
      }));
      // Rebuilt after the thread is free again, in turns of the event loop (threads/packed-lists.ts).
      return unpackLists(posted);
    },
    close: pool.close,
  };
}

const shared = createStatementReader();

/** The server's reader: every import's statement is read here. */
export const readStatementOffThread = shared.read;
