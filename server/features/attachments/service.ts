import {
  ATTACHMENT_MESSAGES,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENTS_PER_TRANSACTION,
  type Attachment,
  type AttachmentUsage,
  BOOK_ATTACHMENTS_QUOTA_BYTES,
} from '../../../common/contract/attachments';
import { TRANSACTION_NOT_FOUND } from '../../../common/contract/transactions';
import type { Deleted, UndoToken } from '../../../common/contract/undo';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/file-upload';
import {
  type AttachmentStore,
  newAttachmentKey,
  StorageUnavailableError,
  type StoredPart,
} from '../../storage/store';
import { lockBook } from '../shared/person-limits';
import { undoLog } from '../shared/undo-log';
import { prepareFile, sentTypeOf } from './content';
import { presentAttachment } from './presenter';
import { type AttachmentRow, attachmentsRepository as repo } from './repository';

/** What a removal keeps for its Desfazer (deleted_rows, kind 'attachments'). */
export interface RemovedAttachments {
  ids: number[];
}

/** The name a comprovante gets from its file: the browser's name without folders or control characters. */
export function nameFromFile(fileName: string, fallback: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || fallback).slice(0, ATTACHMENT_NAME_MAX_LENGTH);
}

/** Lists a transaction's comprovantes; another book's transaction is not found. */
async function listOf(db: Db, user: AuthUser, transactionId: number): Promise<Attachment[]> {
  const rows = await repo.ofTransaction(db, user.bookId, transactionId);
  if (rows.length === 0 && !(await repo.transactionExists(db, user.bookId, transactionId)))
    throw notFound(TRANSACTION_NOT_FOUND);
  return rows.map(presentAttachment);
}

async function checkRow(db: Db, user: AuthUser, transactionId: number): Promise<void> {
  if (!(await repo.transactionExists(db, user.bookId, transactionId))) throw notFound(TRANSACTION_NOT_FOUND);
}

/**
 * Keeps a comprovante: its type read from the bytes, a photo reduced and stripped, the files written under a new
 * key, then the row in one database transaction that checks the transaction is the book's and both limits (its
 * comprovantes, the book's bytes). A refusal after the files were written removes them, so nothing is half kept.
 */
async function upload(
  db: Db,
  store: AttachmentStore,
  user: AuthUser,
  transactionId: number,
  file: UploadedFile,
): Promise<Attachment> {
  const type = await sentTypeOf(file.bytes);
  if (!type) throw badRequest(ATTACHMENT_MESSAGES.type);
  // Before any work on the bytes: a row of another book, or full, is refused at once.
  const count = await repo.countForUpload(db, user.bookId, transactionId);
  if (count === undefined) throw notFound(TRANSACTION_NOT_FOUND);
  if (count >= ATTACHMENTS_PER_TRANSACTION) throw badRequest(ATTACHMENT_MESSAGES.tooMany);
  const prepared = await prepareFile(file.bytes, type, user.id);
  const key = newAttachmentKey();
  try {
    await store.write(user.bookId, key, 'file', prepared.bytes);
    if (prepared.thumb) await store.write(user.bookId, key, 'thumb', prepared.thumb);
  } catch (error) {
    await store.remove(user.bookId, [key]).catch(() => {});
    throw unavailableOr(error);
  }
  try {
    const row = await db.transaction(async (tx) => {
      // Two uploads into one book count its bytes one after the other, so both cannot pass the last megabytes.
      await lockBook(tx, user.bookId);
      const now = await repo.countForUpload(tx, user.bookId, transactionId);
      if (now === undefined) throw notFound(TRANSACTION_NOT_FOUND);
      if (now >= ATTACHMENTS_PER_TRANSACTION) throw badRequest(ATTACHMENT_MESSAGES.tooMany);
      const thumbSize = prepared.thumb?.length ?? 0;
      const usage = await repo.usage(tx, user.bookId);
      if (usage.bytes + prepared.bytes.length + thumbSize > BOOK_ATTACHMENTS_QUOTA_BYTES)
        throw new HttpError(413, ATTACHMENT_MESSAGES.quota);
      return repo.insert(tx, {
        book_id: user.bookId,
        transaction_id: transactionId,
        key,
        name: nameFromFile(file.fileName, 'Comprovante'),
        kind: prepared.kind,
        content_type: prepared.contentType,
        size: prepared.bytes.length,
        thumb_size: thumbSize,
        sha256: prepared.sha256,
        width: prepared.width,
        height: prepared.height,
        created_by: user.id,
      });
    });
    return presentAttachment(row);
  } catch (error) {
    await store.remove(user.bookId, [key]).catch(() => {});
    throw error;
  }
}

