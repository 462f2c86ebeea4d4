import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches; the list renders a table or cards, never both (one set of rows). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint: from here lists are tables. */
export const DESKTOP_QUERY = '(min-width: 768px)';
