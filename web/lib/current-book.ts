import { BOOK_HEADER } from '../../common/contract/book-names';

/**
 * The book the app acts in (issue 35): its id in localStorage, so a new tab and the next visit open where the person
 * left; none means the personal book, which the server uses when a call names no book. The session's end forgets it
 * (clearSession), so the next person signing in on this browser starts in their own personal book.
 */
export const BOOK_STORAGE_KEY = 'grana.book';

/** The reason of the server's refusal when a call names a book the person is not (or no longer) in. */
export { BOOK_GONE_REASON } from '../../common/contract/book-names';

const changeListeners = new Set<() => void>();
const goneListeners = new Set<(bookId: number) => void>();

/** The chosen shared book's id, or null for the personal book. */
export function currentBookId(): number | null {
  const value = Number(localStorage.getItem(BOOK_STORAGE_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Chooses the book every later call acts in; null (or the personal book's id) for the personal book. */
export function chooseBook(id: number | null, personalId?: number): void {
  if (id === null || id === personalId) localStorage.removeItem(BOOK_STORAGE_KEY);
  else localStorage.setItem(BOOK_STORAGE_KEY, String(id));
  for (const listener of changeListeners) listener();
}

export function forgetChosenBook(): void {
  localStorage.removeItem(BOOK_STORAGE_KEY);
}

/** The header that names the book of a call, or none for the personal book. */
export function bookHeaders(bookId: number | null): Record<string, string> {
  return bookId === null ? {} : { [BOOK_HEADER]: String(bookId) };
}

/** For useSyncExternalStore: a choice made here, or in another tab (the storage event). */
export function subscribeToBook(listener: () => void): () => void {
  changeListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOOK_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A call sent for bookId was refused as book_gone: the person left it or was removed. The book is forgotten and
 * the listeners told, once: the calls in flight beside it get the same answer, and a book chosen meanwhile stays.
 */
export function bookGone(bookId: number): void {
  if (currentBookId() !== bookId) return;
  localStorage.removeItem(BOOK_STORAGE_KEY);
  for (const listener of changeListeners) listener();
  for (const listener of goneListeners) listener(bookId);
}

export function onBookGone(listener: (bookId: number) => void): () => void {
  goneListeners.add(listener);
  return () => {
    goneListeners.delete(listener);
  };
}
