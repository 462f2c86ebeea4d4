import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type BucketConfig, bucketConfigFrom } from '../storage/bucket-config';
import { bucketClient } from '../storage/bucket-store';

export interface LocalBucket {
  /** ATTACHMENTS_S3_URL naming the bucket, its keys and a prefix of its own. */
  url: string;
  config: BucketConfig;
  /** The official client pointed at it, to look at what the app wrote. */
  client: S3Client;
  /** The objects' names under the prefix, sorted. */
  names(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A local server speaking the S3 API (s3rver: buckets as folders of a temporary directory), started in the test
 * process like the SMTP inbox and the Pluggy stand-in; the app reaches it through the AWS SDK as it would AWS.
 * s3rver takes any keys, so the URL carries its documented S3RVER/S3RVER.
 */
export async function startLocalBucket(bucket = 'grana-comprovantes'): Promise<LocalBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'grana-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const prefix = `t${randomBytes(4).toString('hex')}/`;
  const url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}/${prefix}`;
  const config = bucketConfigFrom({ ATTACHMENTS_S3_URL: url })!;
  const client = bucketClient(config);
  return {
    url,
    config,
    client,
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
