import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BookView } from '../../../common/contract/books';
import { useToast } from '../../components/ui/toast';
import { booksQuery } from '../../entities/book/api/books';
import { bookGoneMessage, otherTabMessage } from '../../entities/book/book-words';
import { BOOK_STORAGE_KEY, currentBookId, onBookGone } from '../../lib/current-book';
import { refreshForBook } from './switch-book';

/**
 * The shell's watch over the current book while the person uses the app: a call refused because the person is no
 * longer in the book (they left elsewhere, or a dono removed them) brings the app back to the personal book; a
 * book chosen in another tab becomes this tab's too (both tabs send the same stored book), and each says so.
 */
export function useBookWatch(): void {
  const client = useQueryClient();
  const toast = useToast();

  useEffect(() => {
    const nameOf = (id: number | null) =>
      client.getQueryData<BookView[]>(booksQuery().queryKey)?.find((book) => book.id === id)?.name;
    const stopGone = onBookGone((id) => {
      toast(bookGoneMessage(nameOf(id)), 'info');
      void refreshForBook(client, { books: true });
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BOOK_STORAGE_KEY || event.oldValue === event.newValue) return;
      const id = currentBookId();
      const personal = client.getQueryData<BookView[]>(booksQuery().queryKey)?.find((book) => book.personal);
      toast(otherTabMessage(id === null ? personal?.name : nameOf(id)), 'info');
      void refreshForBook(client);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopGone();
      window.removeEventListener('storage', onStorage);
    };
  }, [client, toast]);
}
