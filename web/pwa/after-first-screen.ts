import type { QueryClient } from '@tanstack/react-query';

/** However busy the page stays, the worker is registered by then. */
const LATEST_MS = 10_000;

/** What is read of the router: whether its first navigation (the page's lazy code included) has finished. */
interface RouterState {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: (state: RouterState['state']) => void): () => void;
}

const settled = (state: RouterState['state']) => state.initialized && state.navigation.state === 'idle';

/** Resolves once the router has the page's code and has rendered it. */
function routerSettled(router: RouterState): Promise<void> {
  if (settled(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the first screen is complete: after the load event and the router's first navigation (the page's
 * chunks load after the load event), when the main thread is idle (React has rendered and the page's queries
 * have started) and no API call is in flight. The service worker's install downloads the whole build (about
 * 0.45 MB): started any earlier, it takes the phone's bandwidth and connections from the page's chunks and its
 * first API calls. `pageQueries` gives the query cache holding those calls, asked only then (a signed-in page's
 * chunks have loaded it), or null for a page without one (the sign-in page: its one small read is not waited for).
 */
export function afterFirstScreen(
  pageQueries: () => Promise<QueryClient | null>,
  router: RouterState,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, LATEST_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const whenQueriesSettle = (client: QueryClient | null) => {
      if (client === null || client.isFetching() === 0) return done();
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        done();
      });
    };
    const whenIdle = () => void pageQueries().then(whenQueriesSettle, done);
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a task after the load event's comes close.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(whenIdle, { timeout: 2000 });
      else window.setTimeout(whenIdle, 0);
    };
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
    void Promise.all([loaded, routerSettled(router)]).then(afterLoad);
  });
}
