import type { AttachmentsPlace } from '../storage/store-for';
import { primaryKeyColumns, serialSequences, storedColumns, tablesInLoadOrder } from './catalog';
import { dumpFiles, type FilesSummary } from './files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupTrailer,
  type TableHeader,
} from './format';
import { appliedMigrations } from './migrations';
import { quoteIdent, type SqlSession } from './sql-session';

/** Rows fetched from the cursor at a time: bounded memory whatever the size of the table. */
const FETCH_ROWS = 2000;

export class NotGranaDatabaseError extends Error {}

export interface TableCount {
  table: string;
  rows: number;
}

export interface DumpSummary {
  header: BackupHeader;
  tables: TableCount[];
  rows: number;
  /** The comprovantes' files copied after the tables, and their bytes. */
  files: FilesSummary;
}

/**
 * Writes every table of the database, in foreign-key order, as backup lines, then the comprovantes' files the
 * attachments table names, read from the installation's folder or bucket (files.ts; without one, the tables only: a
 * test's database of old migrations, which has no files). Run it inside a snapshot transaction (sql-session.ts):
 * all tables are then read as of one instant. `write` gets blocks of whole lines and may wait (backpressure); the
 * dump waits with it.
 */
export async function dumpDatabase(
  session: SqlSession,
  engine: BackupHeader['engine'],
  write: (text: string) => Promise<void>,
  place?: AttachmentsPlace,
): Promise<DumpSummary> {
  const migrations = await appliedMigrations(session);
  if (migrations.length === 0) {
    throw new NotGranaDatabaseError('Este banco não tem dados do Grana (nenhuma migração aplicada).');
  }
  const tables = await tablesInLoadOrder(session);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    migrations,
    tables,
  };
  await write(`${JSON.stringify(header)}\n`);

  const counts: TableCount[] = [];
  let total = 0;
  for (const table of tables) {
    const rows = await dumpTable(session, table, write);
    counts.push({ table, rows });
    total += rows;
  }
  const files =
    place !== undefined && tables.includes('attachments')
      ? await dumpFiles(session, place, write)
      : { files: 0, bytes: 0 };
  const trailer: BackupTrailer = {
    end: BACKUP_FORMAT,
    tables: tables.length,
    rows: total,
    files: files.files,
  };
  await write(`${JSON.stringify(trailer)}\n`);
  return { header, tables: counts, rows: total, files };
}

async function dumpTable(
  session: SqlSession,
  table: string,
  write: (text: string) => Promise<void>,
): Promise<number> {
  const qualified = `public.${quoteIdent(table)}`;
  const columns = await storedColumns(session, table);
  const key = await primaryKeyColumns(session, table);
  const [count] = await session.query<{ n: string }>(`select count(*)::text as n from ${qualified}`);
  const rows = Number(count?.n ?? 0);

  const sequences: Record<string, number> = {};
  for (const [column, sequence] of await serialSequences(session, table)) {
    // Read outside the snapshot's rules (sequences are not transactional): at worst ahead, never behind.
    const [state] = await session.query<{ next: string }>(
      `select (case when is_called then last_value + 1 else last_value end)::text as next from ${sequence}`,
    );
    sequences[column] = Number(state?.next ?? 1);
  }
  const tableHeader: TableHeader = { table, columns, rows, sequences };
  await write(`${JSON.stringify(tableHeader)}\n`);

  const list = columns.map(quoteIdent).join(', ');
  const order = key.length > 0 ? ` order by ${key.map(quoteIdent).join(', ')}` : '';
  await session.exec(
    `declare grana_backup_rows no scroll cursor for
     select row_to_json(r)::text as j from (select ${list} from ${qualified}${order}) r`,
  );
  let written = 0;
  for (;;) {
    const batch = await session.query<{ j: string }>(`fetch forward ${FETCH_ROWS} from grana_backup_rows`);
    if (batch.length === 0) break;
    written += batch.length;
    let text = '';
    for (const row of batch) text += `${row.j}\n`;
    await write(text);
    if (batch.length < FETCH_ROWS) break;
  }
  await session.exec('close grana_backup_rows');
  // Both numbers come from one snapshot; a difference would mean the copy is not consistent.
  if (written !== rows) throw new Error(`table ${table}: counted ${rows} rows but read ${written}`);
  return rows;
}
