import { useSyncExternalStore } from 'react';
import type { BookView } from '../../../common/contract/books';
import { currentBookId, subscribeToBook } from '../../lib/current-book';
import { useBooks } from './api/books';

/** The chosen book's id as it changes (here or in another tab); null for the personal book. */
export const useChosenBookId = () => useSyncExternalStore(subscribeToBook, currentBookId);

/** The book chosen among the person's (or their personal one), once the list has arrived. */
export function findCurrentBook(books: readonly BookView[], chosen: number | null): BookView | undefined {
  const personal = books.find((book) => book.personal);
  return chosen === null ? personal : (books.find((book) => book.id === chosen) ?? personal);
}

/** The person's books and the current one; `current` is undefined while the list loads. */
export function useCurrentBook() {
  const chosen = useChosenBookId();
  const query = useBooks();
  const books = query.data ?? [];
  return { books, current: findCurrentBook(books, chosen), query };
}
