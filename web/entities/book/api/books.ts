import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookView } from '../../../../common/contract/books';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { booksKey } from './books-key';
import type { RefreshWhileOpen } from './refresh-while-open';

/** GET /books: the books the person takes part in, the personal one first, then by name. */
export const getBooks = () => api.get<BookView[]>('/books');

export const booksQuery = () => queryOptions({ queryKey: [...booksKey, 'list'], queryFn: getBooks });

/** The list; `refresh` on the Livros page only (REFRESH_WHILE_OPEN). */
export const useBooks = (refresh?: RefreshWhileOpen) => useQuery({ ...booksQuery(), ...refresh });

/** POST /books: a shared book, the person its dono, with the starter categories. */
export const createBook = (name: string) => api.post<BookView>('/books', { name });
export const useCreateBook = () => useRefreshingMutation(createBook, booksKey);

export const renameBook = ({ id, name }: { id: number; name: string }) =>
  api.put<BookView>('/books', { id, name });
export const useRenameBook = () => useRefreshingMutation(renameBook, booksKey);

/** DELETE /books?id=: the book and every row of it, for everyone in it. */
export const deleteBook = (id: number) => api.delete<{ id: number }>('/books', { id });
export const useDeleteBook = () => useRefreshingMutation(deleteBook, booksKey);
