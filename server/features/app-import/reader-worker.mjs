// The thread of read-off-thread.ts: reads one app's export file per message. Plain JavaScript, because neither tsx
// (npm run serve) nor Vitest hands its TypeScript loader to a new thread (see import/statement-worker.mjs).
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readAppFile } = await tsImport('./readers/index.ts', import.meta.url);

parentPort?.on('message', async ({ app, bytes, fileName }) => {
  parentPort?.postMessage(await readAppFile(app, bytes, fileName));
});
