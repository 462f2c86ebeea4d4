import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ATTACHMENT_MAX_BYTES, BOOK_ATTACHMENTS_QUOTA_BYTES } from '../../../../common/contract/attachments';
import type { BackupAttachment } from '../../../../common/contract/export/attachments';
import type { BackupDocument } from '../../../../common/contract/export/document';
import {
  ARCHIVE_DOCUMENT,
  archiveFilePath,
  archiveThumbPath,
} from '../../../../common/contract/export/files';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { badRequest, HttpError } from '../../../http/errors';
import {
  type AttachmentStore,
  newAttachmentKey,
  type PreparedFile,
  prepareSentFile,
} from '../../attachments/public';
import { bodyTooLarge } from './read-body';
import { entryBytes, type ZipEntry, ZipError, zipEntries } from './zip-reader';

/**
 * A backup's comprovante as written to the store: its new key and what its row records of the file as prepared
 * (never the document's word on it: its type, size, hash and pixels are those of what was stored).
 */
export interface RestoredFile
  extends Pick<PreparedFile, 'kind' | 'contentType' | 'sha256' | 'width' | 'height'> {
  key: string;
  size: number;
  thumbSize: number;
}

/** The backup's comprovantes as written to the store, by the document's id. */
export type RestoredFiles = Map<number, RestoredFile>;

/** The largest plain backup document, alone or inside a .zip (a JSON of some 700,000 transactions). */
export const MAX_DOCUMENT_BYTES = 150 * 1024 * 1024;
/** A thumbnail is a WebP of 160 × 160: a few kB. */
const MAX_THUMB_BYTES = 1024 * 1024;
/**
 * The largest .zip the restore accepts: the document and up to a book's quota of comprovantes (files and
 * thumbnails), with room for the zip's own headers.
 */
export const MAX_ARCHIVE_BYTES = MAX_DOCUMENT_BYTES + BOOK_ATTACHMENTS_QUOTA_BYTES + 16 * 1024 * 1024;

const MB = 1024 * 1024;

/** A .zip begins with a local file header's signature, 'PK\x03\x04'; a JSON document with '{' or a space. */
export const isArchive = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A restore's body: the document's bytes, and the .zip its files are in (none for a plain JSON backup). */
export interface BackupArchive {
  document: Uint8Array;
  zip: { bytes: Buffer; entries: Map<string, ZipEntry> } | null;
}

/** The body as a backup: a .zip's document taken out of it, a plain JSON as it is. */
export async function openBackup(bytes: Uint8Array): Promise<BackupArchive> {
  if (!isArchive(bytes)) {
    if (bytes.length > MAX_DOCUMENT_BYTES) throw bodyTooLarge(MAX_DOCUMENT_BYTES);
    return { document: bytes, zip: null };
  }
  const zipBytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let document: Buffer | undefined;
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(zipBytes);
    const entry = entries.get(ARCHIVE_DOCUMENT);
    if (!entry) throw badRequest(RESTORE_MESSAGES.notArchive);
    document = await entryBytes(zipBytes, entry, MAX_DOCUMENT_BYTES);
  } catch (error) {
    if (error instanceof ZipError) throw badRequest(RESTORE_MESSAGES.notArchive);
    throw error;
  }
  if (!document) throw bodyTooLarge(MAX_DOCUMENT_BYTES);
  // A copy of its own: the document's bytes are moved to the parsing thread, the archive stays here.
  return { document: new Uint8Array(document), zip: { bytes: zipBytes, entries } };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A comprovante's file and thumbnail out of the archive; throws the 400 of a missing or unreadable one. */
async function filesOf(
  zip: BackupArchive['zip'],
  a: BackupAttachment,
): Promise<{ file: Buffer | undefined; thumb: Buffer | null }> {
  const fileEntry = zip?.entries.get(archiveFilePath(a.id));
  if (!zip || !fileEntry) throw badRequest(RESTORE_MESSAGES.attachmentMissing(a.name));
  const thumbEntry = zip.entries.get(archiveThumbPath(a.id));
  if (a.kind === 'image' && !thumbEntry) throw badRequest(RESTORE_MESSAGES.attachmentMissing(a.name));
  try {
    const file = await entryBytes(zip.bytes, fileEntry, ATTACHMENT_MAX_BYTES);
    const thumb = thumbEntry ? await entryBytes(zip.bytes, thumbEntry, MAX_THUMB_BYTES) : null;
    if (thumb === undefined) throw badRequest(RESTORE_MESSAGES.attachmentChanged(a.name));
    return { file, thumb };
  } catch {
    // A damaged entry (its compressed data cut or changed) is a file that is not what was written.
    throw badRequest(RESTORE_MESSAGES.attachmentChanged(a.name));
  }
}

