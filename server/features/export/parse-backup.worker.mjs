// The worker thread of parse-backup-off-thread.ts. Plain JavaScript so that Node can start it as it is, under
// `tsx server/main.ts` and under Vitest alike; it registers tsx to import the TypeScript it runs.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Not awaited at the top: a message that arrives before parentPort has a listener is lost.
const module = import('./parse-backup.ts');

/** Transactions per message: the main thread decodes each message in a few milliseconds. */
const TRANSACTIONS_PER_MESSAGE = 2000;

parentPort.on('message', async (bytes) => {
  const { parseBackup } = await module;
  const parsed = parseBackup(bytes);
  if (!parsed.ok) {
    parentPort.postMessage({ kind: 'refused', message: parsed.message });
    return;
  }
  const { transactions, ...head } = parsed.doc;
  parentPort.postMessage({ kind: 'head', head });
  for (let start = 0; start < transactions.length; start += TRANSACTIONS_PER_MESSAGE) {
    const rows = transactions.slice(start, start + TRANSACTIONS_PER_MESSAGE);
    parentPort.postMessage({ kind: 'transactions', rows });
  }
  parentPort.postMessage({ kind: 'done' });
});
