import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookView, InvitationPreview, SentInvitation } from '../../../../common/contract/books';

export type { InvitationPreview, SentInvitation };

import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { booksQuery } from './books';
import { booksKey } from './books-key';

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
