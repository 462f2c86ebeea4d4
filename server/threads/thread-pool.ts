import { Worker } from 'node:worker_threads';
import { createFairLine, type Sender } from './fair-line';

export type { Sender };

/**
 * Work that is pure computation over a large input (reading a 20 MB statement, parsing a 150 MB backup) would
 * hold the event loop, and with it every other person's request, for as long as it runs. A pool of reusable
 * worker threads runs it instead, each thread with a heap limit and each job with a time limit, and a bounded
 * line of jobs waiting for a thread: a hostile or huge input costs its sender a 4xx and nobody else anything.
 *
 * The line is fair between senders (a person, or a book): a sender runs one job at a time, the threads go round
 * the senders that wait (each sender's jobs oldest first), and a sender keeps only a few jobs waiting. So one
 * person's heavy files hold one thread at most, and fill their own places in the line, never another person's.
 *
 * A thread's entry is plain JavaScript (neither tsx nor Vitest hands its TypeScript loader to a new thread); it
 * loads its TypeScript with tsx's API and answers each posted job with one or more messages.
 */
export interface ThreadPoolOptions {
  /** The thread's entry (a .mjs file). */
  entry: URL;
  /** Jobs running at once: the other cores keep answering requests. */
  parallel: number;
  /** Jobs waiting for a thread, all senders together; one more is refused at once with `busy()`. */
  maxWaiting: number;
  /** Jobs of one sender waiting for a thread (besides the one it runs); one more is refused with `busy()`. */
  maxWaitingPerSender: number;
  /**
   * The answer to a job refused because the line is full (a 429 saying when to try again): made by the caller,
   * which owns its message and its HTTP status, so the pool stays below the HTTP layer.
   */
  busy: (retryAfterSeconds: number) => Error;
  /** A job that takes longer is stopped, its thread ended, and `tooHeavy()` is its answer. */
  timeoutMs: number;
  /** Heap of one thread; a job that needs more ends its thread, and `tooHeavy()` is its answer. */
  heapMb: number;
  /** The answer of a job stopped by the time or memory limit (a 4xx: the input is at fault). */
  tooHeavy: () => Error;
  /** An idle thread ends after this long, giving its memory back. */
  idleMs: number;
}

/** What a job makes of each message of its thread: go on waiting, or end with a value or an error. */
export type Receive<T> = (message: unknown) => { value: T } | { error: Error } | undefined;

interface Job {
  sender: Sender;
  message: unknown;
  transfer: ArrayBuffer[];
  receive: Receive<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** When a refused job's sender is told to try again: a job of the line ahead has usually ended by then. */
const BUSY_RETRY_SECONDS = 5;

export function createThreadPool(options: ThreadPoolOptions) {
  const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];
  const line = createFairLine<Job>(options);
  let running = 0;

  const startWaiting = () => {
    while (running < options.parallel) {
      const next = line.next();
      if (!next) return;
      run(next);
    }
  };

  const spawn = () =>
    // No execArgv: the thread needs none of the parent's flags (tsx's loader among them).
    new Worker(options.entry, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: options.heapMb } });

  const park = (worker: Worker) => {
    // An idle thread must not keep the process alive, nor hold its memory for long.
    worker.unref();
    const timer = setTimeout(() => {
      const at = idle.findIndex((entry) => entry.worker === worker);
      if (at >= 0) idle.splice(at, 1);
      void worker.terminate();
    }, options.idleMs);
    timer.unref();
    idle.push({ worker, timer });
  };

  const run = (job: Job) => {
    running += 1;
    line.started(job.sender);
    const parked = idle.pop();
    if (parked) clearTimeout(parked.timer);
    const worker = parked?.worker ?? spawn();
    worker.ref();

    let ended = false;
    const end = (healthy: boolean, settle: () => void) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      // Only this job's listeners: Node keeps listeners of its own on a Worker.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) park(worker);
      else void worker.terminate();
      running -= 1;
      line.ended(job.sender);
      settle();
      startWaiting();
    };
    const onMessage = (message: unknown) => {
      const outcome = job.receive(message);
      if (!outcome) return;
      if ('value' in outcome) end(true, () => job.resolve(outcome.value));
      else end(true, () => job.reject(outcome.error));
    };
    const onError = (error: Error & { code?: string }) => {
      const answer = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.tooHeavy() : error;
      end(false, () => job.reject(answer));
    };
    const onExit = (code: number) => {
      end(false, () => job.reject(new Error(`worker thread exited with code ${code} before answering`)));
    };
    const timer = setTimeout(() => end(false, () => job.reject(options.tooHeavy())), options.timeoutMs);

    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job.message, job.transfer);
  };

  return {
    /**
     * Posts `message` to a thread (moving `transfer`, not copying it) for `sender`, and answers what `receive`
     * makes of the thread's messages. Rejects with `busy()` when the line, or the sender's places in it, are full,
     * with `tooHeavy()` past a limit.
     */
    run<T>(sender: Sender, message: unknown, transfer: ArrayBuffer[], receive: Receive<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          sender,
          message,
          transfer,
          receive,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        // A free thread is free for this sender only if it runs nothing: the waiting jobs wait for theirs.
        if (running < options.parallel && !line.runs(sender)) run(job);
        else if (!line.wait(job)) reject(options.busy(BUSY_RETRY_SECONDS));
      });
    },

    /** Ends the idle threads (the running ones end with their job). */
    async close(): Promise<void> {
      const parked = idle.splice(0);
      for (const entry of parked) clearTimeout(entry.timer);
      await Promise.all(parked.map((entry) => entry.worker.terminate()));
    },
  };
}
export type ThreadPool = ReturnType<typeof createThreadPool>;

/** `bytes` as a buffer of their own, which can be moved to a thread (an upload's Buffer may share a pool). */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}
