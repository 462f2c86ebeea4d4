import { useSyncExternalStore } from 'react';
import type { BookView } from '../../../common/contract/books';
import { currentBookId, subscribeToBook } from '../../lib/current-book';
import { useBooks } from './api/books';
import type { RefreshWhileOpen } from './api/refresh-while-open';

/** The chosen book's id as it changes (here or in another tab); null for the personal book. */
export const useChosenBookId = () => useSyncExternalStore(subscribeToBook, currentBookId);

/** The book chosen among the person's (or their personal one), once the list has arrived. */
export function findCurrentBook(books: readonly BookView[], chosen: number | null): BookView | undefined {
  const personal = books.find((book) => book.personal);
  return chosen === null ? personal : (books.find((book) => book.id === chosen) ?? personal);
}

/**
 * The person's books and the current one; `current` is undefined while the list loads. `refresh` on the Livros
 * page only (REFRESH_WHILE_OPEN).
 */
export function useCurrentBook(refresh?: RefreshWhileOpen) {
  const chosen = useChosenBookId();
  const query = useBooks(refresh);
  const books = query.data ?? [];
  return { books, current: findCurrentBook(books, chosen), query };
}
