import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { copyRows } from '../../db/copy-rows';

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

/** What a line of a statement is checked against stored transactions by, before its text. */
export interface LineValues {
  accountId: number;
  date: string;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
}

export { INSERT_BATCH_ROWS } from '../shared/write-steps';

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

  /**
   * The stored transactions that could repeat a line: same account, date, type and amount as one of these, in one
   * join with the lines' values copied into a staging table. A few lines probe
   * transactions_user_account_date_idx (user, account, date); many are hashed against the person's rows of the
   * file's dates. Whether the text matches too is the import's duplicate rule (common/csv/duplicates.ts), applied
   * to the few rows this answers.
   */
  async storedMatches(
    db: Executor,
    userId: number,
    lines: LineValues[],
    dates: { from: string; to: string },
  ): Promise<ExistingKey[]> {
    if (lines.length === 0) return [];
    await db.execute(sql`
      create temp table import_lines (account_id bigint, date date, type text, amount bigint) on commit drop`);
    await copyRows(
      db,
      'import_lines',
      ['account_id', 'date', 'type', 'amount'],
      lines.map((l) => [l.accountId, l.date, l.type, l.amountCents]),
    );
    const found = await queryRows<ExistingKey>(
      db,
      sql`select t.account_id, t.date, t.type, t.amount, t.description, t.external_id, t.bank_text
          from transactions t
          where t.user_id = ${userId} and t.date between ${dates.from} and ${dates.to}
            and (t.account_id, t.date, t.type, t.amount) in
                (select account_id, date, type, amount from import_lines)`,
    );
    await db.execute(sql`drop table import_lines`);
    return found;
  },
};
