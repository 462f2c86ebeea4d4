// How the MCP tools reach Grana: through its own HTTP API, never its repositories, so that every rule (the token's
// scope and books, the book's roles, validation, limits) has one path: the routes and the authentication hook the web
// app goes through. Two callers: app.inject for /mcp (the incoming request's credentials carried along), fetch for
// the stdio script (GRANA_URL and GRANA_TOKEN).
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { BOOK_HEADER } from '../../../common/contract/books';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** What the API answered: its `data`, or its Portuguese refusal. */
export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; reason?: string };

export interface ApiCaller {
  /** `path` is under /api/v1 ('/transactions'). */
  request<T>(
    method: ApiMethod,
    path: string,
    options?: { query?: ApiQuery; body?: unknown },
  ): Promise<ApiAnswer<T>>;
}

/** A refusal of the API, thrown by `ask`: the tool answers its message as an error result. */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The data of a call that must succeed; otherwise the API's own message, thrown. */
export async function ask<T>(
  api: ApiCaller,
  method: ApiMethod,
  path: string,
  options?: { query?: ApiQuery; body?: unknown },
): Promise<T> {
  const answer = await api.request<T>(method, path, options);
  if (!answer.ok) throw new ApiRefusal(answer.message, answer.status);
  return answer.data;
}

function withQuery(path: string, query: ApiQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return `/api/v1${path}${text ? `?${text}` : ''}`;
}

/** The answer's body read as the API's envelope ({ data } or { error }). */
function answerOf<T>(status: number, body: unknown): ApiAnswer<T> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    data?: T;
    error?: { message?: string; reason?: string };
  };
  if (status >= 200 && status < 300) return { ok: true, status, data: envelope.data as T };
  return {
    ok: false,
    status,
    message: envelope.error?.message ?? `O Grana recusou o pedido (HTTP ${status}).`,
    reason: envelope.error?.reason,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The headers of the incoming /mcp request that the API's hook reads: the credentials, the book, the proxy's hops. */
const CARRIED_HEADERS = ['authorization', BOOK_HEADER, 'x-forwarded-for', 'user-agent'] as const;

/**
 * Calls the app's own routes in process for one /mcp request. The bearer, the book header, the forwarded addresses
 * and the peer's address are the incoming request's, so the hook sees the same person, token, book and address (a
 * token's allowed addresses and rate limit hold for the tools as for any request).
 */
export function injectCaller(app: FastifyInstance, incoming: FastifyRequest): ApiCaller {
  const headers: Record<string, string> = {};
  for (const name of CARRIED_HEADERS) {
    const value = incoming.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    async request<T>(method: ApiMethod, path: string, options: { query?: ApiQuery; body?: unknown } = {}) {
      const response = await app.inject({
        method,
        url: withQuery(path, options.query),
        headers,
        remoteAddress: incoming.raw.socket?.remoteAddress ?? incoming.ip,
        ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
      });
      return answerOf<T>(response.statusCode, parseJson(response.body));
    },
  };
}

/** How long one call of the stdio server may wait for Grana before the tool answers that it could not reach it. */
const FETCH_TIMEOUT_MS = 30_000;

/** Calls a Grana server over HTTP with a token: the stdio script's caller. */
export function fetchCaller(baseUrl: string, token: string, book?: string): ApiCaller {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async request<T>(method: ApiMethod, path: string, options: { query?: ApiQuery; body?: unknown } = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (book) headers[BOOK_HEADER] = book;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${base}${withQuery(path, options.query)}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
      } catch {
        return { ok: false, status: 0, message: `Não foi possível falar com o Grana em ${base}.` };
      }
      return answerOf<T>(response.status, parseJson(await response.text()));
    },
  };
}
