import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

export interface OwnedName {
  id: number;
  name: string;
}

export interface OwnedCategory extends OwnedName {
  type: 'receita' | 'despesa';
}

/** What tells an imported line from one already stored in the same account. */
export interface ExistingKey {
  account_id: number;
  date: string;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  description: string;
  external_id: string | null;
  /** The statement's text of an imported row whose description differs from it. */
  bank_text: string | null;
}

/**
 * Rows per INSERT. The rows travel as one JSON parameter (jsonb_to_recordset), which both drivers send the
 * same way and which stays far from PostgreSQL's 65,535 bind parameters whatever the batch size.
 */
export const INSERT_BATCH_ROWS = 5000;

export const importRepository = {
  accounts(db: Executor, userId: number): Promise<OwnedName[]> {
    return queryRows<OwnedName>(db, sql`select id, name from accounts where user_id = ${userId} order by id`);
  },

  categories(db: Executor, userId: number): Promise<OwnedCategory[]> {
    return queryRows<OwnedCategory>(
      db,
      sql`select id, name, type from categories where user_id = ${userId} order by id`,
    );
  },

  payees(db: Executor, userId: number): Promise<OwnedName[]> {
    return queryRows<OwnedName>(db, sql`select id, name from payees where user_id = ${userId} order by id`);
  },

  /** Creates the payees in one statement; a name taken meanwhile (ignoring case) is read back instead. */
  async createPayees(db: Executor, userId: number, names: string[]): Promise<OwnedName[]> {
    if (names.length === 0) return [];
    const json = JSON.stringify(names);
    await queryRows(
      db,
      sql`insert into payees (user_id, name)
          select ${userId}, n.name from jsonb_array_elements_text(${json}::jsonb) as n(name)
          on conflict do nothing`,
    );
    return queryRows<OwnedName>(
      db,
      sql`select p.id, p.name from payees p
          where p.user_id = ${userId}
            and lower(p.name) in (select lower(n.name) from jsonb_array_elements_text(${json}::jsonb) as n(name))`,
    );
  },

  /** The keys of the transactions already in these accounts between the dates, in one query. */
  existingKeys(
    db: Executor,
    userId: number,
    accountIds: number[],
    from: string,
    to: string,
  ): Promise<ExistingKey[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return queryRows<ExistingKey>(
      db,
      sql`select account_id, date, type, amount, description, external_id, bank_text
          from transactions
          where user_id = ${userId}
            and account_id in (${sql.join(
              accountIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            and date between ${from} and ${to}`,
    );
  },

  /** Tags the person's rules gave imported rows, in one statement. */
  async tagRows(
    db: Executor,
    userId: number,
    links: Array<{ transactionId: number; tagId: number }>,
  ): Promise<void> {
    if (links.length === 0) return;
    await db.execute(
      sql`insert into transaction_tags (user_id, transaction_id, tag_id)
          select ${userId}, l.t, l.g from jsonb_to_recordset(${JSON.stringify(
            links.map((l) => ({ t: l.transactionId, g: l.tagId })),
          )}::jsonb) as l(t bigint, g bigint)`,
    );
  },
};
