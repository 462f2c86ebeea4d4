import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BookView } from '../../../common/contract/books';
import { useToast } from '../../components/ui/toast';
import { booksKey } from '../../entities/book/api/books-key';
import { joinedMessage, switchedMessage } from '../../entities/book/book-words';
import { chooseBook } from '../../lib/current-book';

const notBooks = { predicate: (query: Query) => query.queryKey[0] !== booksKey[0] };

/**
 * Every figure on screen belongs to the current book: after a change of book none of the previous one may show, so
 * each query starts over (the pages show their loading state, then the new book's figures). Calls in flight for the
 * previous book are cancelled first, or their answers would land in the fresh cache. The books area's queries are
 * the person's and stay, unless the membership itself changed (`books`).
 */
export async function refreshForBook(client: QueryClient, { books = false } = {}): Promise<void> {
  const filters = books ? {} : notBooks;
  await client.cancelQueries(filters);
  void client.resetQueries(filters);
}

/**
 * Makes a book the current one. The page stays, but not its address's filters: an account or a category chosen
 * there is the previous book's.
 */
export function useSwitchBook() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (book: BookView) => {
      chooseBook(book.personal ? null : book.id);
      await refreshForBook(client);
      if (search) navigate(pathname, { replace: true });
    },
    [client, navigate, pathname, search],
  );
}

/** A book picked in the switcher: made current (unless it is already) and named in a toast. */
export function usePickBook() {
  const switchBook = useSwitchBook();
  const toast = useToast();
  return useCallback(
    async (book: BookView, current: BookView | undefined) => {
      if (book.id === current?.id) return;
      await switchBook(book);
      toast(switchedMessage(book.name), 'info');
    },
    [switchBook, toast],
  );
}

/**
 * A book just joined, by the e-mail's link or from 'Convites para você', becomes the current one (the person joined
 * to use it), named in a toast.
 */
export function useEnterJoinedBook() {
  const client = useQueryClient();
  const toast = useToast();
  return useCallback(
    async (book: BookView) => {
      chooseBook(book.id);
      // The membership changed: the books' own queries start over too ('Convites para você' and its count no
      // longer hold the invitation just accepted).
      await refreshForBook(client, { books: true });
      toast(joinedMessage(book.name));
    },
    [client, toast],
  );
}
