import { createHash } from 'node:crypto';
import { partOfName } from '../storage/store';

/**
 * The backup format, the same for PGlite and PostgreSQL: gzip'd JSON lines.
 *
 *   {"format":"grana-backup","version":1,"createdAt":...,"engine":"pglite","migrations":[...],
 *    "tables":["users",...]}                                                                       header
 *   {"table":"users","columns":["id",...],"rows":2,"sequences":{"id":3}}                            a table
 *   {"id":1,"name":"Maria",...}                                                                    its rows
 *   {"id":2,"name":"João",...}
 *   ...                                                                                            more tables
 *   {"file":"12/AbC…","bytes":48213,"sha256":"9f…","data":"<base64>"}                             a file
 *   ...                                                                                            more files
 *   {"end":"grana-backup","tables":17,"rows":1234,"files":2}                                       trailer
 *
 * Each table announces how many rows follow, so a row is never mistaken for a table line, and the trailer
 * proves the copy is whole: a file cut short (or a stream that stopped) is refused, never half restored.
 * Rows are PostgreSQL's own row_to_json text, written and read back without parsing in JavaScript, so
 * timestamps keep their microseconds and bigints every digit.
 *
 * Version 2 adds the comprovantes' files after the tables (files.ts): a line per file under DATA_DIR/attachments
 * (`<book id>/<key>` and `<book id>/<key>.thumb`), its bytes in base64, checked against its size and SHA-256 as it
 * is read. A copy of version 1 has none and restores as before.
 */

export const BACKUP_FORMAT = 'grana-backup';
export const BACKUP_VERSION = 2;

export interface BackupMigration {
  /** Drizzle's record: the migration's `when` (its folderMillis) and the hash of its SQL file. */
  createdAt: number;
  hash: string;
  /** The migration's file name, when this version of the code knows it (for messages only). */
  tag?: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migrations: BackupMigration[];
  /** The tables that follow, in load order. */
  tables: string[];
}

export interface TableHeader {
  table: string;
  /** Stored columns only: generated columns (search_text) are computed again on restore. */
  columns: string[];
  rows: number;
  /** The next value of each identity or serial column's sequence, so restored ids are never reused. */
  sequences: Record<string, number>;
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  tables: number;
  rows: number;
  /** The file lines (version 2); absent from a copy of version 1. */
  files?: number;
}

/** A file of DATA_DIR/attachments: its path there, its size, its SHA-256 (hex) and its bytes in base64. */
export interface FileRecord {
  file: string;
  bytes: number;
  sha256: string;
  data: string;
}

/** The bytes of a file line, checked against its size and SHA-256; throws on a damaged or changed one. */
export function fileBytes(record: FileRecord): Buffer {
  const bytes = Buffer.from(record.data, 'base64');
  if (bytes.length !== record.bytes || createHash('sha256').update(bytes).digest('hex') !== record.sha256) {
    throw new BackupFormatError(`o arquivo ${record.file} da cópia está danificado (o conteúdo não confere)`);
  }
  return bytes;
}

function fileRecord(value: Record<string, unknown>): FileRecord {
  if (
    typeof value.file !== 'string' ||
    // A comprovante's file or thumbnail, as the attachment store names them: nothing else, no `..`, no `/` first.
    partOfName(value.file) === null ||
    !Number.isSafeInteger(value.bytes) ||
    typeof value.sha256 !== 'string' ||
    typeof value.data !== 'string'
  ) {
    throw new BackupFormatError('linha de arquivo ilegível');
  }
  const record = value as unknown as FileRecord;
  fileBytes(record);
  return record;
}

export class BackupFormatError extends Error {}

/** Names of tables and columns as Grana's schema writes them: also what makes them safe to quote. */
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

function parseJson(line: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(line) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new BackupFormatError(`linha ilegível onde se esperava ${what}`);
}

