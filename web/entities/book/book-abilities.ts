import { useSyncExternalStore } from 'react';
import type { BookRole, BookView } from '../../../common/contract/books';
import { currentBookId, subscribeToBook } from '../../lib/current-book';
import { useBooks } from './api/books';
import { findCurrentBook } from './use-current-book';

/**
 * What the person may do in the current book, for the screens to offer only that. The rule is the server's
 * (server/http/authenticate.ts refuses a leitor's writes and, on the routes marked OWNERS_ONLY, anyone not dono):
 * this is its one mirror in the web app, and the server stays the guard.
 */
export interface BookAbilities {
  /** Writes the book's finances: a dono or an editor; a leitor reads only. */
  canWrite: boolean;
  /** What only a dono does: the bank aggregator's credentials, restoring a backup into the book. */
  owns: boolean;
  /**
   * Whether the role is known: false while a shared book's role is on its way, when a page shows neither its write
   * buttons nor the statement that the book is read only.
   */
  known: boolean;
}

export const abilitiesOf = (role: BookRole | undefined): BookAbilities => ({
  canWrite: role === 'dono' || role === 'editor',
  owns: role === 'dono',
  known: role !== undefined,
});

/**
 * The current book's abilities. The personal book is the person's own from the start; a shared book's role comes
 * with the list of books, and until it has arrived nothing that writes is offered (a leitor would otherwise see the
 * buttons flash). A chosen book no longer in the list is the personal one, as the server answers it.
 */
export function currentAbilities(
  chosen: number | null,
  books: readonly BookView[] | undefined,
): BookAbilities {
  if (chosen === null) return abilitiesOf('dono');
  return abilitiesOf(books ? findCurrentBook(books, chosen)?.role : undefined);
}

export function useBookAbilities(): BookAbilities {
  const chosen = useSyncExternalStore(subscribeToBook, currentBookId);
  return currentAbilities(chosen, useBooks().data);
}

/** Whether the current book's finances may be written here (dono or editor). */
export const useCanWrite = () => useBookAbilities().canWrite;