/** A storage that did not answer is said to the person as a 503 (its cause goes to the log); anything else as is. */
function unavailableOr(error: unknown): unknown {
  if (!(error instanceof StorageUnavailableError)) return error;
  const answer = new HttpError(503, ATTACHMENT_MESSAGES.storageUnavailable);
  answer.cause = error;
  return answer;
}

async function rename(db: Db, user: AuthUser, id: number, name: string): Promise<Attachment> {
  const row = await repo.rename(db, user.bookId, id, name);
  if (!row) throw notFound(ATTACHMENT_MESSAGES.notFound);
  return presentAttachment(row);
}

/** Removes a comprovante from its row; its file stays for the Desfazer window, then the purge deletes it. */
async function remove(db: Db, user: AuthUser, id: number): Promise<Deleted & UndoToken> {
  return db.transaction(async (tx) => {
    if (!(await repo.markRemoved(tx, user.bookId, id))) throw notFound(ATTACHMENT_MESSAGES.notFound);
    const kept: RemovedAttachments = { ids: [id] };
    return { id, undo: await undoLog.keep(tx, user.bookId, 'attachments', kept) };
  });
}

/** A stored part of a comprovante the book holds, for its route to send; another book's id is not found. */
async function openPart(
  db: Db,
  store: AttachmentStore,
  user: AuthUser,
  id: number,
  part: StoredPart,
): Promise<{ row: AttachmentRow; stream: NodeJS.ReadableStream; size: number }> {
  const row = await repo.find(db, user.bookId, id);
  if (!row || (part === 'thumb' && row.thumb_size === 0)) throw notFound(ATTACHMENT_MESSAGES.notFound);
  const opened = await store.open(user.bookId, row.key, part).catch((error) => {
    throw unavailableOr(error);
  });
  if (!opened) throw notFound(ATTACHMENT_MESSAGES.notFound);
  return { row, ...opened };
}

async function usage(db: Db, user: AuthUser): Promise<AttachmentUsage> {
  const { bytes, count } = await repo.usage(db, user.bookId);
  return { usado: bytes, limite: BOOK_ATTACHMENTS_QUOTA_BYTES, quantidade: count };
}

export function createAttachmentsService(db: Db, store: AttachmentStore) {
  return {
    list: (user: AuthUser, transactionId: number) => listOf(db, user, transactionId),
    checkRow: (user: AuthUser, transactionId: number) => checkRow(db, user, transactionId),
    upload: (user: AuthUser, transactionId: number, file: UploadedFile) =>
      upload(db, store, user, transactionId, file),
    rename: (user: AuthUser, id: number, name: string) => rename(db, user, id, name),
    remove: (user: AuthUser, id: number) => remove(db, user, id),
    open: (user: AuthUser, id: number, part: StoredPart) => openPart(db, store, user, id, part),
    usage: (user: AuthUser) => usage(db, user),
  };
}

/**
 * Desfazer of a removal (the undo feature hands it its kept rows); false when the file was purged since. A row
 * filled up since keeps its limit: the Desfazer is refused whole (409) rather than take it past
 * ATTACHMENTS_PER_TRANSACTION.
 */
export async function putBackAttachments(
  tx: Executor,
  bookId: number,
  kept: RemovedAttachments,
): Promise<boolean> {
  if ((await repo.mostAfterPutBack(tx, bookId, kept.ids)) > ATTACHMENTS_PER_TRANSACTION)
    throw new HttpError(409, ATTACHMENT_MESSAGES.undoTooMany);
  return repo.unmarkRemoved(tx, bookId, kept.ids);
}
