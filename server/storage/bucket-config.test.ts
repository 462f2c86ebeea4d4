import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bucketConfigFrom, describeBucket } from './bucket-config';

describe('where comprovantes are kept, from the environment', () => {
  it('is the data folder when no bucket is named', () => {
    expect(bucketConfigFrom({})).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).attachmentsBucket).toBeUndefined();
  });

  it('reads an AWS bucket from s3://bucket/prefix, the region from AWS_REGION', () => {
    expect(
      bucketConfigFrom({ ATTACHMENTS_S3_URL: 's3://grana-prod/comprovantes', AWS_REGION: 'sa-east-1' }),
    ).toEqual({
      bucket: 'grana-prod',
      prefix: 'comprovantes/',
      region: 'sa-east-1',
      forcePathStyle: false,
    });
    expect(bucketConfigFrom({ ATTACHMENTS_S3_URL: 's3://grana-prod' })?.prefix).toBe('attachments/');
  });

  it('reads an S3-compatible server with its keys from an address, path-style, and never shows the keys', () => {
    const config = bucketConfigFrom({
      ATTACHMENTS_S3_URL: 'https://chave:se%2Fgredo@minio.interno:9000/grana/a/b',
    });
    expect(config).toEqual({
      bucket: 'grana',
      prefix: 'a/b/',
      region: 'us-east-1',
      endpoint: 'https://minio.interno:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'chave', secretAccessKey: 'se/gredo' },
    });
    expect(describeBucket(config!)).toBe('https://minio.interno:9000/grana/a/b/');
  });

  it('reads the separate variables, the endpoint making addresses path-style', () => {
    expect(
      bucketConfigFrom({
        ATTACHMENTS_S3_BUCKET: 'grana',
        ATTACHMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        ATTACHMENTS_S3_PREFIX: '/prod',
        ATTACHMENTS_S3_REGION: 'auto',
      }),
    ).toEqual({
      bucket: 'grana',
      prefix: 'prod/',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('refuses to start with a bucket it cannot use, saying what is wrong', () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ ATTACHMENTS_S3_URL: 'ftp://host/grana' }, /must start with s3:\/\/, https:\/\/ or http:\/\//],
      [{ ATTACHMENTS_S3_URL: 's3://Grana_Prod' }, /is not a bucket name/],
      [{ ATTACHMENTS_S3_URL: 'https://chave@minio:9000/grana' }, /a key without its secret/],
      [{ ATTACHMENTS_S3_ENDPOINT: 'http://minio:9000' }, /need ATTACHMENTS_S3_BUCKET/],
      [
        { ATTACHMENTS_S3_BUCKET: 'grana', ATTACHMENTS_S3_PREFIX: '../fora' },
        /ATTACHMENTS_S3_PREFIX may hold/,
      ],
    ];
    for (const [env, message] of refused) {
      expect(() => loadConfig({ NODE_ENV: 'test', ...env }), JSON.stringify(env)).toThrow(message);
    }
  });
});
