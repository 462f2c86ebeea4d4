import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, Navigate, redirect, useLocation } from 'react-router';
import { withReturnPath } from '../lib/return-path';
import { hasSession } from '../lib/session';

/**
 * The guard: a session cookie or hasAuth = 1 lets the person in; otherwise to /login, which brings them back to
 * the page they opened (an invitation's link) once signed in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!hasSession()) return <Navigate to={withReturnPath('/login', `${pathname}${search}`)} replace />;
  return children;
}

/** The same rule before any code of the protected pages loads. */
export function requireSessionLoader({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const url = new URL(request.url);
  return redirect(withReturnPath('/login', `${url.pathname}${url.search}`));
}
