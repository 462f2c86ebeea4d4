import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';

/**
 * Serves the built single-page app when it exists. Files are looked up on each request (a rebuild is served
 * without a restart); hashed assets are cached for a year. Any other GET that is not an API call answers
 * index.html so the browser router handles the path; API paths answer the JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, root: string | undefined): Promise<void> {
  const enabled = !!root && existsSync(path.join(root, 'index.html'));
  if (enabled) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (enabled && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(notFoundBody());
  });
}