export function parseHeader(line: string | undefined): BackupHeader {
  if (line === undefined) throw new BackupFormatError('o arquivo está vazio');
  let value: Record<string, unknown>;
  try {
    value = parseJson(line, 'o cabeçalho');
  } catch {
    throw new BackupFormatError('não é uma cópia de segurança do Grana');
  }
  if (value.format !== BACKUP_FORMAT) throw new BackupFormatError('não é uma cópia de segurança do Grana');
  if (typeof value.version !== 'number' || value.version > BACKUP_VERSION) {
    throw new BackupFormatError(
      `a cópia usa o formato ${String(value.version)}, mais novo que o desta versão do Grana (${BACKUP_VERSION}); atualize o Grana`,
    );
  }
  const migrations = value.migrations;
  if (
    !Array.isArray(migrations) ||
    !migrations.every((m) => m && typeof m.createdAt === 'number' && typeof m.hash === 'string')
  ) {
    throw new BackupFormatError('o cabeçalho não traz a lista de migrações');
  }
  if (
    !Array.isArray(value.tables) ||
    !value.tables.every((t) => typeof t === 'string' && TABLE_NAME.test(t))
  ) {
    throw new BackupFormatError('o cabeçalho não traz a lista de tabelas');
  }
  if (value.engine !== 'pglite' && value.engine !== 'postgres') {
    throw new BackupFormatError('o cabeçalho não diz de que banco veio a cópia');
  }
  return value as unknown as BackupHeader;
}

/**
 * Follows the structure line by line (header, tables with their announced rows, trailer) and throws on the
 * first line out of place. Used when writing a copy that arrives over the control channel, and when reading.
 */
export class BackupStructure {
  header: BackupHeader | undefined;
  trailer: BackupTrailer | undefined;
  /** Tables seen so far, with the rows each announced. */
  readonly tables: TableHeader[] = [];
  /** The last file line read (accept answered 'file'). */
  file: FileRecord | undefined;
  private rowsLeft = 0;
  private rowsSeen = 0;
  private filesSeen = 0;

  accept(line: string): 'header' | 'table' | 'row' | 'file' | 'end' {
    if (this.trailer) throw new BackupFormatError('há linhas depois do fim da cópia');
    if (!this.header) {
      this.header = parseHeader(line);
      return 'header';
    }
    if (this.rowsLeft > 0) {
      if (!line.startsWith('{'))
        throw new BackupFormatError('linha ilegível no meio das linhas de uma tabela');
      this.rowsLeft -= 1;
      this.rowsSeen += 1;
      return 'row';
    }
    const value = parseJson(line, 'uma tabela, um arquivo ou o fim da cópia');
    if ('file' in value) {
      this.file = fileRecord(value);
      this.filesSeen += 1;
      return 'file';
    }
    if (value.end === BACKUP_FORMAT) {
      const trailer = value as unknown as BackupTrailer;
      if (
        trailer.tables !== this.tables.length ||
        trailer.rows !== this.rowsSeen ||
        (trailer.files ?? 0) !== this.filesSeen
      ) {
        throw new BackupFormatError('o fim da cópia não confere com as tabelas, linhas e arquivos lidos');
      }
      this.trailer = trailer;
      return 'end';
    }
    if (this.filesSeen > 0) throw new BackupFormatError('há uma tabela depois dos arquivos');
    const table = value as unknown as TableHeader;
    if (
      typeof table.table !== 'string' ||
      !TABLE_NAME.test(table.table) ||
      !Array.isArray(table.columns) ||
      !table.columns.every((c) => typeof c === 'string' && TABLE_NAME.test(c)) ||
      !Number.isInteger(table.rows) ||
      table.rows < 0
    ) {
      throw new BackupFormatError('linha de tabela ilegível');
    }
    if (!this.header.tables.includes(table.table)) {
      throw new BackupFormatError(`a tabela ${table.table} não está na lista do cabeçalho`);
    }
    table.sequences ??= {};
    this.tables.push(table);
    this.rowsLeft = table.rows;
    return 'table';
  }

  /** Throws unless the trailer was read: the copy is whole. */
  expectComplete(): BackupTrailer {
    if (!this.header) throw new BackupFormatError('o arquivo está vazio');
    if (!this.trailer)
      throw new BackupFormatError('a cópia está incompleta (o arquivo termina antes do fim)');
    return this.trailer;
  }

  get totalRows(): number {
    return this.rowsSeen;
  }

  get totalFiles(): number {
    return this.filesSeen;
  }
}
