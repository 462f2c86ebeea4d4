import type { BackupDocument } from '../../../../common/contract/export/document';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { badRequest, HttpError, tooManyRequests } from '../../../http/errors';
import { createThreadPool, ownBytes, type Sender } from '../../../threads/thread-pool';

/** The lists the worker sends apart, a part per message (parse-backup.worker.mjs's CHUNKED_LISTS). */
type ChunkedList = 'transactions' | 'variableIncomePrices';

/** The messages of parse-backup.worker.mjs, in order: refused, or head, rows of each chunked list..., done. */
type WorkerMessage =
  | { kind: 'refused'; message: string }
  | { kind: 'head'; head: Omit<BackupDocument, ChunkedList> }
  | { kind: 'rows'; list: ChunkedList; rows: unknown[] }
  | { kind: 'done' };

const pool = createThreadPool({
  entry: new URL('./parse-backup.worker.mjs', import.meta.url),
  // Two backups read at once, four waiting (each waiting body is held in memory, up to 150 MB), one of a book.
  parallel: 2,
  maxWaiting: 4,
  maxWaitingPerSender: 1,
  busy: (retryAfterSeconds) => tooManyRequests(RESTORE_MESSAGES.busy, retryAfterSeconds),
  // A real backup of 150 MB (some 700,000 transactions) reads in well under both; a body built to blow up in
  // JSON.parse that the shape check let through stops here, as a 413, instead of taking the machine's memory.
  heapMb: 1536,
  timeoutMs: 120_000,
  tooHeavy: () => new HttpError(413, RESTORE_MESSAGES.tooLargeToRead),
  // Starting a thread (tsx, the contract's schema) takes a few hundred ms: kept a while for the next restore.
  idleMs: 30_000,
});

/**
 * Reads and checks a backup (parse-backup.ts) in a worker thread, so that JSON.parse and the schema of tens of
 * MB never hold the event loop: every other request keeps being answered meanwhile. The bytes are moved to the
 * thread (the caller must not read them afterwards). The document comes back a few thousand transactions (or
 * prices) per message, each decoded in a short turn of the event loop. Throws the 400, 413 or 429 to answer when it is not
 * a backup that can be restored now. `sender` is the book restored into: books take the threads in turn.
 */
export function parseBackupOffThread(sender: Sender, bytes: Uint8Array): Promise<BackupDocument> {
  const own = ownBytes(bytes);
  let head: Omit<BackupDocument, ChunkedList> | undefined;
  const lists: Pick<BackupDocument, ChunkedList> = { transactions: [], variableIncomePrices: [] };
  return pool.run<BackupDocument>(sender, own, [own.buffer], (raw) => {
    const message = raw as WorkerMessage;
    if (message.kind === 'refused') return { error: badRequest(message.message) };
    if (message.kind === 'head') head = message.head;
    else if (message.kind === 'rows') {
      const rows: unknown[] = lists[message.list];
      for (const row of message.rows) rows.push(row);
    } else if (head) return { value: { ...head, ...lists } };
    return undefined;
  });
}
