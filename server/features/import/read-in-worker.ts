import { Worker } from 'node:worker_threads';
import type { CsvSettings, StatementResult } from '../../../common/csv';
import { HttpError, tooManyRequests } from '../../http/errors';

/**
 * Reading a statement is pure computation over up to 20 MB: on the request's thread it would stop every other
 * person's request until it ends, however bounded the readers are. It runs in a few reusable worker threads
 * instead (statement-worker.mjs), each with a time and a memory limit, so a hostile or huge file costs its
 * sender a 4xx and nobody else anything.
 */

export const READ_MESSAGES = {
  tooHeavy: 'O arquivo é grande ou complexo demais para ser lido. Divida o extrato em arquivos menores.',
  busy: 'Muitos extratos estão sendo lidos agora. Tente de novo em alguns segundos.',
} as const;

export interface StatementReaderOptions {
  /** Statements read at the same time; the other cores keep answering requests. */
  parallel: number;
  /** Uploads waiting for a free thread; one more is answered 429. */
  maxWaiting: number;
  /** A read that takes longer is stopped and answered 413. */
  timeoutMs: number;
  /** Heap of one thread; a read that needs more is answered 413. 200,000 rows of 20 MB take about 250 MB. */
  heapMb: number;
  /** An idle thread ends after this long, giving its memory back. */
  idleMs: number;
}

export const DEFAULT_READER_OPTIONS: StatementReaderOptions = {
  parallel: 2,
  maxWaiting: 8,
  timeoutMs: 30_000,
  heapMb: 512,
  idleMs: 30_000,
};

interface Job {
  bytes: Uint8Array;
  fileName: string;
  settings: CsvSettings;
  resolve: (result: StatementResult) => void;
  reject: (error: unknown) => void;
}

const WORKER_URL = new URL('./statement-worker.mjs', import.meta.url);

export function createStatementReader(options: Partial<StatementReaderOptions> = {}) {
  const limits = { ...DEFAULT_READER_OPTIONS, ...options };
  const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];
  const waiting: Job[] = [];
  const running = new Set<Worker>();

  const spawn = () =>
    // No execArgv: the thread needs no flag of the parent's (tsx's loader among them; the entry loads tsx itself).
    new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });

  const park = (worker: Worker) => {
    // An idle thread must not keep the process alive, nor hold its memory for long.
    worker.unref();
    const timer = setTimeout(() => {
      const at = idle.findIndex((entry) => entry.worker === worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, limits.idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };

  const run = (job: Job) => {
    const parked = idle.pop();
    if (parked) clearTimeout(parked.timer);
    const worker = parked?.worker ?? spawn();
    worker.ref();
    running.add(worker);

    const finish = (healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      running.delete(worker);
      if (healthy) park(worker);
      else void worker.terminate();
      const next = waiting.shift();
      if (next) run(next);
    };
    const onMessage = (result: StatementResult) => {
      finish(true);
      job.resolve(result);
    };
    const onError = (error: Error & { code?: string }) => {
      finish(false);
      job.reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, READ_MESSAGES.tooHeavy) : error,
      );
    };
    const onExit = (code: number) => {
      finish(false);
      job.reject(new Error(`statement reader thread exited with code ${code}`));
    };
    const timer = setTimeout(() => {
      finish(false);
      job.reject(new HttpError(413, READ_MESSAGES.tooHeavy));
    }, limits.timeoutMs);

    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy of exactly the file's bytes (an upload's Buffer may be a view on a larger pool), moved, not cloned.
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ bytes, fileName: job.fileName, settings: job.settings }, [bytes.buffer]);
  };

  return {
    /** readStatement (common/csv) on a worker thread; rejects with a 4xx HttpError when the file is too heavy. */
    read(bytes: Uint8Array, fileName: string, settings: CsvSettings): Promise<StatementResult> {
      return new Promise((resolve, reject) => {
        const job: Job = { bytes, fileName, settings, resolve, reject };
        if (running.size < limits.parallel) run(job);
        else if (waiting.length < limits.maxWaiting) waiting.push(job);
        else reject(tooManyRequests(READ_MESSAGES.busy, 5));
      });
    },
    /** Ends the idle threads (the running ones end with their read). */
    async close(): Promise<void> {
      const parked = idle.splice(0);
      for (const entry of parked) clearTimeout(entry.timer);
      await Promise.all(parked.map((entry) => entry.worker.terminate()));
    },
  };
}

const shared = createStatementReader();

/** The server's reader: every import's statement is read here. */
export const readStatementOffThread = shared.read;
