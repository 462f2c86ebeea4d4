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
  has_user_id: boolean;
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

  /** The application's tables (schema public) and whether each holds a user_id column. */
  tables(db: Executor): Promise<TableRow[]> {
    return queryRows<TableRow>(
      db,
      sql`select t.table_name as name,
                 exists (select 1 from information_schema.columns c
                         where c.table_schema = t.table_schema and c.table_name = t.table_name
                           and c.column_name = 'user_id') as has_user_id
          from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by t.table_name`,
    );
  },

  /** Rows of the signed-in person in each table, in one query; only tables with user_id are counted. */
  async countsOf(db: Executor, userId: number, tables: string[]): Promise<Map<string, number>> {
    if (tables.length === 0) return new Map();
    const parts = tables.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::int as rows from ${sql.identifier(name)} where user_id = ${userId}`,
    );
    const rows = await queryRows<{ name: string; rows: number }>(db, sql.join(parts, sql` union all `));
    return new Map(rows.map((r) => [r.name, Number(r.rows)]));
  },

  goalTransactions(db: Executor, userId: number, limit: number): Promise<GoalTransactionRow[]> {
    return queryRows<GoalTransactionRow>(
      db,
      sql`select t.id, t.date, t.amount, t.type, t.description, t.account_id, a.name as account_name,
                 t.goal_id, g.name as goal_name, t.transfer_id
          from transactions t
          join accounts a on a.id = t.account_id and a.user_id = t.user_id
          left join goals g on g.id = t.goal_id and g.user_id = t.user_id
          where t.user_id = ${userId} and t.goal_id is not null
          order by t.date desc, t.id desc
          limit ${limit}`,
    );
  },

  countGoalTransactions(db: Executor, userId: number): Promise<number> {
    return queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from transactions where user_id = ${userId} and goal_id is not null`,
    ).then((rows) => Number(rows[0]?.count ?? 0));
  },
};
