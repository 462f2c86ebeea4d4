import path from 'node:path';
import { type BucketConfig, bucketConfigFrom } from '../storage/bucket-config';

/**
 * Where the installation's database is, from the same variables the server reads (config.ts): DATABASE_URL
 * when set, else the PGlite folder DATA_DIR (default ./data); and DATA_DIR, where the comprovantes' files are. The rest of the server's configuration (a
 * JWT_SECRET required in production, ...) is not needed to copy the data, so it is not checked here.
 */
export type DatabaseLocation = (
  | { engine: 'postgres'; url: string; label: string; dataDir: string }
  | { engine: 'pglite'; dataDir: string; label: string }
) & {
  /** The bucket that holds the comprovantes instead of DATA_DIR, as the server reads it (ATTACHMENTS_S3_*). */
  attachmentsBucket?: BucketConfig;
};

export function databaseLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  // The comprovantes' files are in DATA_DIR with either engine (server/features/attachments/store.ts), unless the
  // installation keeps them in a bucket.
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const bucket = bucketConfigFrom(env);
  const files = bucket ? { attachmentsBucket: bucket } : {};
  if (env.DATABASE_URL) {
    return {
      engine: 'postgres',
      url: env.DATABASE_URL,
      label: `PostgreSQL ${describeUrl(env.DATABASE_URL)}`,
      dataDir,
      ...files,
    };
  }
  return { engine: 'pglite', dataDir, label: `PGlite em ${dataDir}`, ...files };
}

/** host:port/database, without the user's password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
