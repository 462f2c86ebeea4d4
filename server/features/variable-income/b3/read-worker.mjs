// The thread of read-in-worker.ts: reads one B3 spreadsheet per message. Plain JavaScript, because neither tsx
// (npm run serve) nor Vitest hands its TypeScript loader to a new thread; tsx's scoped import loads the reader's
// TypeScript here, the same way under both.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { B3FileError, readB3Spreadsheet } = await tsImport('./read.ts', import.meta.url);

parentPort?.on('message', async ({ bytes, priceDate }) => {
  try {
    parentPort?.postMessage({ reading: await readB3Spreadsheet(bytes, { priceDate }) });
  } catch (error) {
    // A refused file answers its status and message; anything else is a fault of the reader, reported as such.
    if (error instanceof B3FileError)
      parentPort?.postMessage({ refused: { status: error.statusCode, message: error.message } });
    else parentPort?.postMessage({ failed: String(error?.stack ?? error) });
  }
});
