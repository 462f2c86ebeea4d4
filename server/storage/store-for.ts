// The store an installation's configuration names, made once and shared by the routes and the jobs.
import path from 'node:path';
import type { BucketConfig } from './bucket-config';
import { bucketStore } from './bucket-store';
import { type AttachmentStore, folderStore } from './store';

/** Where an installation keeps comprovantes: its data folder, and the bucket that replaces the folder if any. */
export interface AttachmentsPlace {
  dataDir: string;
  attachmentsBucket?: BucketConfig | undefined;
}

const stores = new Map<string, AttachmentStore>();

/** The bucket when the configuration names one, else DATA_DIR/attachments; one store for each. */
export function attachmentStoreFor(place: AttachmentsPlace): AttachmentStore {
  const bucket = place.attachmentsBucket;
  const id = bucket
    ? `s3 ${bucket.endpoint ?? ''} ${bucket.bucket} ${bucket.prefix}`
    : path.join(place.dataDir, 'attachments');
  let store = stores.get(id);
  if (!store) {
    store = bucket ? bucketStore(bucket) : folderStore(id);
    stores.set(id, store);
  }
  return store;
}
