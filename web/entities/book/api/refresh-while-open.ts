import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How often Livros asks again for its books, people and invitations while it is open and in view. */
export const REFRESH_WHILE_OPEN_MS = 30_000;

/**
 * The options of the Livros page's own queries (its books, the chosen book's people and invitations, the
 * invitations for the person), so that what changed in another browser (an invitation accepted, a person removed)
 * shows without a reload: asked again when the window comes back (even if asked a moment ago: the app's default
 * keeps an answer 30 s) and every 30 s while the tab is visible (TanStack Query pauses the interval in a hidden
 * tab). Elsewhere in the app the same queries keep the defaults: no refetch on focus, no interval.
 */
export const REFRESH_WHILE_OPEN = {
  refetchOnWindowFocus: 'always',
  refetchInterval: REFRESH_WHILE_OPEN_MS,
} as const;

export type RefreshWhileOpen = typeof REFRESH_WHILE_OPEN;

/**
 * TanStack Query hears only the tab becoming visible; coming back to a browser window that stayed visible beside
 * another (the invited person's) fires the window's focus. While the page is open, that focus is told to it too:
 * only the queries with refetchOnWindowFocus (this page's) act on it.
 */
export function useRefetchOnWindowFocus(): void {
  useEffect(() => {
    const onFocus = () => focusManager.onFocus();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
}
