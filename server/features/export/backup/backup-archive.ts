import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import {
  ARCHIVE_DOCUMENT,
  archiveFilePath,
  archiveThumbPath,
} from '../../../../common/contract/export/files';
import { type AttachmentStore, readWhenAsked } from '../../attachments/public';
import { textInTurns } from '../text-in-turns';
import type { AttachmentBackupRow } from './attachments-backup';

/**
 * The book's backup as one .zip: the document and each comprovante's file and thumbnail, all stored as they are
 * (photos and PDFs do not compress; the document is not deflated, see below). Written as it is sent, a file at a time.
 */
export function backupArchive(
  documentChunks: string[],
  attachments: AttachmentBackupRow[],
  store: AttachmentStore,
  bookId: number,
): Readable {
  const zip = new JSZip();
  const document = textInTurns(documentChunks);
  // Stored, not compressed: JSZip deflates in JavaScript on the event loop, which held every other person's
  // requests 2.5 s for the heaviest book's document (server/trust/heaviest-person.test.ts).
  zip.file(ARCHIVE_DOCUMENT, document, { binary: true });
  for (const a of attachments) {
    zip.file(archiveFilePath(Number(a.id)), readWhenAsked(store, bookId, a.key, 'file'), {
      binary: true,
    });
    if (Number(a.thumbSize) > 0) {
      zip.file(archiveThumbPath(Number(a.id)), readWhenAsked(store, bookId, a.key, 'thumb'), {
        binary: true,
      });
    }
  }
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'STORE' }) as Readable;
}
