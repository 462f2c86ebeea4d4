import type { ReactNode } from 'react';
import { Navigate, redirect, useLocation } from 'react-router';
import { hasSession } from '../lib/session';

/** The guard: a session cookie or hasAuth = 1 lets the person in; otherwise to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** The same rule before any code of the protected pages loads. */
export function requireSessionLoader() {
  return hasSession() ? null : redirect('/login');
}
