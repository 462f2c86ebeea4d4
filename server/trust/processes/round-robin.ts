/**
 * A small load balancer in the test process: each request goes to the next server in turn, its body and its answer
 * streamed through untouched, as a balancer without sticky sessions sends them. A server taken out (stopped, or
 * found dead) gets no more requests; one that cannot be reached answers 502, as a balancer would.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  /** http://127.0.0.1:port: where the tests send their requests. */
  origin: string;
  /** Requests sent to each server, by its origin. */
  served: Map<string, number>;
  /** The server gets no request from now on (what a balancer's health check does with a dead one). */
  takeOut(origin: string): void;
  close(): Promise<void>;
}

export async function startRoundRobin(origins: string[]): Promise<RoundRobin> {
  const serving = [...origins];
  const served = new Map(origins.map((o) => [o, 0]));
  let next = 0;

  const forward = (incoming: IncomingMessage, answer: ServerResponse) => {
    if (serving.length === 0) {
      answer.writeHead(503).end();
      return;
    }
    const target = new URL(serving[next++ % serving.length]!);
    served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    outgoing.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502);
      answer.end();
    });
    incoming.pipe(outgoing);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    takeOut(origin) {
      const at = serving.indexOf(origin);
      if (at >= 0) serving.splice(at, 1);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
