// What the attachments feature offers the others: the undo's put-back of a removal, the purge of what waited
// for its window (the undo purge job), and the store, where a book's backup reads and restores the files; to the
// receipts' reading, what the bytes of a file are, the upload's one file part, and a stored comprovante's bytes;
// to the .zip downloads (the backup's, the Imposto de Renda's comprovantes), a file read only when the zip reaches
// it and the extension of what is stored; to the restore, an upload's checks on a backup's file; to every decoder of
// a person's picture, the bound of what decoding it may cost and the process's few decodes at once.
import { Readable } from 'node:stream';
import type { Executor } from '../../db/connect';
import type { AttachmentStore, StoredPart } from '../../storage/store';
import { attachmentsRepository } from './repository';

export { type AttachmentStore, newAttachmentKey } from '../../storage/store';
export { type AttachmentsPlace, attachmentStoreFor } from '../../storage/store-for';
export { type PreparedFile, prepareSentFile, type SentType, sentTypeOf } from './content';
export { heicToJpeg } from './heic';
export { BOUNDED_INPUT, checkImageBounds, DECODE_TIMEOUT_SECONDS, IMAGE_MAX_PIXELS } from './image-bounds';
export { type ImageOwner, imageDecodes } from './image-gate';
export { thumbUrlOf } from './presenter';
export { purgeAttachments } from './purge';
export { ENVELOPE_BYTES, readAttachmentFile } from './routes';
export { extensionOf } from './send';
export { putBackAttachments, type RemovedAttachments } from './service';

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

/**
 * A stored part as a stream that reads its bytes only when it is read (when a zip reaches it): a book's hundreds of
 * comprovantes are neither held in memory at once nor opened at once (one file at a time, up to
 * ATTACHMENT_MAX_BYTES).
 */
export function readWhenAsked(
  store: AttachmentStore,
  bookId: number,
  key: string,
  part: StoredPart,
): Readable {
  return new Readable({
    read() {
      store.read(bookId, key, part).then(
        (bytes) => {
          if (!bytes) {
            // Purged between the read of its row and now: the download fails rather than miss a file.
            this.destroy(new Error('a comprovante file is missing from the store'));
            return;
          }
          this.push(bytes);
          this.push(null);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}
