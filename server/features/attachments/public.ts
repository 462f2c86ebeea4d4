// What the attachments feature offers the others: the undo's put-back of a removal, the purge of what waited
// for its window (the undo purge job), and the store, where a book's backup reads and restores the files.

export { thumbUrlOf } from './presenter';
export { purgeAttachments } from './purge';
export { putBackAttachments, type RemovedAttachments } from './service';
export { type AttachmentStore, attachmentStoreFor, newAttachmentKey } from './store';
