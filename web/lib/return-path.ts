import { INVITATION_PAGE_PATH } from '../../common/contract/book-names';

/**
 * Where the sign-in page sends a person back to: the invitation link they opened before signing in, carried in
 * `?next=`. Only the pages listed here are followed, on this origin: the parameter comes from a link anyone may
 * write, and every other page keeps its plain '/login' (a bookmark of Transações opens the dashboard, as before).
 */
const NEXT_PARAM = 'next';
/** Pages a link from outside the app opens, which the person means to reach once signed in. */
const RETURNING_PAGES = [INVITATION_PAGE_PATH];
/**
 * The files shared into the installed app, which wait on the device for the page that takes them
 * (web/features/transactions/list/use-shared-files.ts): that page, with its mark and nothing else.
 */
const SHARED_FILES_PAGE = '/transactions?compartilhado=1';
/** A base no real address has, to tell a path of this origin from one that leaves it ('//site', '/\\site'). */
const ORIGIN = 'https://grana.invalid';

/** The path to go back to, or null when the value is none or not a page to return to. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (RETURNING_PAGES.includes(url.pathname)) return `${url.pathname}${url.search}`;
  const shared = url.pathname === '/transactions' && url.searchParams.get('compartilhado') === '1';
  return shared ? SHARED_FILES_PAGE : null;
}

/** An auth page's address ('/login', '/register') that carries the way back, when there is one. */
export function withReturnPath(page: string, next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: path })}` : page;
}

/** The way back an auth page's address carries. */
export function returnPathOf(search: URLSearchParams): string | null {
  return safeReturnPath(search.get(NEXT_PARAM));
}
