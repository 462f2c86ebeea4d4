// Comprovantes in S3-compatible object storage (AWS S3, MinIO, Ceph, R2...), through the official AWS SDK v3
// client, for installations that run several API servers: every server reads and writes the same bucket. Objects are
// named <prefix><book id>/<key> and <key>.thumb, as the folder store's files; an object appears whole or not at all,
// so no temporary name is needed.
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BucketConfig } from './bucket-config';
import {
  type AttachmentStore,
  BOOK_FOLDER,
  objectName,
  StorageUnavailableError,
  type StoredPart,
} from './store';

/** What one DeleteObjects request may name (S3's own limit). */
const DELETE_BATCH = 1000;
/** A request that hangs is given up (and retried by the SDK) rather than holding a person's download. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function bucketClient(config: BucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

export function bucketStore(config: BucketConfig, client: S3Client = bucketClient(config)): AttachmentStore {
  const { bucket, prefix } = config;
  // Every request through here: an object that is not there is the caller's answer (undefined); any other failure,
  // after the SDK's own retries, is the storage's (StorageUnavailableError).
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new StorageUnavailableError(error);
    }
  };
  const bookPrefix = (bookId: number) => `${prefix}${objectName(bookId)}/`;
  const name = (bookId: number, key: string, part: StoredPart) => `${prefix}${objectName(bookId, key, part)}`;

  async function deleteNames(names: string[]): Promise<void> {
    for (let start = 0; start < names.length; start += DELETE_BATCH) {
      const batch = names.slice(start, start + DELETE_BATCH);
      const answer = await send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A name already gone is no error in S3; anything else listed here was not deleted.
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0)
        throw new Error(`the bucket kept ${failed.length} object(s): ${failed[0]?.Code}`);
    }
  }

  /** Every page of a listing under a prefix; each page is one request, bounded by what is there. */
  async function* pages(listPrefix: string, delimiter?: string) {
    let token: string | undefined;
    do {
      const page = await send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: listPrefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async write(bookId, key, part, bytes) {
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name(bookId, key, part),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async open(bookId, key, part) {
      try {
        const answer = await send(new GetObjectCommand({ Bucket: bucket, Key: name(bookId, key, part) }));
        if (!answer.Body || answer.ContentLength === undefined) return undefined;
        return { stream: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(bookId, key, part) {
      const opened = await this.open(bookId, key, part);
      if (!opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async size(bookId, key, part) {
      try {
        const answer = await send(new HeadObjectCommand({ Bucket: bucket, Key: name(bookId, key, part) }));
        return answer.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(bookId, keys) {
      await deleteNames(keys.flatMap((key) => [name(bookId, key, 'file'), name(bookId, key, 'thumb')]));
    },
    async books() {
      const found: number[] = [];
      for await (const page of pages(prefix, '/')) {
        for (const common of page.CommonPrefixes ?? []) {
          const folder = common.Prefix?.slice(prefix.length).replace(/\/$/, '') ?? '';
          if (BOOK_FOLDER.test(folder)) found.push(Number(folder));
        }
      }
      return found;
    },
    async removeBook(bookId) {
      for await (const page of pages(bookPrefix(bookId))) {
        const names = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        if (names.length > 0) await deleteNames(names);
      }
    },
  };
}
