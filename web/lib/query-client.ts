import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The query cache of the signed-in screens (the shell provides it: app/protected-layout.tsx). Not imported by the
 * sign-in page, whose first script then does without TanStack Query (about 9 kB gzipped): its two reads are its
 * own (lib/use-public-read.ts). A signed-in page's chunks bring it, and the routes' loaders import it beside them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; a network blip might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
