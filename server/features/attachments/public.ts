// What the attachments feature offers the others: the undo's put-back of a removal, and the purge of what waited
// for its window (the undo purge job).

export { thumbUrlOf } from './presenter';
export { purgeAttachments } from './purge';
export { putBackAttachments, type RemovedAttachments } from './service';
export { attachmentStoreFor } from './store';
