// The thread of read-off-thread.ts: reads one app's export file per message. Plain JavaScript, because neither tsx
// (npm run serve) nor Vitest hands its TypeScript loader to a new thread (see import/statement-worker.mjs).
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readAppFile } = await tsImport('./readers/index.ts', import.meta.url);
const { packLists } = await tsImport('../../threads/packed-lists.ts', import.meta.url);

parentPort?.on('message', async ({ app, bytes, fileName, options }) => {
  // Packed, the history's rows cost the request's thread little to receive (threads/packed-lists.ts).
  const { message, transfer } = packLists(await readAppFile(app, bytes, fileName, options), [
    'rows',
    'errors',
  ]);
  parentPort?.postMessage(message, transfer);
});
