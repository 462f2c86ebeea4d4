// Where comprovantes' bytes are kept: a folder per book under DATA_DIR/attachments (the embedded default), or a
// bucket of S3-compatible object storage when the installation names one (bucket-store.ts, for several servers).
// Names are random keys (never a person's file name), checked against their shape before any path is made; a
// folder's file is written to a temporary name and renamed, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** 18 random bytes, base64url: 24 characters nobody can guess. */
export const newAttachmentKey = (): string => randomBytes(18).toString('base64url');

const KEY_SHAPE = /^[A-Za-z0-9_-]{24}$/;

/** A book's folder or prefix: its id, a positive whole number. */
export const BOOK_FOLDER = /^[1-9][0-9]{0,17}$/;

/** '<book id>/<key>[.thumb]': a comprovante's part as both stores name it (objectName). */
const OBJECT_NAME = /^([1-9][0-9]{0,17})\/([A-Za-z0-9_-]{24})(\.thumb)?$/;

/**
 * Where the bytes are did not answer (a bucket's server down, refused keys): the request cannot be served now, which
 * is no fault of the person's. The cause is kept for the server's log.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the comprovantes' storage did not answer: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'StorageUnavailableError';
  }
}

/** The stored file and its thumbnail. */
export type StoredPart = 'file' | 'thumb';

export interface AttachmentStore {
  /** Writes a part atomically: a reader sees the whole part or none of it. */
  write(bookId: number, key: string, part: StoredPart, bytes: Buffer): Promise<void>;
  /** The part's bytes as a stream and its size; undefined when it is not there. */
  open(
    bookId: number,
    key: string,
    part: StoredPart,
  ): Promise<{ stream: Readable; size: number } | undefined>;
  read(bookId: number, key: string, part: StoredPart): Promise<Buffer | undefined>;
  /** The part's size in bytes, undefined when it is not there (a move's resume skips what arrived whole). */
  size(bookId: number, key: string, part: StoredPart): Promise<number | undefined>;
  /** Removes both parts of each key; a part already gone is no error. */
  remove(bookId: number, keys: string[]): Promise<void>;
  /** The books that have a folder here (for the purge of deleted books' files). */
  books(): Promise<number[]>;
  /** Removes a whole book's folder. */
  removeBook(bookId: number): Promise<void>;
}

function fileName(key: string, part: StoredPart): string {
  if (!KEY_SHAPE.test(key)) throw new Error('attachment key of the wrong shape');
  return part === 'file' ? key : `${key}.thumb`;
}

function bookName(bookId: number): string {
  if (!Number.isSafeInteger(bookId) || bookId <= 0) throw new Error('attachment book id of the wrong shape');
  return String(bookId);
}

/** '<book id>' or '<book id>/<key>[.thumb]', each part checked: the one naming of both stores. */
export function objectName(bookId: number, key?: string, part: StoredPart = 'file'): string {
  return key === undefined ? bookName(bookId) : `${bookName(bookId)}/${fileName(key, part)}`;
}

/** The book, key and part an objectName names, or null for any other name. */
export function partOfName(name: string): { bookId: number; key: string; part: StoredPart } | null {
  const match = OBJECT_NAME.exec(name);
  if (!match) return null;
  return { bookId: Number(match[1]), key: match[2] as string, part: match[3] ? 'thumb' : 'file' };
}

const bookFolder = (root: string, bookId: number) => path.join(root, bookName(bookId));

/** The local folder store: DATA_DIR/attachments/<book id>/<key> and <key>.thumb. */
export function folderStore(root: string): AttachmentStore {
  const where = (bookId: number, key: string, part: StoredPart) =>
    path.join(root, ...objectName(bookId, key, part).split('/'));
  const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
  return {
    async write(bookId, key, part, bytes) {
      const target = where(bookId, key, part);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async open(bookId, key, part) {
      const target = where(bookId, key, part);
      try {
        const { size } = await stat(target);
        return { stream: createReadStream(target), size };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async read(bookId, key, part) {
      try {
        return await readFile(where(bookId, key, part));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async size(bookId, key, part) {
      try {
        return (await stat(where(bookId, key, part))).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(bookId, keys) {
      for (const key of keys) {
        await rm(where(bookId, key, 'file'), { force: true });
        await rm(where(bookId, key, 'thumb'), { force: true });
      }
    },
    async books() {
      try {
        const names = await readdir(root);
        return names.filter((n) => BOOK_FOLDER.test(n)).map(Number);
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async removeBook(bookId) {
      await rm(bookFolder(root, bookId), { recursive: true, force: true });
    },
  };
}
