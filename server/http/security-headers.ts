import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, no framing, no referrer, ...) on every answer.
 * Our policy is the same for every request (no nonces), so the headers are computed once here; the Fastify
 * plugin builds the helmet middleware again on every request.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = headersOf(helmet(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Runs the middleware once against a recording response and keeps the headers it sets. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every API answer is someone's money (or a sign-in): `Cache-Control: no-store`, so that neither a shared phone's
 * browser nor a proxy keeps a copy. Set on the request, for every path under the API's prefix, so that its errors
 * and unknown paths say it too; the downloads set it again beside their other headers.
 */
export function forbidCaching(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(prefix)) reply.header('cache-control', 'no-store');
    done();
  });
}
