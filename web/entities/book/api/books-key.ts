/**
 * Every query of the books area: the person's, not the current book's (the server reads no book header on these
 * routes), so a switch of book keeps them (see refreshForBook) and the switcher keeps its names.
 */
export const booksKey = ['books'] as const;
