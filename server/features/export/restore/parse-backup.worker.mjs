// The worker thread of parse-backup-off-thread.ts. Plain JavaScript so that Node can start it as it is, under
// `tsx server/main.ts` and under Vitest alike; it registers tsx to import the TypeScript it runs.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Not awaited at the top: a message that arrives before parentPort has a listener is lost.
const module = import('./parse-backup.ts');

/**
 * The lists sent apart from the rest of the document, a part per message (parse-backup-off-thread.ts's
 * CHUNKED_LISTS): the longest ones, up to 700,000 transactions and 200,000 renda variável prices.
 */
const CHUNKED_LISTS = ['transactions', 'variableIncomePrices'];
/** Rows per message: the main thread decodes each message in a few milliseconds. */
const ROWS_PER_MESSAGE = 2000;

parentPort.on('message', async (bytes) => {
  const { parseBackup } = await module;
  const parsed = parseBackup(bytes);
  if (!parsed.ok) {
    parentPort.postMessage({ kind: 'refused', message: parsed.message });
    return;
  }
  const head = { ...parsed.doc };
  for (const list of CHUNKED_LISTS) delete head[list];
  parentPort.postMessage({ kind: 'head', head });
  for (const list of CHUNKED_LISTS) {
    const rows = parsed.doc[list];
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
      parentPort.postMessage({ kind: 'rows', list, rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
    }
  }
  parentPort.postMessage({ kind: 'done' });
});
