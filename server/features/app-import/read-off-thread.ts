import { APP_IMPORT_MESSAGES } from '../../../common/contract/app-import';
import { HttpError, tooManyRequests } from '../../http/errors';
import { type PackedLists, unpackLists } from '../../threads/packed-lists';
import { createThreadPool, ownBytes, type Sender } from '../../threads/thread-pool';
import { DEFAULT_READER_LIMITS } from '../import/public';
import type { AppHistory, AppReadOptions, SourceApp } from './readers/types';

/**
 * Another app's file is read off the request's thread, as a bank statement is (import/read-in-worker.ts): an
 * Excel workbook or a 50,000-row CSV is seconds of pure computation that would stop everybody else's requests.
 */
const pool = createThreadPool({
  ...DEFAULT_READER_LIMITS,
  entry: new URL('./reader-worker.mjs', import.meta.url),
  busy: (retryAfterSeconds) => tooManyRequests(APP_IMPORT_MESSAGES.busy, retryAfterSeconds),
  tooHeavy: () => new HttpError(413, APP_IMPORT_MESSAGES.tooHeavy),
});

/**
 * The file's history, read on a worker thread in the sender's turn (the person importing); the bytes are moved
 * there (the caller must not read them after).
 */
export async function readAppFileOffThread(
  sender: Sender,
  app: SourceApp,
  bytes: Uint8Array,
  fileName: string,
  options: AppReadOptions = {},
): Promise<AppHistory> {
  const own = ownBytes(bytes);
  const posted = await pool.run(sender, { app, bytes: own, fileName, options }, [own.buffer], (message) => ({
    value: message as PackedLists<AppHistory, 'rows' | 'errors'> | AppHistory,
  }));
  // Rebuilt after the thread is free again, in turns of the event loop (threads/packed-lists.ts).
  return unpackLists(posted);
}
