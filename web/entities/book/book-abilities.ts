import { useSyncExternalStore } from 'react';
import { type BookRole, can, losesManager } from '../../../common/contract/book-roles';
import type { BookView } from '../../../common/contract/books';
import { currentBookId, subscribeToBook } from '../../lib/current-book';
import { useBooks } from './api/books';
import { findCurrentBook } from './use-current-book';

/**
 * What the person may do in the current book, for the screens to offer only that. The rule is the server's: both
 * read the table of abilities (common/contract/books.ts `can`), and the server stays the guard.
 */
export interface BookAbilities {
  /** Writes the book's finances (`write`: a dono or an editor; a leitor reads only). */
  canWrite: boolean;
  /** Runs the book (`manageBook`, a dono's): the bank aggregator's credentials, restoring a backup into the book. */
  owns: boolean;
  /**
   * Whether the role is known: false while a shared book's role is on its way, when a page shows neither its write
   * buttons nor the statement that the book is read only.
   */
  known: boolean;
}

export const abilitiesOf = (role: BookRole | undefined): BookAbilities => ({
  canWrite: role !== undefined && can(role, 'write'),
  owns: role !== undefined && can(role, 'manageBook'),
  known: role !== undefined,
});

/** Whether a person of `role` changes who takes part in the book and their roles (`manageMembers`, a dono's). */
export const managesMembers = (role: BookRole) => can(role, 'manageMembers');

/**
 * Whether `members` holds the book's last one who manages its members and `member` going to `role` (null: out of
 * the book) would take that away: the server refuses it (BOOK_MESSAGES.lastOwner), so the screen says so first.
 */
export const leavesNoManager = (
  members: readonly { role: BookRole }[],
  member: { role: BookRole },
  role: BookRole | null,
) => losesManager(member.role, role) && members.filter((m) => managesMembers(m.role)).length <= 1;

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
