/**
 * Talking to a server process over real HTTP, as the web app does: JSON calls with the bearer token, the
 * refresh cookie sent back by hand, and a statement upload whose fate (answered or cut) the test can watch.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { userIdOf } from '../../test/access-token';
import type { TestUser } from '../../test/factories';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read the way each test expects them
export type Body = any;

export interface Reply {
  status: number;
  body: Body;
  /** Cookies set by the answer, name -> value. */
  cookies: Record<string, string>;
}

export async function call(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; cookies?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: Body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return { status: res.status, body, cookies };
}

/** call(), and the answer's data when it has the expected status (else a readable error). */
export async function expectData<T = Body>(promise: Promise<Reply>, status = 200): Promise<T> {
  const reply = await promise;
  if (reply.status !== status) {
    throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body).slice(0, 500)}`);
  }
  return reply.body.data as T;
}

/** Registers and signs in a person on the given server. */
export async function signUp(origin: string, name = 'Pessoa de Teste'): Promise<TestUser> {
  const email = `processo.${randomBytes(5).toString('hex')}@teste.grana`;
  const password = 'segredo123';
  await expectData(call(origin, 'POST', '/auth/register', { body: { name, email, password } }), 201);
  const login = await call(origin, 'POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    id: userIdOf(login.body.data.accessToken),
    name,
    email,
    password,
    token: login.body.data.accessToken,
    refreshCookie: login.cookies.grana_refresh ?? '',
  };
}

export function as(origin: string, user: Pick<TestUser, 'token'>) {
  return {
    get: (path: string) => call(origin, 'GET', path, { token: user.token }),
    post: (path: string, body: unknown = {}) => call(origin, 'POST', path, { token: user.token, body }),
    put: (path: string, body: unknown) => call(origin, 'PUT', path, { token: user.token, body }),
  };
}

export interface Upload {
  /** The answer; rejects when the connection ends without one (the server died). */
  response: Promise<{ status: number; body: Body }>;
  /** Set when the whole answer has arrived. */
  answeredAt(): number | undefined;
  /** Closes the connection, which the client otherwise keeps open after the answer, as browsers do. */
  close(): void;
  /** With `holdBack`: sends the rest of the body (the first half went out at once). */
  release(): void;
  /** Resolves once the connection is open and what is sent at once has been handed to the network. */
  sent: Promise<void>;
}

/**
 * POST /transactions/import-csv with the file and settings as multipart/form-data, on a keep-alive
 * connection of its own, as a browser would send it. `holdBack` sends only the first half of the body until
 * release(): a request that is in flight for as long as the test wants.
 */
export function uploadStatement(
  origin: string,
  token: string,
  file: Buffer,
  settings: Record<string, unknown>,
  options: { holdBack?: boolean } = {},
): Upload {
  const boundary = `----grana${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="settings"\r\n\r\n${JSON.stringify(settings)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="extrato.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let answeredAt: number | undefined;
  let release = () => {};
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const response = new Promise<{ status: number; body: Body }>((resolve, reject) => {
    const req = http.request(
      `${origin}/api/v1/transactions/import-csv`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(payload.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('answer cut short')));
        res.on('end', () => {
          answeredAt = Date.now();
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Body = text;
          try {
            body = JSON.parse(text);
          } catch {
            // kept as text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    if (options.holdBack) {
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half), () => markSent());
      release = () => req.end(payload.subarray(half));
    } else {
      req.end(payload, () => markSent());
    }
  });
  // The caller decides what a rejection means; never an unhandled one.
  response.catch(() => {});
  return {
    response,
    answeredAt: () => answeredAt,
    close: () => agent.destroy(),
    release: () => release(),
    sent,
  };
}

/** Whether a new TCP connection to the port is accepted ('accepted') or refused ('refused'). */
export function tryConnect(port: number): Promise<'accepted' | 'refused' | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(3000);
    socket.on('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? String(error)));
    });
  });
}
