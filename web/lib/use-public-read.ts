import { useEffect, useRef, useState } from 'react';

/**
 * A read of the public pages (the sign-in page's service state, the invitation its way back names), without
 * TanStack Query: the sign-in page's first script then does without the query cache (about 9 kB gzipped), which
 * only the signed-in screens use (lib/query-client.ts). It keeps the part of useQuery those pages rely on: one
 * call per key at a time; an answer remembered across the pages (sign-in and sign-up), not asked again while
 * fresh and shown while asked again; the last answer kept when a later try fails; asking again on an interval
 * while the tab is seen and online, and on reconnecting once the answer is stale.
 */

/** As much of useQuery's result as the public pages read. */
export interface PublicRead<T> {
  data: T | undefined;
  /** The last try's failure, null once a try answers. */
  error: unknown;
  /** Nothing answered yet, no failure either (or nothing asked: no key). */
  isPending: boolean;
  isError: boolean;
}

export interface PublicReadOptions {
  /** Asked again this often while the tab is visible and online (useQuery's refetchInterval). */
  refetchEveryMs?: number;
  /** An answer younger than this is not asked again on the next page nor on reconnecting: the query cache's 30 s. */
  freshMs?: number;
}

const DEFAULT_FRESH_MS = 30_000;

const answers = new Map<string, { data: unknown; at: number }>();
const asking = new Map<string, Promise<unknown>>();

/** The last answer of `key`, however old: shown while a stale one is asked again, as the query cache does. */
export function lastAnswer<T>(key: string | null): T | undefined {
  return key === null ? undefined : (answers.get(key)?.data as T | undefined);
}

/** Whether `key` was answered less than `freshMs` ago. */
export function isFresh(key: string, freshMs: number, now = Date.now()): boolean {
  const answer = answers.get(key);
  return answer !== undefined && now - answer.at < freshMs;
}

/** Asks `read` for `key`, or joins the call for it already under way; an answer is remembered. */
export function askOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  let call = asking.get(key) as Promise<T> | undefined;
  if (!call) {
    call = read()
      .then((data) => {
        answers.set(key, { data, at: Date.now() });
        return data;
      })
      .finally(() => asking.delete(key));
    asking.set(key, call);
  }
  return call;
}

/** Forgets every answer (tests). */
export function forgetPublicReads(): void {
  answers.clear();
  asking.clear();
}

/** Reads `read` under `key` (null: nothing to read, as useQuery's `enabled: false`). */
export function usePublicRead<T>(
  key: string | null,
  read: () => Promise<T>,
  { refetchEveryMs, freshMs = DEFAULT_FRESH_MS }: PublicReadOptions = {},
): PublicRead<T> {
  const latestRead = useRef(read);
  latestRead.current = read;
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown }>(() => ({
    key,
    data: lastAnswer<T>(key),
    error: null,
  }));
  // Another key starts from what is remembered of it, not from the last key's answer.
  const current = state.key === key ? state : { key, data: lastAnswer<T>(key), error: null };

  useEffect(() => {
    if (key === null) return;
    let mounted = true;
    const ask = () =>
      askOnce(key, () => latestRead.current()).then(
        (data) => {
          if (mounted) setState({ key, data, error: null });
        },
        (error: unknown) => {
          if (mounted) setState((s) => ({ key, data: s.key === key ? s.data : lastAnswer<T>(key), error }));
        },
      );
    const askIfStale = () => {
      if (!isFresh(key, freshMs)) void ask();
    };
    askIfStale();
    const timer =
      refetchEveryMs === undefined
        ? undefined
        : window.setInterval(() => {
            if (document.visibilityState !== 'hidden' && navigator.onLine) void ask();
          }, refetchEveryMs);
    window.addEventListener('online', askIfStale);
    return () => {
      mounted = false;
      window.clearInterval(timer);
      window.removeEventListener('online', askIfStale);
    };
  }, [key, refetchEveryMs, freshMs]);

  return {
    data: current.data,
    error: current.error,
    isPending: current.data === undefined && current.error === null,
    isError: current.error !== null,
  };
}
