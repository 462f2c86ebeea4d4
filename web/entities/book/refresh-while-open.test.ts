import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_WHILE_OPEN, REFRESH_WHILE_OPEN_MS } from './api/refresh-while-open';

// TanStack Query keeps no interval where there is no window (a server's render): these tests run in Node, so a
// bare one stands in before the library is loaded (it reads it once, on import).
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window ??= {};
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** A client with the app's defaults (web/lib/query-client.ts): answers kept 30 s, no refetch on focus. */
const appClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });

describe('REFRESH_WHILE_OPEN (the Livros page’s queries)', () => {
  let client: QueryClient;
  let stop: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    client = appClient();
    client.mount();
    stop = [];
  });
  afterEach(() => {
    for (const unsubscribe of stop) unsubscribe();
    client.unmount();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  /** Watches a query as a component would; answers how many times it was asked. */
  async function watch(key: string, options: object) {
    const queryFn = vi.fn(async () => key);
    const observer = new QueryObserver(client, { queryKey: [key], queryFn, ...options });
    stop.push(observer.subscribe(() => {}));
    await vi.advanceTimersByTimeAsync(0);
    return queryFn;
  }

  it('asks again every 30 s while the page is visible, and not while the tab is hidden', async () => {
    const members = await watch('members', REFRESH_WHILE_OPEN);
    expect(members).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_WHILE_OPEN_MS);
    expect(members).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REFRESH_WHILE_OPEN_MS);
    expect(members).toHaveBeenCalledTimes(3);

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(3 * REFRESH_WHILE_OPEN_MS);
    expect(members).toHaveBeenCalledTimes(3);
  });

  it('asks again when the window comes back, even right after an answer', async () => {
    const members = await watch('members', REFRESH_WHILE_OPEN);
    await vi.advanceTimersByTimeAsync(1_000);
    focusManager.onFocus();
    await vi.advanceTimersByTimeAsync(0);
    expect(members).toHaveBeenCalledTimes(2);
  });

  it('leaves the queries of other pages as they were: no interval, no refetch on focus', async () => {
    const elsewhere = await watch('accounts', {});
    focusManager.onFocus();
    await vi.advanceTimersByTimeAsync(3 * REFRESH_WHILE_OPEN_MS);
    focusManager.onFocus();
    await vi.advanceTimersByTimeAsync(0);
    expect(elsewhere).toHaveBeenCalledTimes(1);
  });
});
