import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, every answer still to go out ends its connection (`Connection: close`).
 * `app.close()` waits until all connections have ended, and Node closes only the connections idle at that
 * moment: a request in flight on a keep-alive connection (a browser, a load balancer) would otherwise keep
 * the connection, and the shutdown, open for the keep-alive timeout (72 s) after its answer, past the grace
 * period a process manager gives before SIGKILL.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
