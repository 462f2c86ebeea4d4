// The worker thread of pdf-off-thread.ts: pdf.js (through unpdf) parses a sent PDF here, never on the request's
// thread, where a hostile file's objects would hold every other person's answers. Plain JavaScript so that Node
// starts it as it is, under tsx and under Vitest alike; it registers tsx to import the TypeScript it runs.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Not awaited at the top: a message that arrives before parentPort has a listener is lost.
const module = import('./pdf.ts');

parentPort.on('message', async (bytes) => {
  const { pdfContent } = await module;
  const content = await pdfContent(Buffer.from(bytes));
  if (!content) {
    parentPort.postMessage({ ok: false });
    return;
  }
  const images = content.images.map((i) => ({ ...i, data: new Uint8ClampedArray(i.data) }));
  parentPort.postMessage(
    { ok: true, text: content.text, images },
    images.map((i) => i.data.buffer),
  );
});
