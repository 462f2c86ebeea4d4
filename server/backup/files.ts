/**
 * The comprovantes' files in a copy of the installation (format.ts, version 2). They live outside the database,
 * under DATA_DIR/attachments/<book id>/<key> and <key>.thumb (server/features/attachments/store.ts), whichever
 * the engine, or in the bucket the installation names (bucket-store.ts): the copy reads the ones its rows name
 * from there, and the restore writes them into the target's folder or bucket.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AttachmentStore, partOfName } from '../storage/store';
import { type AttachmentsPlace, attachmentStoreFor } from '../storage/store-for';
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

/**
 * Writes a line per file the attachments table names (removed ones still waiting for their Desfazer window
 * too: their rows are in the copy), one file in memory at a time. A file the purge deleted after the snapshot
 * was taken is left out, as its row would be a moment later. Run inside the dump's snapshot transaction.
 */
export async function dumpFiles(
  session: SqlSession,
  place: AttachmentsPlace,
  write: (text: string) => Promise<void>,
): Promise<FilesSummary> {
  const store = attachmentStoreFor(place);
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
      for (const part of row.thumb ? (['file', 'thumb'] as const) : (['file'] as const)) {
        const file = `${row.book}/${part === 'file' ? row.key : `${row.key}.thumb`}`;
        const bytes = await store.read(Number(row.book), row.key, part);
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

/**
 * The files of a restore into a bucket: written straight to it (objects appear whole; there is no folder to swap),
 * a part it already holds whole left alone. The objects of the data the restore replaced stay until the purge
 * removes the books that are gone; an abort removes what this restore wrote.
 */
export function bucketSink(store: AttachmentStore): FileSink {
  const wrote: Array<{ bookId: number; key: string }> = [];
  let written = 0;
  return {
    get written() {
      return written;
    },
    async write(record) {
      const named = partOfName(record.file);
      if (!named) throw new Error(`a file of the copy with a name no comprovante has: ${record.file}`);
      const { bookId, key, part } = named;
      const bytes = fileBytes(record);
      written += 1;
      if ((await store.size(bookId, key, part)) === bytes.length) return;
      await store.write(bookId, key, part, bytes);
      wrote.push({ bookId, key });
    },
    async commit() {
      return undefined;
    },
    async abort() {
      for (const { bookId, key } of wrote) await store.remove(bookId, [key]);
    },
  };
}

/** The sink of a restore into `place`: its bucket when it names one, else beside its DATA_DIR/attachments. */
export function sinkFor(place: AttachmentsPlace, stamp: string): FileSink {
  return place.attachmentsBucket ? bucketSink(attachmentStoreFor(place)) : fileSink(place.dataDir, stamp);
}
