import type { BookView } from '../../../common/contract/books';

/**
 * Whether the screens of shared books apply to the book (who paid and the division, the acerto, a row's history
 * of changes, the book's line on a phone): any book but the person's own personal book, and that one too once
 * someone else has joined it. Another person's personal book they were invited to is a shared book to them (the
 * server answers `personal` for one's own only). The server's rule is the same (server/features/shared/shared-book.ts).
 */
export const isSharedBook = (book: BookView | undefined): book is BookView =>
  book !== undefined && (!book.personal || book.members > 1);
