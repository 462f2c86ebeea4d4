import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from './service';

export const REFRESH_COOKIE = 'grana_refresh';
/** Not secret: tells the web app's route guard that a session exists (the refresh cookie is HttpOnly). */
export const SESSION_COOKIE = 'grana_session';
const REFRESH_PATH = '/api/v1/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

export function setSessionCookies(reply: FastifyReply, session: SessionTokens, secure: boolean): void {
  // Without "Lembrar-me" the cookies have no expiry and end with the browser.
  const maxAge = session.remember
    ? Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000)
    : undefined;
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_PATH,
    maxAge,
  });
  reply.setCookie(SESSION_COOKIE, '1', { httpOnly: false, sameSite: 'strict', secure, path: '/', maxAge });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_PATH });
  reply.clearCookie(SESSION_COOKIE, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
}