/** The file and thumbnail of a comprovante whose bytes are those its row recorded; the 400 otherwise. */
async function checkedFiles(
  zip: BackupArchive['zip'],
  a: BackupAttachment,
): Promise<{ file: Buffer; thumb: Buffer | null }> {
  const { file, thumb } = await filesOf(zip, a);
  if (!file || file.length !== a.size || sha256(file) !== a.sha256) {
    throw badRequest(RESTORE_MESSAGES.attachmentChanged(a.name));
  }
  return { file, thumb };
}

/**
 * Every comprovante's bytes checked against its row before anything is written: present, of its size and
 * SHA-256, and all of them within the book's quota with what it holds already (`usedBytes`: files of rows
 * waiting for their Desfazer window). One file in memory at a time, a turn of the event loop after each (hashing
 * 10 MB takes some 20 ms).
 */
export async function checkBackupFiles(
  archive: BackupArchive,
  doc: BackupDocument,
  usedBytes: number,
): Promise<void> {
  let total = usedBytes;
  for (const a of doc.attachments) {
    const { file, thumb } = await checkedFiles(archive.zip, a);
    total += file.length + (thumb?.length ?? 0);
    if (total > BOOK_ATTACHMENTS_QUOTA_BYTES) {
      throw badRequest(RESTORE_MESSAGES.attachmentsQuota(BOOK_ATTACHMENTS_QUOTA_BYTES / MB));
    }
    await nextTurn();
  }
}

/** An upload's checks on a backup's file: what to store, or undefined when it is not a photo nor a PDF. */
async function preparedOrNone(file: Buffer): Promise<PreparedFile | undefined> {
  try {
    return await prepareSentFile(file);
  } catch (error) {
    // Only "not a comprovante" leaves it out; anything else (a busy decoder, a full disk) fails the restore.
    if (error instanceof HttpError && error.statusCode === 400) return undefined;
    throw error;
  }
}

/**
 * Writes the checked comprovantes into the book's folder under new keys (a key names one file in one
 * installation), each as an upload would keep it: the archive's bytes are a person's file, not the server's (an
 * HTML page written down as a JPEG stays out), so its type is read from them and a photo re-encoded (its
 * thumbnail made again). Those that are not a photo nor a PDF are left out, by name (`skipped`); the rest of the
 * backup is restored. All or none of the written files: a failure removes them.
 */
export async function writeBackupFiles(
  store: AttachmentStore,
  bookId: number,
  archive: BackupArchive,
  doc: BackupDocument,
): Promise<{ files: RestoredFiles; skipped: string[] }> {
  const written: RestoredFiles = new Map();
  const skipped: string[] = [];
  try {
    for (const a of doc.attachments) {
      const { file } = await checkedFiles(archive.zip, a);
      const prepared = await preparedOrNone(file);
      if (!prepared) {
        skipped.push(a.name);
        continue;
      }
      const key = newAttachmentKey();
      const { bytes, thumb, kind, contentType, sha256, width, height } = prepared;
      written.set(a.id, {
        key,
        size: bytes.length,
        thumbSize: thumb?.length ?? 0,
        kind,
        contentType,
        sha256,
        width,
        height,
      });
      await store.write(bookId, key, 'file', bytes);
      if (thumb) await store.write(bookId, key, 'thumb', thumb);
    }
    return { files: written, skipped };
  } catch (error) {
    await removeBackupFiles(store, bookId, written);
    throw error;
  }
}

/** Removes the files a restore wrote (it failed after writing them). */
export async function removeBackupFiles(
  store: AttachmentStore,
  bookId: number,
  files: RestoredFiles,
): Promise<void> {
  await store.remove(
    bookId,
    [...files.values()].map((f) => f.key),
  );
}
