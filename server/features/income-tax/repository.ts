// The person's choices for the declaration: which code each category is, whom each payee's instrução was for, how
// many dependents; and the declaration's year as dates, for the reads of its figures.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

export interface MappedCategoryRow {
  id: number;
  name: string;
  type: 'receita' | 'despesa';
  code: string | null;
}

/** The book's mapped categories: each one's id and its code in the declaration. */
export const codesOf = (categories: MappedCategoryRow[]) =>
  new Map(categories.filter((c) => c.code !== null).map((c) => [Number(c.id), c.code as string]));

/** The declaration's year as the first and last days the reads of its figures take. */
export const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

export const incomeTaxRepository = {
  categories(db: Executor, bookId: number): Promise<MappedCategoryRow[]> {
    return queryRows<MappedCategoryRow>(
      db,
      // A subcategory without a code of its own is what its parent is in the declaration (Saúde's children are
      // health expenses); a code of its own wins.
      sql`select c.id, c.name, c.type, coalesce(m.code, pm.code) as code from categories c
          left join category_tax_codes m on m.category_id = c.id and m.book_id = c.book_id
          left join category_tax_codes pm on pm.category_id = c.parent_id and pm.book_id = c.book_id
          where c.book_id = ${bookId} order by c.type desc, lower(c.name), c.id`,
    );
  },

  /** The year's settings, when the person gave any. */
  yearSettings(
    db: Executor,
    bookId: number,
    year: number,
  ): Promise<Array<{ dependents: number; carne_leao_paid_cents: number | string | null }>> {
    return queryRows(
      db,
      sql`select dependents, carne_leao_paid_cents from income_tax_years
          where book_id = ${bookId} and year = ${year}`,
    );
  },

  /** Sets the year's dependents and, unless undefined, its Carnê-Leão paid (null: the DARFs worked out). */
  async setYear(
    db: Executor,
    bookId: number,
    year: number,
    dependents: number,
    carneLeaoPaidCents: number | null | undefined,
  ): Promise<Array<{ dependents: number; carne_leao_paid_cents: number | string | null }>> {
    const paid = carneLeaoPaidCents ?? null;
    return queryRows(
      db,
      carneLeaoPaidCents === undefined
        ? sql`insert into income_tax_years (book_id, year, dependents) values (${bookId}, ${year}, ${dependents})
              on conflict (book_id, year) do update set dependents = excluded.dependents
              returning dependents, carne_leao_paid_cents`
        : sql`insert into income_tax_years (book_id, year, dependents, carne_leao_paid_cents)
              values (${bookId}, ${year}, ${dependents}, ${paid})
              on conflict (book_id, year) do update
                set dependents = excluded.dependents, carne_leao_paid_cents = excluded.carne_leao_paid_cents
              returning dependents, carne_leao_paid_cents`,
    );
  },

  /** Maps a category of the book (the caller checked it is one); null removes the mapping. */
  async setMapping(db: Executor, bookId: number, categoryId: number, code: string | null): Promise<void> {
    if (code === null) {
      await db.execute(
        sql`delete from category_tax_codes where book_id = ${bookId} and category_id = ${categoryId}`,
      );
      return;
    }
    await db.execute(
      sql`insert into category_tax_codes (book_id, category_id, code) values (${bookId}, ${categoryId}, ${code})
          on conflict (book_id, category_id) do update set code = excluded.code`,
    );
  },

  /** Whom each payee's instrução was for, when not the titular. */
  beneficiaries(db: Executor, bookId: number): Promise<Array<{ payee_id: number; person: number }>> {
    return queryRows(
      db,
      sql`select payee_id, person from income_tax_beneficiaries where book_id = ${bookId}`,
    );
  },

  /** Sets whom a payee of the book's instrução is for (0: the titular, no row); false when not the book's payee. */
  async setBeneficiary(db: Executor, bookId: number, payeeId: number, person: number): Promise<boolean> {
    const [payee] = await queryRows<{ id: number }>(
      db,
      sql`select id from payees where id = ${payeeId} and book_id = ${bookId}`,
    );
    if (!payee) return false;
    await db.execute(
      person === 0
        ? sql`delete from income_tax_beneficiaries where book_id = ${bookId} and payee_id = ${payeeId}`
        : sql`insert into income_tax_beneficiaries (book_id, payee_id, person) values (${bookId}, ${payeeId}, ${person})
              on conflict (book_id, payee_id) do update set person = excluded.person`,
    );
    return true;
  },

  categoryType(db: Executor, bookId: number, categoryId: number): Promise<Array<{ type: string }>> {
    return queryRows(db, sql`select type from categories where id = ${categoryId} and book_id = ${bookId}`);
  },
};
