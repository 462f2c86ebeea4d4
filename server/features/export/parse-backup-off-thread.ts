import { Worker } from 'node:worker_threads';
import { type BackupDocument, RESTORE_MESSAGES } from '../../../common/contract/export';
import { badRequest, HttpError } from '../../http/errors';

/**
 * The worker's heap. A real backup of 150 MB (some 700,000 transactions) reads in well under it; a body built
 * to blow up in JSON.parse that the shape check let through stops here, as a 413, instead of taking the
 * machine's memory.
 */
const WORKER_HEAP_MB = 1536;
/** Backups read at once by this process; more wait their turn (each may hold a worker's heap). */
const MAX_PARSING = 2;

type WorkerMessage =
  | { kind: 'refused'; message: string }
  | { kind: 'head'; head: Omit<BackupDocument, 'transactions'> }
  | { kind: 'transactions'; rows: BackupDocument['transactions'] }
  | { kind: 'done' };

let parsing = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (parsing >= MAX_PARSING) await new Promise<void>((resolve) => waiting.push(resolve));
  parsing++;
  try {
    return await work();
  } finally {
    parsing--;
    waiting.shift()?.();
  }
}

/** Workers waiting for the next backup: starting one (tsx, the contract's schema) takes a few hundred ms. */
const idle: Worker[] = [];
/** After a document this large the worker is ended rather than kept, to give its heap back. */
const KEEP_WORKER_BELOW_BYTES = 1024 * 1024;

function startWorker(): Worker {
  const worker = new Worker(new URL('./parse-backup.worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return worker;
}

/**
 * Reads and checks a backup (parse-backup.ts) in a worker thread, so that JSON.parse and the schema of tens of
 * MB never hold the event loop: every other request keeps being answered meanwhile. The bytes are moved to the
 * worker, not copied. The document comes back a few thousand transactions per message, each decoded in a short
 * turn of the event loop. Throws the 400 or 413 to answer when it is not a backup that can be restored.
 */
export function parseBackupOffThread(bytes: Uint8Array): Promise<BackupDocument> {
  // Only a buffer of its own can be moved (small Buffers share a pool).
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  return inTurn(
    () =>
      new Promise<BackupDocument>((resolve, reject) => {
        const worker = idle.pop() ?? startWorker();
        // A worker keeps the process alive while it reads, never while it waits.
        worker.ref();
        let head: Omit<BackupDocument, 'transactions'> | undefined;
        const transactions: BackupDocument['transactions'] = [];
        const onMessage = (message: WorkerMessage) => {
          if (message.kind === 'refused') finish(() => reject(badRequest(message.message)), true);
          else if (message.kind === 'head') head = message.head;
          else if (message.kind === 'transactions') {
            for (const row of message.rows) transactions.push(row);
          } else if (head) {
            const doc = { ...head, transactions };
            finish(() => resolve(doc), true);
          }
        };
        const onError = (error: Error & { code?: string }) => {
          const answer =
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new HttpError(413, RESTORE_MESSAGES.tooLargeToRead)
              : error;
          finish(() => reject(answer), false);
        };
        const onExit = (code: number) => {
          finish(
            () => reject(new Error(`the backup's worker stopped (code ${code}) without an answer`)),
            false,
          );
        };
        // Only this call's listeners are removed: Node keeps listeners of its own on a Worker.
        const finish = (outcome: () => void, reusable: boolean) => {
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          if (reusable && own.byteLength < KEEP_WORKER_BELOW_BYTES) {
            worker.unref();
            idle.push(worker);
          } else void worker.terminate();
          outcome();
        };
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        worker.postMessage(own, [own.buffer as ArrayBuffer]);
      }),
  );
}
