import type { InvitationPreview } from '../../../../common/contract/books';
import { api } from '../../../lib/api-client';

// Apart from invitations.ts (the signed-in screens' queries and mutations): the sign-in page reads this one.

/** POST /books/invitations/link: what the link offers, read without signing in (the sign-in page names it). */
export const readInvitationLink = (token: string) =>
  api.post<InvitationPreview>('/books/invitations/link', { token });
