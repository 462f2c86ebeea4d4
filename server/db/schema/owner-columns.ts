import { bigint } from 'drizzle-orm/pg-core';
import { books } from './books';
import { users } from './people';

// The columns that say whose a row is: apart from columns.ts because they name the users and books tables, which
// are themselves built from columns.ts.

export const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The column of every row a book holds. */
export const bookId = () =>
  bigint('book_id', { mode: 'number' })
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' });
