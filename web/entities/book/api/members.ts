import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BookMembersView,
  BookMemberView,
  BookRole,
  MemberRemoved,
} from '../../../../common/contract/books';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { booksKey } from './books-key';
import type { RefreshWhileOpen } from './refresh-while-open';

/** GET /books/members?bookId=: the book's people, and the invitations waiting (listed to its donos only). */
export const getBookMembers = (bookId: number) => api.get<BookMembersView>('/books/members', { bookId });

export const bookMembersQuery = (bookId: number) =>
  queryOptions({ queryKey: [...booksKey, 'members', bookId], queryFn: () => getBookMembers(bookId) });

/** The book's people and invitations; `refresh` on the Livros page (REFRESH_WHILE_OPEN). */
export const useBookMembers = (bookId: number, refresh?: RefreshWhileOpen) =>
  useQuery({ ...bookMembersQuery(bookId), ...refresh });

/** PUT /books/members: a member's role, by a dono. */
export const setMemberRole = (body: { bookId: number; userId: number; role: BookRole }) =>
  api.put<BookMemberView>('/books/members', body);
export const useSetMemberRole = () => useRefreshingMutation(setMemberRole, booksKey);

/** DELETE /books/members: a dono removes someone, or the person leaves (their own id). */
export const removeMember = (query: { bookId: number; userId: number }) =>
  api.delete<MemberRemoved>('/books/members', query);
export const useRemoveMember = () => useRefreshingMutation(removeMember, booksKey);

/** PUT /books/members/income: a person's monthly income in the book (themself or a dono); null clears it. */
export const setMemberIncome = (body: { bookId: number; userId: number; income: number | null }) =>
  api.put<BookMemberView>('/books/members/income', body);
export const useSetMemberIncome = () => useRefreshingMutation(setMemberIncome, booksKey);
