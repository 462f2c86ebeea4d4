// The informes de rendimentos: a book's rows of income_tax_statements, one per source, person and year.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { incomeTaxStatements } from '../../db/schema';

export type StatementRow = typeof incomeTaxStatements.$inferSelect;
export type StatementValues = Omit<
  typeof incomeTaxStatements.$inferInsert,
  'id' | 'bookId' | 'createdAt' | 'updatedAt'
>;

const ofBook = (bookId: number, id: number) =>
  and(eq(incomeTaxStatements.id, id), eq(incomeTaxStatements.bookId, bookId));

export const statementsRepository = {
  /** The year's informes (a book holds at most MAX_STATEMENTS_PER_BOOK): the titular's first, then by source. */
  ofYear(db: Executor, bookId: number, year: number): Promise<StatementRow[]> {
    return db
      .select()
      .from(incomeTaxStatements)
      .where(and(eq(incomeTaxStatements.bookId, bookId), eq(incomeTaxStatements.year, year)))
      .orderBy(
        asc(incomeTaxStatements.person),
        asc(incomeTaxStatements.payerName),
        asc(incomeTaxStatements.id),
      );
  },

  async find(db: Executor, bookId: number, id: number): Promise<StatementRow | undefined> {
    const [row] = await db.select().from(incomeTaxStatements).where(ofBook(bookId, id));
    return row;
  },

  async insert(db: Executor, bookId: number, values: StatementValues): Promise<number> {
    const [row] = await db
      .insert(incomeTaxStatements)
      .values({ ...values, bookId })
      .returning({ id: incomeTaxStatements.id });
    if (!row) throw new Error('income tax statement insert returned no row');
    return row.id;
  },

  /** False when the book has no such informe. */
  async update(db: Executor, bookId: number, id: number, values: StatementValues): Promise<boolean> {
    const rows = await db
      .update(incomeTaxStatements)
      .set({ ...values, updatedAt: new Date() })
      .where(ofBook(bookId, id))
      .returning({ id: incomeTaxStatements.id });
    return rows.length > 0;
  },

  /** False when the book has no such informe. */
  async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(incomeTaxStatements)
      .where(ofBook(bookId, id))
      .returning({ id: incomeTaxStatements.id });
    return rows.length > 0;
  },
};
