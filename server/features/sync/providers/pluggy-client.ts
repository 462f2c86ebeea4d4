/**
 * Pluggy's SDK client as this file configures it: the API's address per instance, its retries bounded so that the
 * sync's backoff waits a long Retry-After, and every failure turned into a ProviderError that carries nothing of the
 * request (see readFailure). Used by pluggyProvider (pluggy.ts).
 */
import { PluggyClient } from 'pluggy-sdk';
import { type ProviderCredentials, ProviderError } from '../provider';

export interface PluggyProviderOptions {
  /** The API's address; default process.env.PLUGGY_API_URL, else https://api.pluggy.ai (the SDK's own choice). */
  apiUrl?: string;
  /**
   * The first wait of the client's own retries when no Retry-After says how long (a dropped connection), doubled
   * at the second: 1 s as the SDK has it. Tests pass 1 ms so that a refused connection costs no seconds.
   */
  retryBaseMs?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The SDK's client, configured per instance

/** The got instance the SDK builds for itself (it sends every request through it). */
type SdkHttp = ReturnType<typeof sdkHttp>;

/**
 * pluggy-sdk 0.90 keeps its HTTP settings to itself: its ClientParams type declares a `baseUrl` that the constructor
 * ignores (it reads process.env.PLUGGY_API_URL), and it builds its got instance in a private method. This subclass
 * sets both per instance, through the fields the SDK declares protected, so that two configurations (or a test's
 * local server) never meet in a global.
 */
export class GranaPluggyClient extends PluggyClient {
  constructor(credentials: ProviderCredentials, options: PluggyProviderOptions) {
    super({ clientId: credentials.clientId, clientSecret: credentials.clientSecret });
    if (options.apiUrl) this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    const basePath = new URL(this.baseUrl ?? 'https://api.pluggy.ai').pathname.replace(/\/+$/, '');
    this.serviceInstance = withGranaHttp(sdkHttp(this), {
      basePath,
      retryBaseMs: options.retryBaseMs ?? 1000,
    });
  }

  /** Asks POST /auth for an API key (the SDK's method is protected). */
  newApiKey(): Promise<string> {
    return this.getApiKey();
  }

  /** Drops the API key, so that the next call asks POST /auth for another one. */
  forgetApiKey() {
    this.apiKey = '';
  }
}

/** The SDK's own got instance (headers, JSON with dates, 30 s timeout, retries), built by its private method. */
function sdkHttp(client: PluggyClient) {
  return (
    client as unknown as { getServiceInstance(): PluggyClient['serviceInstance'] }
  ).getServiceInstance();
}

/** The longest Retry-After waited inside a call; a longer one comes back as 'rate_limited' for the backoff. */
const MAX_INLINE_RETRY_AFTER_MS = 5_000;

/**
 * The SDK's instance with two changes:
 * - Retries. The SDK's got retries a 429 twice (and a dropped connection: got's default error codes). It waits any
 *   Retry-After, however long (the instance's maxRetryAfter is Infinity: got computed it before the SDK's timeout
 *   was set), and Pluggy's is always 60 s (its documentation on rate limits): two minutes inside one call. With no
 *   Retry-After, or `Retry-After: 0` (got reads 0 as none), it waits 1 s then 2 s. Here a Retry-After is waited
 *   when at most 5 s (0 means now), a longer one is not waited but answered as 'rate_limited' with it, so that the
 *   sync's backoff (../backoff.ts) is the one that waits; the waits without a Retry-After start at `retryBaseMs`.
 * - Failures readable. For a failed call the SDK rejects with the answer's body alone (the status and headers are
 *   lost), and for POST /auth with got's whole error, whose options hold the client secret. Each failed answer's
 *   body is therefore replaced by a PluggyHttpFailure (status, Retry-After, Pluggy's message): that is what the SDK
 *   rejects with, or what got's error holds, and all that readFailure reads.
 */
function withGranaHttp(
  http: SdkHttp,
  { basePath, retryBaseMs }: { basePath: string; retryBaseMs: number },
): SdkHttp {
  return http.extend({
    retry: {
      maxRetryAfter: MAX_INLINE_RETRY_AFTER_MS,
      calculateDelay: ({ attemptCount, retryAfter, computedValue }) => {
        if (computedValue === 0) return 0; // got's own no: the last attempt, or a Retry-After past the most
        if (retryAfter !== undefined) return Math.max(1, retryAfter);
        return retryBaseMs * 2 ** (attemptCount - 1);
      },
    },
    hooks: {
      afterResponse: [
        (response) => {
          if (response.statusCode >= 200 && response.statusCode < 300) return response;
          const path = new URL(response.url).pathname;
          response.body = new PluggyHttpFailure(
            response.statusCode,
            path.startsWith(basePath) ? path.slice(basePath.length) : path,
            retryAfterMs(response.headers['retry-after']),
            pluggyMessage(response.body),
          );
          return response;
        },
      ],
    },
  });
}

/**
 * A failed answer as this file keeps it. The SDK prints it (`console.error('[Pluggy SDK] HTTP request failed: ...',
 * body)`) for a failed GET: a status, a path of ids, a delay and Pluggy's words, never a request's header or body,
 * so neither the API key nor the client secret (POST /auth's failures are not printed at all).
 */
class PluggyHttpFailure {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly retryAfterMs: number | null,
    readonly message: string | null,
  ) {}
}

