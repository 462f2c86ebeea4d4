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
  /** The payee's name: a Pix or TED line is stored as 'Pix enviado' with the other person as payee. */
  payee_name: string | null;
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
      sql`select t.account_id, t.date, t.type, t.amount, t.description, t.external_id, p.name as payee_name
          from transactions t
          left join payees p on p.id = t.payee_id and p.user_id = t.user_id
          where t.user_id = ${userId}
            and t.account_id in (${sql.join(
              accountIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            and t.date between ${from} and ${to}`,
    );
  },
};
