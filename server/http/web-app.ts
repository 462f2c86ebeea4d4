import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundBody } from './error-handler';
import { createPageHtml } from './page-preloads';
import { answerShareWithoutWorker } from './share-fallback';

/** A path whose last segment has an extension asks for a file (`/sw.js`, `/assets/page-1a2b.js`), not a page. */
const FILE_PATH = /\/[^/?]*\.[^/?]+(\?|$)/;

/**
 * Serves the built single-page app when it exists. Files are looked up on each request (a rebuild is served
 * without a restart); hashed assets are cached for a year, everything else (index.html, the service worker
 * sw.js, the manifest, icons) is revalidated on every load, so a new build is seen at once. Any other GET that
 * is not an API call and not a file answers index.html so the browser router handles the path; a missing file
 * and API paths answer the JSON 404 (a chunk of an older build must fail as missing, not parse a page).
 */
export async function serveWebApp(app: FastifyInstance, root: string | undefined): Promise<void> {
  const enabled = !!root && existsSync(path.join(root, 'index.html'));
  if (enabled) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of its text files (scripts/precompress-plugin.ts): sent to browsers
      // that accept them, the plain file to others.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageHtml = enabled ? createPageHtml(root) : null;
  const sendPage = (url: string, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml!(new URL(url, 'http://page').pathname));
  if (enabled) app.get('/', (request, reply) => sendPage(request.url, reply));
  await answerShareWithoutWorker(app);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !FILE_PATH.test(request.url);
    if (enabled && wantsPage) return sendPage(request.url, reply);
    return reply.status(404).send(notFoundBody());
  });
}
