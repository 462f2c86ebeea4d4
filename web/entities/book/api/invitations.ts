import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BookView,
  InvitationPreview,
  InvitationsAwaitingProof,
  ReceivedInvitation,
  SentInvitation,
} from '../../../../common/contract/books';

export type { InvitationPreview, ReceivedInvitation, SentInvitation };

import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { booksQuery } from './books';
import { booksKey } from './books-key';
import type { RefreshWhileOpen } from './refresh-while-open';

export const inviteToBook = (body: { bookId: number; email: string; role: 'editor' | 'leitor' }) =>
  api.post<SentInvitation>('/books/invitations', body);
export const useInviteToBook = () => useRefreshingMutation(inviteToBook, booksKey);

export const cancelInvitation = (id: number) => api.delete<{ id: number }>('/books/invitations', { id });
export const useCancelInvitation = () => useRefreshingMutation(cancelInvitation, booksKey);

/** The token travels in a body, never in a URL the server's access log keeps. */
export const previewInvitation = (token: string) =>
  api.post<InvitationPreview>('/books/invitations/preview', { token });

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: [...booksKey, 'invitation', token],
    queryFn: () => previewInvitation(token),
    // Accepted, the invitation is gone: a refetch would only say so.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvitationPreview = (token: string) =>
  useQuery({ ...invitationPreviewQuery(token), enabled: token !== '' });

export const acceptInvitation = (token: string) => api.post<BookView>('/books/invitations/accept', { token });
/** Only the list is asked again: the preview, asked again, would say the invitation was used. */
export const useAcceptInvitation = () => useRefreshingMutation(acceptInvitation, booksQuery().queryKey);

/** GET /books/invitations/received: the invitations waiting for the person, addressed to their e-mail. */
export const getReceivedInvitations = () => api.get<ReceivedInvitation[]>('/books/invitations/received');

export const receivedInvitationsQuery = () =>
  queryOptions({ queryKey: [...booksKey, 'received'], queryFn: getReceivedInvitations });

/** The invitations for the person; `refresh` on the Livros page (REFRESH_WHILE_OPEN), not for the menu's count. */
export const useReceivedInvitations = (refresh?: RefreshWhileOpen) =>
  useQuery({ ...receivedInvitationsQuery(), ...refresh });

/**
 * GET /books/invitations/received/waiting: how many invitations wait for the person's address to be confirmed
 * (nothing of whose), and whether this server can mail a new confirmation link.
 */
export const getInvitationsAwaitingProof = () =>
  api.get<InvitationsAwaitingProof>('/books/invitations/received/waiting');

export const invitationsAwaitingProofQuery = () =>
  queryOptions({ queryKey: [...booksKey, 'received', 'waiting'], queryFn: getInvitationsAwaitingProof });

export const useInvitationsAwaitingProof = (refresh?: RefreshWhileOpen) =>
  useQuery({ ...invitationsAwaitingProofQuery(), ...refresh });

/** POST /books/invitations/received/accept: joins the book, by the rules of the e-mail's link. */
export const acceptReceivedInvitation = (id: number) =>
  api.post<BookView>('/books/invitations/received/accept', { id });
export const useAcceptReceivedInvitation = () => useRefreshingMutation(acceptReceivedInvitation, booksKey);

/** DELETE /books/invitations/received?id=: declined, it leaves the dono's list too. */
export const declineReceivedInvitation = (id: number) =>
  api.delete<{ id: number }>('/books/invitations/received', { id });
export const useDeclineReceivedInvitation = () => useRefreshingMutation(declineReceivedInvitation, booksKey);

/**
 * How many invitations wait for the person: the shell's count beside 'Livros' (0 while unknown). With none listed,
 * the ones to an address not yet confirmed count too, by number only: Livros says why they wait.
 */
export function useReceivedInvitationCount(): number {
  const received = useReceivedInvitations();
  const listed = received.data?.length ?? 0;
  const awaiting = useQuery({
    ...invitationsAwaitingProofQuery(),
    enabled: received.isSuccess && listed === 0,
  });
  return listed + (awaiting.data?.waiting ?? 0);
}
