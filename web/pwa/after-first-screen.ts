import type { QueryClient } from '@tanstack/react-query';

/** However busy the page stays, the worker is registered by then. */
const LATEST_MS = 10_000;

/**
 * Resolves once the first screen is complete: after the load event, when the main thread is idle (React has
 * rendered and the page's queries have started) and no API call is in flight. The service worker's install
 * downloads the whole build (about 0.45 MB): started at the load event, it took the phone's bandwidth and
 * connections from the page's first API calls.
 */
export function afterFirstScreen(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, LATEST_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const whenQueriesSettle = () => {
      if (client.isFetching() === 0) return done();
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        done();
      });
    };
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a task after the load event's comes close.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(whenQueriesSettle, { timeout: 2000 });
      else window.setTimeout(whenQueriesSettle, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
