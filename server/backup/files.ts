/**
 * The comprovantes' files in a copy of the installation (format.ts, version 2). They live outside the database,
 * under DATA_DIR/attachments/<book id>/<key> and <key>.thumb (server/features/attachments/store.ts), whichever
 * the engine: the copy reads the ones its rows name, and the restore writes them into the target DATA_DIR.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileRecord, fileBytes } from './format';
import type { SqlSession } from './sql-session';

/** The folder of DATA_DIR that holds the comprovantes (the attachment store's root). */
export const ATTACHMENTS_FOLDER = 'attachments';

/** Rows of the attachments table fetched at a time. */
const FETCH_ROWS = 1000;

export interface FilesSummary {
  files: number;
  bytes: number;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes a line per file the attachments table names (removed ones still waiting for their Desfazer window
 * too: their rows are in the copy), one file in memory at a time. A file the purge deleted after the snapshot
 * was taken is left out, as its row would be a moment later. Run inside the dump's snapshot transaction.
 */
export async function dumpFiles(
  session: SqlSession,
  dataDir: string,
  write: (text: string) => Promise<void>,
): Promise<FilesSummary> {
  const root = path.join(dataDir, ATTACHMENTS_FOLDER);
  const summary: FilesSummary = { files: 0, bytes: 0 };
  await session.exec(
    `declare grana_backup_files no scroll cursor for
     select book_id::text as book, key, thumb_size > 0 as thumb from public.attachments order by id`,
  );
  for (;;) {
    const batch = await session.query<{ book: string; key: string; thumb: boolean }>(
      `fetch forward ${FETCH_ROWS} from grana_backup_files`,
    );
    for (const row of batch) {
      for (const name of row.thumb ? [row.key, `${row.key}.thumb`] : [row.key]) {
        const file = `${row.book}/${name}`;
        const bytes = await readIfThere(path.join(root, row.book, name));
        if (!bytes) continue;
        const record: FileRecord = {
          file,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          data: bytes.toString('base64'),
        };
        await write(`${JSON.stringify(record)}\n`);
        summary.files += 1;
        summary.bytes += bytes.length;
      }
    }
    if (batch.length < FETCH_ROWS) break;
  }
  await session.exec('close grana_backup_files');
  return summary;
}

/** Where a restore puts the copy's files, and how they take their place once the database is restored. */
export interface FileSink {
  write(record: FileRecord): Promise<void>;
  /**
   * Puts the written files in DATA_DIR/attachments; a folder that was there is renamed and kept (its files
   * belong to the data the restore replaced). Answers where it was kept. Nothing is moved when the copy had no
   * files.
   */
  commit(): Promise<string | undefined>;
  /** Removes what was written: the restore failed. */
  abort(): Promise<void>;
  readonly written: number;
}

/** Files written beside DATA_DIR/attachments, moved in only when the restore is complete. */
export function fileSink(dataDir: string, stamp: string): FileSink {
  const target = path.join(dataDir, ATTACHMENTS_FOLDER);
  const staging = `${target}.restaurando-${stamp}-${randomBytes(3).toString('hex')}`;
  let written = 0;
  return {
    get written() {
      return written;
    },
    async write(record) {
      const bytes = fileBytes(record);
      const file = path.join(staging, record.file);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600 });
      written += 1;
    },
    async commit() {
      // A copy without files leaves DATA_DIR/attachments as it is (files nothing names any more take room, and
      // nothing else): the restore never moves what it has no replacement for.
      if (written === 0) return undefined;
      let kept: string | undefined;
      if (existsSync(target)) {
        if ((await readdir(target)).length === 0) await rmdir(target);
        else {
          kept = `${target}.antes-da-restauracao-${stamp}`;
          await rename(target, kept);
        }
      }
      if (existsSync(staging)) await rename(staging, target);
      return kept;
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}
