import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

export interface OwnedName {
  id: number;
  name: string;
}

/** An account with its currency (ISO 4217): a line's amount abroad is kept only on an account in reais. */
export interface OwnedAccount extends OwnedName {
  currency: string;
}

export interface OwnedCategory extends OwnedName {
  type: 'receita' | 'despesa';
  parentId: number | null;
}

export { INSERT_BATCH_ROWS } from '../shared/write-steps';

export const importRepository = {
  accounts(db: Executor, bookId: number): Promise<OwnedAccount[]> {
    return queryRows<OwnedAccount>(
      db,
      sql`select id, name, currency from accounts where book_id = ${bookId} order by id`,
    );
  },

  /** One of the person's accounts, by id, with its currency (ISO 4217); undefined when it is none of theirs. */
  async accountCurrency(
    db: Executor,
    bookId: number,
    id: number,
  ): Promise<{ name: string; currency: string } | undefined> {
    const [row] = await queryRows<{ name: string; currency: string }>(
      db,
      sql`select name, currency from accounts where book_id = ${bookId} and id = ${id}`,
    );
    return row;
  },

  categories(db: Executor, bookId: number): Promise<OwnedCategory[]> {
    return queryRows<OwnedCategory>(
      db,
      sql`select id, name, type, parent_id as "parentId" from categories where book_id = ${bookId} order by id`,
    );
  },

  payees(db: Executor, bookId: number): Promise<OwnedName[]> {
    return queryRows<OwnedName>(db, sql`select id, name from payees where book_id = ${bookId} order by id`);
  },

  /** Creates the payees in one statement; a name taken meanwhile (ignoring case) is read back instead. */
  async createPayees(db: Executor, bookId: number, names: string[]): Promise<OwnedName[]> {
    if (names.length === 0) return [];
    const json = JSON.stringify(names);
    await queryRows(
      db,
      sql`insert into payees (book_id, name)
          select ${bookId}, n.name from jsonb_array_elements_text(${json}::jsonb) as n(name)
          on conflict do nothing`,
    );
    return queryRows<OwnedName>(
      db,
      sql`select p.id, p.name from payees p
          where p.book_id = ${bookId}
            and lower(p.name) in (select lower(n.name) from jsonb_array_elements_text(${json}::jsonb) as n(name))`,
    );
  },
};
