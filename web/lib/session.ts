import { forgetChosenBook } from './current-book';

/**
 * The browser side of a session: the access token lives in sessionStorage under 'accessToken' and the flag
 * 'hasAuth' is '1' after sign-in, as docs/PRODUCT.md says. The refresh token is an HttpOnly cookie the
 * page cannot read; the server also sets the non-secret cookie 'grana_session=1' so the route guard knows a
 * session exists in a new tab.
 */
const TOKEN_KEY = 'accessToken';
const FLAG_KEY = 'hasAuth';
const SESSION_COOKIE = 'grana_session';

export function getAccessToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function storeAccessToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(FLAG_KEY, '1');
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(FLAG_KEY);
  forgetChosenBook();
  // biome-ignore lint/suspicious/noDocumentCookie: the flag cookie is the guard's, not a secret
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; path=/; SameSite=Strict`;
}

/** The guard's rule: a session cookie exists or hasAuth equals 1. */
export function hasSession(): boolean {
  if (sessionStorage.getItem(FLAG_KEY) === '1') return true;
  return document.cookie.split(';').some((part) => part.trim() === `${SESSION_COOKIE}=1`);
}