/** Retry-After in seconds ('60') or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Pluggy's error body is `{ code, codeDescription?, message }` on every endpoint; a proxy's may be any text. */
function pluggyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { codeDescription, message } = body as { codeDescription?: unknown; message?: unknown };
  const words = [codeDescription, message].filter((w): w is string => typeof w === 'string' && w !== '');
  return words.length ? words.join(': ').slice(0, 200) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Failures

/**
 * One call through the SDK, its failure as a ProviderError. A data call refused for its API key (401/403: Pluggy no
 * longer takes a key the SDK still thinks valid, e.g. clocks apart) is made once more with a new key.
 */
export async function call<T>(client: GranaPluggyClient, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const failure = readFailure(error);
    if (!isRefusedKey(failure)) throw toProviderError(failure);
  }
  client.forgetApiKey();
  try {
    return await request();
  } catch (error) {
    throw toProviderError(readFailure(error));
  }
}

type Failure = PluggyHttpFailure | { network: string } | { unknown: string };

function isRefusedKey(failure: Failure): boolean {
  return (
    failure instanceof PluggyHttpFailure && failure.path !== '/auth' && [401, 403].includes(failure.status)
  );
}

/**
 * What a rejection of the SDK says, read without keeping it: a got error holds the request's options (POST /auth's
 * body with the client secret; every call's X-API-KEY), so it is never rethrown, logged or stored, only its
 * answer's PluggyHttpFailure or its code read.
 */
function readFailure(error: unknown): Failure {
  if (error instanceof PluggyHttpFailure) return error; // a failed GET: the SDK rejects with the body
  if (typeof error !== 'object' || error === null) return { unknown: typeof error };
  const body = (error as { response?: { body?: unknown } }).response?.body;
  if (body instanceof PluggyHttpFailure) return body; // POST /auth: got's HTTPError
  const code = (error as { code?: unknown }).code;
  // got's RequestError, TimeoutError, ParseError...: ECONNREFUSED, ETIMEDOUT, ERR_BODY_PARSE_FAILURE
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return { network: code };
  return { unknown: error instanceof Error ? error.name : 'object' };
}

function toProviderError(failure: Failure): ProviderError {
  if ('network' in failure) {
    return new ProviderError('unavailable', `Pluggy did not answer (${failure.network})`);
  }
  if ('unknown' in failure) {
    return new ProviderError('rejected', `Pluggy's client failed (${failure.unknown})`);
  }
  const { status, path } = failure;
  // POST /auth's words are left out: they answer a request that held the secret.
  const said = path !== '/auth' && failure.message ? `: ${failure.message}` : '';
  const what = `Pluggy answered ${status} to ${path}${said}`;
  if (path === '/auth' && (status === 401 || status === 403)) {
    return new ProviderError('credentials', 'Pluggy refused the client id and secret');
  }
  if (status === 404) return new ProviderError('not_found', what);
  if (status === 429) return new ProviderError('rate_limited', what, failure.retryAfterMs);
  if (status >= 500) return new ProviderError('unavailable', what);
  return new ProviderError('rejected', what);
}
