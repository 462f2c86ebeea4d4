import { RequireAuth } from './require-auth';
import { AppShell } from './shell/app-shell';

/** The signed-in part of the app, loaded as its own chunk so the sign-in page stays small. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
