import { type ErrorBody, NETWORK_ERROR_MESSAGE } from '../../common/contract/errors';
import { BOOK_GONE_REASON, bookGone, bookHeaders, currentBookId } from './current-book';
import { clearSession, getAccessToken, hasSession, storeAccessToken } from './session';

/**
 * The one way the web app calls the API: same origin, cookies sent, bearer token, the current book's header,
 * { data } unwrapped.
 */
const BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, connection refused); status 0, the network message. */
export class NetworkError extends ApiError {
  constructor() {
    super(0, NETWORK_ERROR_MESSAGE);
    this.name = 'NetworkError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Calls that are part of signing in must not try to refresh the session on a 401. */
  skipRefresh?: boolean;
}

/** 'unreachable': no answer came (offline), which says nothing of the session itself. */
type Renewal = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<Renewal> | null = null;

/** One refresh at a time, however many calls asked for it together. */
function refreshSession(): Promise<Renewal> {
  refreshing ??= (async (): Promise<Renewal> => {
    try {
      const res = await fetch(`${BASE}/auth/refresh`, { method: 'POST', credentials: 'include' });
      if (!res.ok) return 'refused';
      const json = (await res.json()) as { data?: { accessToken?: string } };
      if (!json.data?.accessToken) return 'refused';
      storeAccessToken(json.data.accessToken);
      return 'renewed';
    } catch {
      return 'unreachable';
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, options: RequestOptions, book: number | null): Promise<Response> {
  const headers: Record<string, string> = bookHeaders(book);
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body instanceof Blob) {
    // A file sent as it is (a backup to restore), with the type it was given.
    if (options.body.type) headers['content-type'] = options.body.type;
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

/** What happens when the session cannot be renewed: back to the sign-in page. */
function sessionEnded(): never {
  clearSession();
  if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
  throw new ApiError(401, 'Sessão expirada. Entre novamente.');
}

/**
 * The call with the bearer token, in the book chosen when it started (its repetition too); a 401 renews the session
 * once and repeats it.
 */
async function sendSigned(path: string, options: RequestOptions, book: number | null): Promise<Response> {
  try {
    // A new tab has the session's cookie but no access token yet: it is renewed before the first call, not after
    // every call of the first screen has been answered 401.
    if (!options.skipRefresh && getAccessToken() === null && hasSession()) {
      if ((await refreshSession()) === 'refused') sessionEnded();
    }
    const sentWith = getAccessToken();
    let res = await send(path, options, book);
    if (res.status === 401 && !options.skipRefresh) {
      // Another call renewed the session while this one was on its way (its 401 answers the old token): the new
      // token is tried first; renewing again would spend the refresh token a second time.
      const renewed = getAccessToken();
      if (renewed && renewed !== sentWith) {
        res = await send(path, options, book);
        if (res.status !== 401) return res;
      }
      if ((await refreshSession()) !== 'renewed') sessionEnded();
      res = await send(path, options, book);
      if (res.status === 401) sessionEnded();
    }
    return res;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
}

async function errorOf(res: Response): Promise<ApiError> {
  // A proxy or a crash may answer anything, so every field of the envelope is read as possibly absent.
  const json = (await res.json().catch(() => null)) as { error?: Partial<ErrorBody> } | null;
  return new ApiError(res.status, json?.error?.message || 'Erro inesperado', json?.error?.reason);
}

/** A refused call's error; a refusal because the call's book is gone sends the app back to the personal book. */
async function failureOf(res: Response, book: number | null): Promise<ApiError> {
  const error = await errorOf(res);
  if (book !== null && error.reason === BOOK_GONE_REASON) bookGone(book);
  return error;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const book = currentBookId();
  const res = await sendSigned(path, options, book);
  if (!res.ok) throw await failureOf(res, book);
  const json = (await res.json().catch(() => null)) as { data?: T } | null;
  return json?.data as T;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, if any. */
  fileName: string | null;
}

/**
 * A file the API answers (a PDF, a backup, a spreadsheet): signed like every call, so a plain link cannot
 * fetch it (the token lives in sessionStorage, not in a cookie).
 */
export async function apiDownload(path: string, query?: Query): Promise<DownloadedFile> {
  const book = currentBookId();
  const res = await sendSigned(path, { query }, book);
  if (!res.ok) throw await failureOf(res, book);
  const header = res.headers.get('content-disposition') ?? '';
  return { blob: await res.blob(), fileName: fileNameOf(header) };
}

/**
 * The name in a Content-Disposition: the UTF-8 one (`filename*`, RFC 5987) when given, whose accents the plain
 * `filename` stand-in has lost ('Recibo Farmácia' sent as 'Recibo Farmacia'), else the plain one.
 */
export function fileNameOf(header: string): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, query: Query) => apiRequest<T>(path, { method: 'DELETE', query }),
};

/** The message a screen shows for a failed call: the network's, the server's, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
