import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPglite } from '../db/connect';
import type { AttachmentsPlace } from '../storage/store-for';
import { type BackupFileWriter, createBackupFile } from './backup-file';
import {
  backupFromOwner,
  claimDataFolder,
  FolderBusyError,
  type FolderOwner,
  folderOwner,
} from './data-folder';
import { dumpDatabase, NotGranaDatabaseError, type TableCount } from './dump';
import { BackupStructure } from './format';
import { type DatabaseLocation, databaseLocation } from './location';
import { inPgliteTransaction, inPostgresTransaction } from './sql-session';

export interface BackupResult {
  file: string;
  bytes: number;
  tables: TableCount[];
  rows: number;
  /** The comprovantes' files in the copy. */
  files: number;
  location: DatabaseLocation;
  /** How it was read: from PostgreSQL, by the running server (PGlite), or from the folder (server stopped). */
  source: 'postgres' | 'running-server' | 'folder';
}

/** How long a backup waits for another backup or a restore that holds a stopped server's folder. */
const WAIT_FOR_FOLDER_MS = 60_000;

/** backups/grana-AAAA-MM-DD-HHMMSS.jsonl.gz in local time; -2, -3... when that second is taken. */
export function defaultBackupPath(dir: string, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  for (let n = 1; ; n++) {
    const candidate = path.join(dir, `grana-${stamp}${n > 1 ? `-${n}` : ''}.jsonl.gz`);
    if (!existsSync(candidate)) return candidate;
  }
}

/**
 * Copies the whole installation into one file, while the server runs or after it stops. An existing file at
 * `out` is replaced only once the new copy is complete.
 */
export async function runBackup(options: { out: string; env?: NodeJS.ProcessEnv }): Promise<BackupResult> {
  const location = databaseLocation(options.env);
  const writer = await createBackupFile(options.out);
  try {
    const read =
      location.engine === 'postgres'
        ? { source: 'postgres' as const, ...(await backupPostgres(location.url, location, writer)) }
        : await backupPglite(location, writer);
    const bytes = await writer.finish();
    return { file: options.out, bytes, location, ...read };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

async function backupPostgres(url: string, files: AttachmentsPlace, writer: BackupFileWriter) {
  const summary = await inPostgresTransaction(url, 'snapshot', (session) =>
    dumpDatabase(session, 'postgres', writer.write, files),
  );
  return { tables: summary.tables, rows: summary.rows, files: summary.files.files };
}

async function backupPglite(
  files: AttachmentsPlace,
  writer: BackupFileWriter,
): Promise<{ source: 'running-server' | 'folder'; tables: TableCount[]; rows: number; files: number }> {
  const { dataDir } = files;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new NotGranaDatabaseError(`Não há um banco do Grana em ${dataDir} (DATA_DIR).`);
  }
  const deadline = Date.now() + WAIT_FOR_FOLDER_MS;
  for (;;) {
    const current = await folderOwner(dataDir);
    if (current?.owner.role === 'server') {
      if (!current.answered) throw new FolderBusyError(dataDir, current.owner, false);
      return { source: 'running-server', ...(await copyFromServer(current.owner, writer)) };
    }
    if (!current) {
      try {
        const claim = await claimDataFolder(dataDir, 'backup');
        try {
          return { source: 'folder', ...(await copyFromFolder(files, writer)) };
        } finally {
          await claim.release();
        }
      } catch (error) {
        // Someone took the folder between the look and the claim: look again.
        if (!(error instanceof FolderBusyError)) throw error;
      }
    } else if (Date.now() >= deadline) {
      throw new FolderBusyError(dataDir, current.owner, current.answered);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The server stopped: this process owns the folder and reads it itself. */
async function copyFromFolder(files: AttachmentsPlace, writer: BackupFileWriter) {
  const pglite = await createPglite(files.dataDir);
  try {
    const summary = await inPgliteTransaction(pglite, 'snapshot', (session) =>
      dumpDatabase(session, 'pglite', writer.write, files),
    );
    return { tables: summary.tables, rows: summary.rows, files: summary.files.files };
  } finally {
    await pglite.close();
  }
}

/** The server runs: it reads the copy from its own PGlite and streams it; only whole copies are kept. */
async function copyFromServer(owner: FolderOwner, writer: BackupFileWriter) {
  const structure = new BackupStructure();
  let block = '';
  try {
    for await (const line of backupFromOwner(owner)) {
      structure.accept(line);
      block += `${line}\n`;
      if (block.length >= 1 << 16) {
        await writer.write(block);
        block = '';
      }
    }
    structure.expectComplete();
  } catch (error) {
    throw new Error(
      `O servidor não completou a cópia: ${error instanceof Error ? error.message : String(error)} (veja o registro do servidor).`,
    );
  }
  await writer.write(block);
  return {
    tables: structure.tables.map((t) => ({ table: t.table, rows: t.rows })),
    rows: structure.totalRows,
    files: structure.totalFiles,
  };
}
