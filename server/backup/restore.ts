import { MIGRATION_LOCK } from '../db/migrate';
import type { BackupReader } from './backup-file';
import { granaDataIn, granaObjects, serialSequences, storedColumns } from './catalog';
import type { TableCount } from './dump';
import type { FileSink } from './files';
import { appliedMigrations, applyMigrations, planMigrations } from './migrations';
import { quoteIdent, type SqlSession } from './sql-session';

/** The target already holds Grana's data and --force was not given. */
export class TargetNotEmptyError extends Error {
  constructor(
    readonly users: number,
    readonly tablesWithRows: string[],
  ) {
    super(`o destino já tem dados do Grana (${users} usuário(s))`);
  }
}

/** The target has tables with Grana's names but is not a Grana database: refused even with --force. */
export class TargetNotGranaError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `o destino tem tabelas com nomes usados pelo Grana (${tables.join(', ')}) mas não é um banco do Grana; use um banco vazio`,
    );
  }
}

export interface RestoreSummary {
  tables: TableCount[];
  rows: number;
  /** The comprovantes' files written (files.ts). */
  files: number;
  /** Migrations this code applied after loading the copy (it was made by an older Grana). */
  laterMigrations: string[];
  /** The target held Grana data that --force replaced. */
  replaced: boolean;
}

/**
 * Restores a backup into the session's transaction: refuses a target holding Grana data unless `force`,
 * drops Grana's tables and views, rebuilds the schema with the migrations the copy was made under, loads every
 * row (multi-row inserts from PostgreSQL's own JSON, generated columns computed again) and writes the
 * comprovantes' files to `files` (which the caller puts in place once the transaction commits), moves the sequences
 * past the restored ids, and applies this code's later migrations. All in the caller's one transaction.
 */
export async function restoreInto(
  session: SqlSession,
  reader: BackupReader,
  options: { force: boolean; engine: 'pglite' | 'postgres'; files: FileSink },
): Promise<RestoreSummary> {
  const plan = planMigrations(reader.header.migrations);
  // A server starting on this PostgreSQL database waits for the restore before migrating.
  if (options.engine === 'postgres') {
    await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  }
  // The copy holds its own ledger_writes: the transactions it loads add none (migration 0070's trigger).
  await session.query("select set_config('grana.restoring', 'on', true)");

  const objects = granaObjects();
  const tableNames = [...new Set([...objects.tables, ...reader.header.tables])];
  const existing = await granaDataIn(session, tableNames);
  // Tables named like Grana's in a database Grana never migrated belong to something else: never dropped.
  if (existing.tablesPresent.length > 0 && (await appliedMigrations(session)).length === 0) {
    throw new TargetNotGranaError(existing.tablesPresent);
  }
  if (existing.tablesWithRows.length > 0 && !options.force) {
    throw new TargetNotEmptyError(existing.users, existing.tablesWithRows);
  }
  for (const view of objects.views)
    await session.exec(`drop view if exists public.${quoteIdent(view)} cascade`);
  for (const table of tableNames)
    await session.exec(`drop table if exists public.${quoteIdent(table)} cascade`);
  await session.exec('drop schema if exists drizzle cascade');

  await applyMigrations(session, plan.before);

  const counts: TableCount[] = [];
  let insert = '';
  for await (const event of reader.events()) {
    if (event.kind === 'file') {
      await options.files.write(event.file);
      continue;
    }
    if (event.kind === 'table') {
      insert = await prepareInsert(session, event.table.table, event.table.columns);
      counts.push({ table: event.table.table, rows: event.table.rows });
      continue;
    }
    await session.query(insert, [`[${event.lines.join(',')}]`]);
  }
  for (const table of reader.header.tables) {
    await moveSequences(
      session,
      table,
      reader.structure.tables.find((t) => t.table === table)?.sequences ?? {},
    );
  }

  await applyMigrations(session, plan.after);
  return {
    tables: counts,
    rows: reader.structure.totalRows,
    files: options.files.written,
    laterMigrations: plan.after.map((m) => m.tag),
    replaced: existing.tablesWithRows.length > 0,
  };
}

/** INSERT ... SELECT from json_populate_recordset: one parameter per chunk, typed by the table itself. */
async function prepareInsert(session: SqlSession, table: string, columns: string[]): Promise<string> {
  const present = new Set(await storedColumns(session, table));
  if (present.size === 0) throw new Error(`a tabela ${table} da cópia não existe no esquema restaurado`);
  const missing = columns.filter((column) => !present.has(column));
  if (missing.length > 0) {
    throw new Error(`a tabela ${table} da cópia tem colunas que o esquema não tem: ${missing.join(', ')}`);
  }
  const qualified = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(', ');
  // OVERRIDING SYSTEM VALUE keeps the copy's ids in GENERATED ALWAYS identity columns.
  return `insert into ${qualified} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${qualified}, $1::text::json)`;
}

/** Each sequence continues after both the copy's next value and the largest id restored: no id is reused. */
async function moveSequences(
  session: SqlSession,
  table: string,
  next: Record<string, number>,
): Promise<void> {
  for (const [column, sequence] of await serialSequences(session, table)) {
    await session.query(
      `select setval($1::text::regclass,
                     greatest($2::bigint, coalesce((select max(${quoteIdent(column)}) from public.${quoteIdent(table)}), 0) + 1),
                     false)`,
      [sequence, next[column] ?? 1],
    );
  }
}
