import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { insertJsonRows, type JsonRow } from '../../../db/json-rows';
import { ownCategoryExists } from '../../categories/public';
import { ledger } from '../../ledger/public';
import { INSERT_BATCH_ROWS } from '../../shared/write-steps';
import { type IdTable, type RestoreTable, sequenceTable } from './restore-tables';

export const restoreRepository = {
  /**
   * True when the person has any row of their own. The starter categories sign-up creates are not theirs until
   * renamed: a new person may restore, and the restore replaces them (restore.ts).
   */
  async hasData(db: Executor, bookId: number): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from accounts where book_id = ${bookId})
              or ${ownCategoryExists(bookId)}
              or exists (select 1 from tags where book_id = ${bookId})
              or exists (select 1 from payees where book_id = ${bookId})
              or exists (select 1 from transactions where book_id = ${bookId})
              or exists (select 1 from budgets where book_id = ${bookId})
              or exists (select 1 from goals where book_id = ${bookId})
              or exists (select 1 from recurring where book_id = ${bookId})
              or exists (select 1 from rules where book_id = ${bookId})
              or exists (select 1 from book_settlements where book_id = ${bookId})
              or exists (select 1 from fixed_income_positions where book_id = ${bookId})
              or exists (select 1 from book_index_rates where book_id = ${bookId})
              or exists (select 1 from book_exchange_rates where book_id = ${bookId})
              or exists (select 1 from debts where book_id = ${bookId})
              or exists (select 1 from assets where book_id = ${bookId})
              or exists (select 1 from variable_income_holdings where book_id = ${bookId}) as found`,
    );
    return row?.found === true;
  },

  /**
   * Every row the person has, and their month totals: a restore that failed on PGlite brings the account back
   * to empty, as it was when the restore began (restore.ts). Split parts and tag links go with their
   * transactions, a debt's prepayments and payments with the debt, a bem's valuations with the bem, a renda
   * variável holding's trades, prices and incomes with the holding; the book's index values and exchange rates are
   * its own rows too.
   */
  async deleteEverything(tx: Executor, bookId: number): Promise<void> {
    const deleteFrom = async (tables: string[]) => {
      for (const table of tables)
        await tx.execute(sql`delete from ${sql.raw(table)} where book_id = ${bookId}`);
    };
    // The comprovantes the restore wrote: rows shown (an empty book's own rows all wait for their window, their
    // transactions deleted, and keep it).
    await tx.execute(
      sql`delete from attachments where book_id = ${bookId} and removed_at is null and orphaned_at is null`,
    );
    await deleteFrom([
      'debts',
      'assets',
      'variable_income_holdings',
      'fixed_income_positions',
      'book_index_rates',
      'book_exchange_rates',
      'book_settlements',
    ]);
    // The transactions and their month totals are the ledger's; the rows they name go after them.
    await ledger.deleteAll(tx, bookId);
    await deleteFrom([
      'budgets',
      'budget_months',
      'recurring',
      'goals',
      'rules',
      'payees',
      'tags',
      'categories',
      'accounts',
    ]);
  },

  /** Bytes the book's comprovantes take already (rows waiting for their window: their files are on disk). */
  async attachmentBytes(db: Executor, bookId: number): Promise<number> {
    const [row] = await queryRows<{ bytes: number }>(
      db,
      sql`select coalesce(sum(size + thumb_size), 0)::float8 as bytes from attachments where book_id = ${bookId}`,
    );
    return Number(row?.bytes ?? 0);
  },

  /** A person's monthly income in the book (for dividing in proportion to incomes), in cents. */
  async setIncome(tx: Executor, bookId: number, userId: number, income: number): Promise<void> {
    await tx.execute(
      sql`update book_members set income = ${income} where book_id = ${bookId} and user_id = ${userId}`,
    );
  },

  async setTimeZone(tx: Executor, userId: number, timeZone: string): Promise<void> {
    await tx.execute(sql`update users set time_zone = ${timeZone}, updated_at = now() where id = ${userId}`);
  },

  /** Refreshes the planner's statistics of the tables the month totals are computed from. */
  async analyzeTransactions(tx: Executor): Promise<void> {
    await tx.execute(sql`analyze transactions, transaction_splits`);
  },

  /**
   * `count` new ids from the table's identity sequence, ascending. Taking them first lets every reference be
   * remapped before anything is written, and the rows keep their order (lists break ties by id).
   */
  async newIds(tx: Executor, table: IdTable, count: number): Promise<number[]> {
    if (count === 0) return [];
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence(${sequenceTable(table)}, 'id'))::bigint as id
          from generate_series(1, ${count}::int)`,
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  /**
   * Multi-row INSERTs of INSERT_BATCH_ROWS rows, each batch one JSON parameter (as the import does). Rows are
   * keyed by column name; ids are given, so identity columns take them (OVERRIDING SYSTEM VALUE); a missing
   * created_at is now(). The ledger's tables are not among TABLES: their rows go through ledger.insertRestored.
   */
  async insert(tx: Executor, bookId: number, table: RestoreTable, rows: JsonRow[]) {
    for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
      await insertJsonRows(tx, bookId, table, rows.slice(start, start + INSERT_BATCH_ROWS));
    }
  },
};
