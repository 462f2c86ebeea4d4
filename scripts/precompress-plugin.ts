import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; images and icons are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(dir, e.name));
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every script and style sheet of the build's assets/,
 * which the server sends to browsers that accept them (@fastify/static's preCompressed, server/http/web-app.ts).
 * Compressing once at build time allows the slowest, smallest settings (brotli 11): on a phone's network the
 * bytes are the cost. Only the hashed files of assets/: a file under a fixed name (index.html, sw.js) could be
 * replaced without its copies, which would then be served stale (and those are small). The service worker's
 * precache list names only the plain files.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'grana-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await filesUnder(path.join(outDir, 'assets'));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
