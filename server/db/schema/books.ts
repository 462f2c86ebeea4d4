import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text } from 'drizzle-orm/pg-core';
import type { SpendingBasis } from '../../../common/contract/spending-basis';
import { createdAt } from './columns';
import { users } from './people';

/**
 * Books (livros): every finance row belongs to one. Ids come from the users' sequence, so a person's personal book
 * takes the person's id (sign-up inserts it so, and migration 0028 made one per person from their rows) and no
 * other book can take an id a future person's personal book needs.
 */
export const books = pgTable(
  'books',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('users_id_seq')`),
    name: text('name').notNull(),
    /** The person whose personal book it is; null for a book shared between people. */
    personalUserId: bigint('personal_user_id', { mode: 'number' })
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * When a card purchase counts in the figures: 'competencia' in the month it was made (each installment in its
     * own month), 'caixa' in the month of the bill that charges it (common/contract/spending-basis.ts).
     */
    spendingBasis: text('spending_basis').$type<SpendingBasis>().notNull().default('competencia'),
    createdAt: createdAt(),
  },
  (t) => [check('books_spending_basis_check', sql`${t.spendingBasis} in ('competencia','caixa')`)],
);
