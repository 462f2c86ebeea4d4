import { INVITATION_PAGE_PATH } from '../../../common/contract/book-names';

/**
 * The token of the invitation an auth page's way back leads to (`/convite?token=…`, already checked by
 * safeReturnPath), or null when the way back is another page or none.
 */
export function invitationTokenOf(next: string | null): string | null {
  if (!next) return null;
  const url = new URL(next, 'https://grana.invalid');
  if (url.pathname !== INVITATION_PAGE_PATH) return null;
  const token = url.searchParams.get('token')?.trim() ?? '';
  return token === '' ? null : token;
}
