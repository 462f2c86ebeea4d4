import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from './connect';

/** A stored row as JSON keyed by column name, every column but the generated ones. */
export type JsonRow = Record<string, unknown>;

/** A PostgreSQL array literal of ids: one bind parameter however many (Drizzle spreads a JS array into a list). */
export const idArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/**
 * A PostgreSQL array literal of dates or months ('2026-11-30', '2026-11'): one bind parameter, written as is (neither
 * holds a comma, a quote or a brace), where pg would quote and escape each element of a JS array.
 */
export const dateArray = (values: readonly string[]): string => `{${values.join(',')}}`;

/** A PostgreSQL array literal of stored CPFs/CNPJs (digits and capital letters only): one bind parameter. */
export const documentArray = (values: readonly string[]): string => `{${values.join(',')}}`;

/**
 * The person's rows of a table whose `column` is one of the ids, exactly as stored: what putBackRows writes
 * again (an undo). Generated columns are left out; PostgreSQL computes them.
 */
export async function snapshotRows(
  db: Executor,
  table: PgTable,
  bookId: number,
  column: string,
  ids: number[],
): Promise<JsonRow[]> {
  const { name, columns } = getTableConfig(table);
  const generated = columns.filter((c) => c.generated).map((c) => c.name);
  const found = await queryRows<{ row: JsonRow }>(
    db,
    sql`select to_jsonb(t) ${sql.raw(generated.map((g) => `- '${g}'`).join(' '))} as row
        from ${sql.raw(name)} t
        where t.book_id = ${bookId} and t.${sql.raw(column)} = any(${idArray(ids)}::bigint[])`,
  );
  return found.map((r) => r.row);
}

/** Writes snapshotted rows back with their own ids (OVERRIDING SYSTEM VALUE) and every column as it was. */
export async function putBackRows(
  db: Executor,
  table: PgTable,
  bookId: number,
  rows: JsonRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const { name, columns } = getTableConfig(table);
  const names = sql.raw(
    columns
      .filter((c) => !c.generated)
      .map((c) => c.name)
      .join(', '),
  );
  const overriding = sql.raw(columns.some((c) => c.generatedIdentity) ? 'overriding system value' : '');
  await db.execute(
    sql`insert into ${sql.raw(name)} (${names}) ${overriding}
        select ${names} from jsonb_populate_recordset(null::${sql.raw(name)}, ${JSON.stringify(rows)}::jsonb)
        where book_id = ${bookId}`,
  );
}

/** A table rows are written to from JSON: its columns and their types, as jsonb_to_recordset reads them. */
export interface JsonTable {
  name: string;
  columns: Record<string, string>;
}

/**
 * Writes rows keyed by column name into the book in one multi-row INSERT, the rows one JSON parameter (as the
 * import does): a bounded batch, the caller's (a restore's steps). Ids are given, so identity columns take them
 * (OVERRIDING SYSTEM VALUE); a missing created_at is now().
 */
export async function insertJsonRows(
  db: Executor,
  bookId: number,
  table: JsonTable,
  rows: JsonRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(table.columns);
  const columns = sql.raw(['book_id', ...names].join(', '));
  const values = sql.raw(
    names.map((n) => (n === 'created_at' ? 'coalesce(r.created_at, now())' : `r.${n}`)).join(', '),
  );
  const definition = sql.raw(names.map((n) => `${n} ${table.columns[n]}`).join(', '));
  const overriding = sql.raw('id' in table.columns ? 'overriding system value' : '');
  await db.execute(
    sql`insert into ${sql.raw(table.name)} (${columns}) ${overriding}
        select ${bookId}, ${values} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${definition})`,
  );
}
