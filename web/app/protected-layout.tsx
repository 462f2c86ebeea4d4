import { MonthProvider } from '../lib/month-context';
import { RequireAuth } from './require-auth';
import { AppShell } from './shell/app-shell';

/**
 * The signed-in part of the app, loaded as its own chunk so the sign-in page stays small. The selected month
 * belongs here too: only signed-in pages show a period (it survives in sessionStorage, not in this component).
 */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <MonthProvider>
        <AppShell />
      </MonthProvider>
    </RequireAuth>
  );
}
