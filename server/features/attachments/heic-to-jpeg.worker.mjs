// The worker thread of heic.ts: decodes an iPhone's HEIC photo with heic-convert (libheif in WebAssembly), which
// sharp's prebuilt binary cannot (it has no HEVC decoder). Plain JavaScript: Node starts it as it is, under tsx and
// under Vitest alike. Decoding a 12 MP photo takes seconds of one core, so it never runs on the request's thread.
import { parentPort } from 'node:worker_threads';
import convert from 'heic-convert';

parentPort.on('message', async (bytes) => {
  try {
    const jpeg = await convert({ buffer: Buffer.from(bytes), format: 'JPEG', quality: 0.92 });
    const out = new Uint8Array(jpeg);
    parentPort.postMessage({ ok: true, bytes: out }, [out.buffer]);
  } catch {
    parentPort.postMessage({ ok: false });
  }
});
