// What the attachments feature offers the others: the undo's put-back of a removal, the purge of what waited
// for its window (the undo purge job), and the store, where a book's backup reads and restores the files; to the
// receipts' reading, what the bytes of a file are, the upload's one file part, and a stored comprovante's bytes.
import type { Executor } from '../../db/connect';
import { attachmentsRepository } from './repository';
import type { AttachmentStore } from './store';

export { type SentType, sentTypeOf } from './content';
export { heicToJpeg } from './heic';
export { thumbUrlOf } from './presenter';
export { purgeAttachments } from './purge';
export { ENVELOPE_BYTES, readAttachmentFile } from './routes';
export { putBackAttachments, type RemovedAttachments } from './service';
export { type AttachmentStore, attachmentStoreFor, newAttachmentKey } from './store';

/** A comprovante the book shows (not removed, its row there) and its file's bytes; undefined for any other id. */
export async function storedAttachmentBytes(
  db: Executor,
  store: AttachmentStore,
  bookId: number,
  id: number,
): Promise<Buffer | undefined> {
  const row = await attachmentsRepository.find(db, bookId, id);
  return row && store.read(bookId, row.key, 'file');
}
