import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

const DOCS_PATH = '/api/docs';
const SCALAR_PATH = `${DOCS_PATH}/scalar.js`;
const INIT_PATH = `${DOCS_PATH}/init.js`;

/**
 * The reference page: our own HTML loading Scalar's bundle and an init script, both served here, so that the app's
 * Content-Security-Policy (no inline script, fonts from the app only) holds on it: Scalar's own page has an inline
 * script and loads fonts from its CDN. `documentPath` is the OpenAPI document the page reads.
 */
export function serveReferencePage(app: FastifyInstance, documentPath: string): void {
  const hidden = { schema: { hide: true } };
  const initScript = initScriptOf(documentPath);
  app.get(DOCS_PATH, hidden, (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE_HTML));
  app.get(INIT_PATH, hidden, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(initScript),
  );
  app.get(SCALAR_PATH, hidden, sendScalarBundle);
}

const PAGE_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Grana API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="app"></div>
    <script src="${INIT_PATH}"></script>
    <script src="${SCALAR_PATH}"></script>
  </body>
</html>
`;

/**
 * Runs before the bundle. The Zod inside it tests once whether it may compile code (`Function('')`): the policy
 * refuses it and reports a violation, though Zod catches the error; told to be jitless, it never tries. The
 * reference is made once the bundle has run (scripts run in order, before DOMContentLoaded).
 */
function initScriptOf(documentPath: string): string {
  const configuration = {
    url: documentPath,
    // Its default fonts come from fonts.scalar.com, which the policy refuses (font-src 'self').
    withDefaultFonts: false,
    localization: { locale: 'pt' },
    documentDownloadType: 'json',
    // What speaks to Scalar's own services (telemetry, its AI chat, its MCP generator, its hosting toolbar) is off:
    // the page asks nothing outside the app.
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
  } satisfies Partial<ApiReferenceConfiguration>;
  return `globalThis.__zod_globalConfig = { jitless: true };
document.addEventListener('DOMContentLoaded', () => {
  Scalar.createApiReference('#app', ${JSON.stringify(configuration)});
});
`;
}

interface Bundle {
  plain: string;
  gzipped: Buffer;
  /**
   * The bundle's content hash as a weak tag (the same for its plain and gzip bodies): a browser that holds this
   * copy is answered 304 with no body.
   */
  etag: string;
}
let bundle: Promise<Bundle> | undefined;

/**
 * Scalar's browser bundle (about 4.3 MB, 1.3 MB gzipped), as its Fastify plugin serves it: the package offers it
 * no other way. Asked of the plugin in an app of its own, so that none of the plugin's routes (its page with the
 * inline script, copies of the document with CORS open) join ours; read on the first visit only, and kept with
 * its gzip and hash. Brotli would save a further 7% (quality 4) for seconds of CPU on the first visit: gzip it is.
 */
function scalarBundle(): Promise<Bundle> {
  bundle ??= (async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const holder = Fastify();
    try {
      await holder.register(scalar, { routePrefix: '/scalar', configuration: { url: '/' } });
      const answer = await holder.inject('/scalar/js/scalar.js');
      if (answer.statusCode !== 200) throw new Error(`Scalar's bundle answered ${answer.statusCode}`);
      const etag = `W/"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
      return { plain: answer.body, gzipped: await promisify(gzip)(answer.body), etag };
    } finally {
      await holder.close();
    }
  })();
  bundle.catch(() => {
    bundle = undefined;
  });
  return bundle;
}

/**
 * The bundle, revalidated on each visit (`no-cache` with its ETag): a browser that has it is answered 304 and
 * downloads nothing, and a new version of Scalar after an update is seen at once. The URL stays the same across
 * versions, so it cannot be cached as immutable.
 */
async function sendScalarBundle(request: FastifyRequest, reply: FastifyReply) {
  const { plain, gzipped, etag } = await scalarBundle();
  reply
    .type('text/javascript; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', 'public, no-cache')
    .header('etag', etag);
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  const held = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map(weak);
  if (held.includes(weak(etag))) return reply.status(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(plain);
}
