// POST /mcp: Grana's MCP server over Streamable HTTP, stateless (a new server and transport per request, the SDK's
// documented stateless pattern), answering JSON rather than a stream (every tool answers at once). Registered by
// app.ts in a scope of its own behind the authentication hook, so the bearer is checked as on every API route.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../../common/contract/books';
import type { AuthUser } from '../../auth-user';
import { READS_ONLY } from '../../http/authenticate';
import { injectCaller } from './api-caller';
import { createGranaMcpServer } from './server';

export const MCP_PATH = '/mcp';

/** Whether the write tools are offered: a session, or a token of scope escrita, in a book the person writes in. */
export function mayWrite(user: AuthUser): boolean {
  return (user.token === undefined || user.token.scope === 'escrita') && can(user.role, 'write');
}

/** The incoming request as the SDK's web-standard transport reads it (the body is handed over already parsed). */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${request.hostname || 'localhost'}${request.url}`, {
    method: request.method,
    headers,
  });
}

async function answerMcp(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const server = createGranaMcpServer(injectCaller(app, request), {
    writes: mayWrite(request.user),
    logUnexpected: (error) => request.log.error(error, 'MCP tool failed'),
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(webRequestOf(request), { parsedBody: request.body });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    const text = await response.text();
    return reply.send(text === '' ? undefined : text);
  } finally {
    await transport.close();
    await server.close();
  }
}

/** A stateless server has no stream to open (GET) nor session to end (DELETE): the SDK's stateless example's 405. */
function notAllowed(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(405)
    .header('allow', 'POST')
    .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Método não permitido: use POST.' }, id: null });
}

export async function mcpRoutes(app: FastifyInstance) {
  // An MCP client told 401 looks for how to authenticate (RFC 6750): a bearer, a personal access token here.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="grana"');
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // A POST that only reads as far as the hook is concerned: each tool's own call is checked (a write tool's is a
  // write), so a read-only token or a leitor may still use the read tools.
  app.post(MCP_PATH, { config: READS_ONLY }, (request, reply) => answerMcp(app, request, reply));
  app.get(MCP_PATH, { config: READS_ONLY }, notAllowed);
  app.delete(MCP_PATH, { config: READS_ONLY }, notAllowed);
}
