import { QueryClientProvider } from '@tanstack/react-query';
import { MonthProvider } from '../lib/month-context';
import { queryClient } from '../lib/query-client';
import { RequireAuth } from './require-auth';
import { AppShell } from './shell/app-shell';

/**
 * The signed-in part of the app, loaded as its own chunk so the sign-in page stays small. The selected month
 * belongs here too: only signed-in pages show a period (it survives in sessionStorage, not in this component). So
 * does the query cache: the sign-in page has none (its first script would carry TanStack Query).
 */
export function ProtectedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth>
        <MonthProvider>
          <AppShell />
        </MonthProvider>
      </RequireAuth>
    </QueryClientProvider>
  );
}
