// The OCR: one tesseract.js worker per process (its own worker thread, off the event loop), made at the first
// reading, reused by the next ones, replaced after a reading that ran out of time, ended when the app closes.
// Its Portuguese data comes from the npm package @tesseract.js-data/por: with `langPath` set nothing is fetched at
// run time (without it tesseract.js asks a CDN, and that failure kills the process even inside a try/catch), and
// `cacheMethod: 'none'` keeps it from writing 15 MB into the working folder (../shared/STACK.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/por/package.json')),
  '4.0.0_best_int',
);

export interface OcrEngine {
  /** The text of an image (PNG or JPEG bytes), or a rejection when the engine is recycled meanwhile. */
  read(image: Buffer): Promise<string>;
  /** Ends the worker (a reading that ran out of time); the next reading starts a fresh one. */
  recycle(): Promise<void>;
  close(): Promise<void>;
  /** Whether a worker is alive now (the tests and the bench look). */
  started(): boolean;
}

export function ocrEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;

  function current(): Promise<Worker> {
    worker ??= createWorker('por', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      // The worker's own errors come back as the job's rejection; nothing to print.
      errorHandler: () => {},
    }).catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  }

  async function end(): Promise<void> {
    const ending = worker;
    worker = null;
    if (ending) await (await ending.catch(() => null))?.terminate();
  }

  return {
    async read(image) {
      const w = await current();
      const { data } = await w.recognize(image);
      return data.text;
    },
    recycle: end,
    close: end,
    started: () => worker !== null,
  };
}
