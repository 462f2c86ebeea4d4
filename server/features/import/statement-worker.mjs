// The thread of read-in-worker.ts: reads one statement per message. Plain JavaScript, because neither tsx
// (npm run serve) nor Vitest hands its TypeScript loader to a new thread; tsx's scoped import loads the
// reader's TypeScript here, the same way under both.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readStatement } = await tsImport('../../../common/csv/read-statement.ts', import.meta.url);
const { packLists } = await tsImport('../../threads/packed-lists.ts', import.meta.url);

parentPort?.on('message', ({ bytes, fileName, settings }) => {
  // Packed, the statement's rows cost the request's thread little to receive (threads/packed-lists.ts).
  const { message, transfer } = packLists(readStatement(bytes, fileName, settings), ['rows', 'errors']);
  parentPort?.postMessage(message, transfer);
});
