// Where comprovantes live when an installation keeps them in object storage (bucket-store.ts), read from the
// environment. Two ways to say it, as operators of S3-compatible storage are used to:
//   ATTACHMENTS_S3_URL=s3://bucket/prefix                       (AWS S3; region and keys from the usual variables)
//   ATTACHMENTS_S3_URL=https://key:secret@host:9000/bucket/prefix (any S3-compatible server, path-style addresses)
// or the separate ATTACHMENTS_S3_BUCKET, _PREFIX, _REGION and _ENDPOINT. Keys given in neither come from the AWS
// SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).

export interface BucketConfig {
  bucket: string;
  /** Put before every object's name: '' or a path ending in '/'. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, ...); absent for AWS itself. */
  endpoint?: string;
  /** Addresses as endpoint/bucket/name rather than bucket.endpoint/name: what a self-hosted server expects. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface BucketEnv {
  ATTACHMENTS_S3_URL?: string;
  ATTACHMENTS_S3_BUCKET?: string;
  ATTACHMENTS_S3_PREFIX?: string;
  ATTACHMENTS_S3_REGION?: string;
  ATTACHMENTS_S3_ENDPOINT?: string;
  AWS_REGION?: string;
}

/** The prefix every installation's comprovantes get unless told otherwise, as the folder store's attachments/. */
const DEFAULT_PREFIX = 'attachments/';

// S3's own rules for bucket names (3 to 63 lower-case letters, digits, dots and hyphens).
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SHAPE = /^([A-Za-z0-9._-]+\/)*$/;

/** The bucket the environment names, undefined when it names none (the folder store), or the reason it is wrong. */
export function bucketConfigFrom(env: BucketEnv): BucketConfig | undefined {
  const url = env.ATTACHMENTS_S3_URL?.trim();
  const region = env.ATTACHMENTS_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1';
  if (url) return fromUrl(url, region, env.ATTACHMENTS_S3_PREFIX);
  const bucket = env.ATTACHMENTS_S3_BUCKET?.trim();
  if (!bucket) {
    if (env.ATTACHMENTS_S3_ENDPOINT?.trim() || env.ATTACHMENTS_S3_PREFIX?.trim())
      throw new Error('ATTACHMENTS_S3_ENDPOINT and ATTACHMENTS_S3_PREFIX need ATTACHMENTS_S3_BUCKET');
    return undefined;
  }
  const endpoint = env.ATTACHMENTS_S3_ENDPOINT?.trim() || undefined;
  if (endpoint) checkEndpoint(endpoint);
  return {
    bucket: checkBucket(bucket),
    prefix: normalPrefix(env.ATTACHMENTS_S3_PREFIX ?? DEFAULT_PREFIX),
    region,
    ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    forcePathStyle: endpoint !== undefined,
  };
}

function fromUrl(text: string, region: string, prefixOverride: string | undefined): BucketConfig {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      'ATTACHMENTS_S3_URL is not an address: use s3://bucket/prefix or https://host/bucket/prefix',
    );
  }
  if (url.protocol === 's3:') {
    const bucket = checkBucket(url.hostname);
    return {
      bucket,
      prefix: normalPrefix(prefixOverride ?? (url.pathname.replace(/^\/+/, '') || DEFAULT_PREFIX)),
      region,
      forcePathStyle: false,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('ATTACHMENTS_S3_URL must start with s3://, https:// or http://');
  const [bucketName = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  const bucket = checkBucket(decodeURIComponent(bucketName));
  const credentials =
    url.username || url.password
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
  if (credentials && (!credentials.accessKeyId || !credentials.secretAccessKey))
    throw new Error('ATTACHMENTS_S3_URL gives a key without its secret (or the other way round)');
  const pathPrefix = rest.join('/');
  return {
    bucket,
    prefix: normalPrefix(prefixOverride ?? (pathPrefix || DEFAULT_PREFIX)),
    region,
    endpoint: `${url.protocol}//${url.host}`,
    forcePathStyle: true,
    ...(credentials ? { credentials } : {}),
  };
}

function checkBucket(name: string): string {
  if (!BUCKET_NAME.test(name))
    throw new Error(`"${name}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
  return name;
}

function checkEndpoint(endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error('ATTACHMENTS_S3_ENDPOINT is not an address (e.g. https://minio.internal:9000)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('ATTACHMENTS_S3_ENDPOINT must start with https:// or http://');
}

function normalPrefix(text: string): string {
  const trimmed = text.trim().replace(/^\/+/, '');
  const prefix = trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  // '.' and '..' are names in S3, but folders to the servers that keep objects as files (MinIO's, s3rver's).
  if (!PREFIX_SHAPE.test(prefix) || prefix.split('/').some((part) => part === '.' || part === '..'))
    throw new Error('ATTACHMENTS_S3_PREFIX may hold letters, digits, dots, hyphens, underscores and slashes');
  return prefix;
}

/** bucket/prefix, for messages and logs (never the keys). */
export function describeBucket(config: BucketConfig): string {
  return `${config.endpoint ? `${config.endpoint}/` : 's3://'}${config.bucket}/${config.prefix}`;
}
