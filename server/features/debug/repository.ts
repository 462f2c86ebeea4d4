import { sql } from 'drizzle-orm';
import type { GoalTransaction } from '../../../common/contract/debug';
import { type Executor, queryRows } from '../../db/connect';

export interface AppliedMigrationRow {
  id: number;
  hash: string;
  created_at: number;
}

export interface TableRow {
  name: string;
  /** The column naming whose a row is: the book's (finance rows), the person's (sign-in, e-mail), or none. */
  owner: 'book_id' | 'user_id' | null;
}

/** A goal's transaction as stored: the answer's shape with the amount still in cents. */
export type GoalTransactionRow = GoalTransaction;

export const debugRepository = {
  /** Drizzle's own record of applied migrations; empty when the table does not exist yet. */
  async appliedMigrations(db: Executor): Promise<AppliedMigrationRow[]> {
    const [found] = await queryRows<{ exists: boolean }>(
      db,
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
    );
    if (!found?.exists) return [];
    return queryRows<AppliedMigrationRow>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
    );
  },

  /** The application's tables (schema public) and the column of each that names its rows' owner. */
  tables(db: Executor): Promise<TableRow[]> {
    return queryRows<TableRow>(
      db,
      sql`select t.table_name as name,
                 (select min(c.column_name) from information_schema.columns c
                  where c.table_schema = t.table_schema and c.table_name = t.table_name
                    and c.column_name in ('book_id', 'user_id')) as owner
          from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by t.table_name`,
    );
  },

  /** Rows of each table whose owner column holds the given id, in one query. */
  async countsOf(
    db: Executor,
    tables: Array<{ name: string; owner: 'book_id' | 'user_id'; id: number }>,
  ): Promise<Map<string, number>> {
    if (tables.length === 0) return new Map();
    const parts = tables.map(
      ({ name, owner, id }) =>
        sql`select ${name}::text as name, count(*)::int as rows from ${sql.identifier(name)} where ${sql.identifier(owner)} = ${id}`,
    );
    const rows = await queryRows<{ name: string; rows: number }>(db, sql.join(parts, sql` union all `));
    return new Map(rows.map((r) => [r.name, Number(r.rows)]));
  },

  goalTransactions(db: Executor, bookId: number, limit: number): Promise<GoalTransactionRow[]> {
    return queryRows<GoalTransactionRow>(
      db,
      sql`select t.id, t.date, t.amount, t.type, t.description, t.account_id, a.name as account_name,
                 t.goal_id, g.name as goal_name, t.transfer_id
          from transactions t
          join accounts a on a.id = t.account_id and a.book_id = t.book_id
          left join goals g on g.id = t.goal_id and g.book_id = t.book_id
          where t.book_id = ${bookId} and t.goal_id is not null
          order by t.date desc, t.id desc
          limit ${limit}`,
    );
  },

  countGoalTransactions(db: Executor, bookId: number): Promise<number> {
    return queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from transactions where book_id = ${bookId} and goal_id is not null`,
    ).then((rows) => Number(rows[0]?.count ?? 0));
  },
};
