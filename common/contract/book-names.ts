// The names of books that every request and the sign-in page need, apart from book-roles.ts (which re-exports
// them): a module the web app's first script imports is bundled into it with everything any screen uses of it,
// and book-roles.ts's tables and messages are the signed-in screens'.

/** The header every API call carries to act in a book other than the person's personal one: the book's id. */
export const BOOK_HEADER = 'x-grana-book';
/** The refusal's `reason` when the header names a book the person is not (or no longer) in: back to the personal one. */
export const BOOK_GONE_REASON = 'book_gone';
/** The refusal's `reason` of a leitor's write. */
export const READ_ONLY_REASON = 'read_only';
/** The web page an invitation's link opens (`?token=`). */
export const INVITATION_PAGE_PATH = '/convite';
