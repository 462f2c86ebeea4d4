/**
 * The comprovantes' files in a copy of the installation (npm run backup / npm run restore), on the engine of the
 * project: every file comes back byte for byte into the target's DATA_DIR, and a copy whose file was changed is
 * refused before anything is written.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../common/contract/attachments';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import { download, phonePhoto, pixPdf, uploadAttachment } from '../test/attachment-files';
import {
  backupDatabase,
  emptyPostgresDatabase,
  publicTableCount,
  type Target,
  tempFolder,
} from '../test/backup-support';
import { createAccount, createTransaction, createUser, type TestUser } from '../test/factories';
import { startLocalBucket } from '../test/s3-bucket';
import { TestSyncBank } from '../test/sync-bank';
import { setupTestApp, type TestContext, testConfig } from '../test/test-app';
import { BackupFormatError } from './format';
import { runRestore } from './restore-command';

const ctx = setupTestApp();
const folder = tempFolder('grana-backup-files-');
const targets: Target[] = [];
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

afterAll(async () => {
  for (const target of targets) await target.drop().catch(() => {});
  folder.remove();
});

async function newTarget(): Promise<Target> {
  const target =
    ctx.database.kind === 'postgres'
      ? await emptyPostgresDatabase()
      : { env: { DATA_DIR: path.join(folder.dir, `data-${targets.length + 1}`) }, drop: async () => {} };
  if (!target.url) target.dataDir = target.env.DATA_DIR;
  targets.push(target);
  return target;
}

/** The target's DATA_DIR, where its comprovantes' files are, with either engine. */
const filesOf = (target: Target) => (target.dataDir ?? target.filesDir) as string;

/** The app on a restored installation: its database and its DATA_DIR. */
async function appOn(target: Target): Promise<TestContext & { close(): Promise<void> }> {
  const database: Database = target.url
    ? await openDatabase({ databaseUrl: target.url, poolSize: 2 })
    : await openDatabase({ dataDir: target.dataDir });
  const bucket = target.env.ATTACHMENTS_S3_URL;
  const config = testConfig({ DATA_DIR: filesOf(target), ...(bucket ? { ATTACHMENTS_S3_URL: bucket } : {}) });
  const syncBank = new TestSyncBank();
  const app = await buildApp({ config, database, syncProviderFor: syncBank.providerFor });
  await app.ready();
  return {
    app,
    database,
    config,
    sentMail: [],
    syncBank,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let person: TestUser;
const comprovantes: Attachment[] = [];
/** Each comprovante's file and thumbnail as the original installation answers them. */
const originals = new Map<string, string>();
let file = '';

beforeAll(async () => {
  person = await createUser(ctx, { name: 'Maria' });
  const account = await createAccount(ctx, person);
  const row = await createTransaction(ctx, person, account.id, { description: 'Farmácia', amount: 45.9 });
  for (const [bytes, name, type] of [
    [await phonePhoto(), 'farmacia.jpg', 'image/jpeg'],
    [pixPdf(), 'pix.pdf', 'application/pdf'],
  ] as const) {
    const res = await uploadAttachment(ctx, person, row.id, bytes, name, type);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    comprovantes.push(res.body.data as Attachment);
  }
  for (const a of comprovantes) {
    for (const url of [a.fileUrl, a.thumbUrl]) {
      if (url) originals.set(url, sha((await download(ctx, person, url)).bytes));
    }
  }
  file = path.join(folder.dir, 'copia.jsonl.gz');
  const summary = await backupDatabase(ctx.database, file, ctx.config.dataDir);
  // The photo, its thumbnail and the PDF.
  expect(summary.files.files).toBe(3);
});

describe('comprovantes in a copy of the installation', { timeout: 120_000 }, () => {
  it('brings every file back byte for byte into the new installation’s DATA_DIR', async () => {
    const target = await newTarget();
    const result = await runRestore({ file, force: false, env: target.env });
    expect(result.files).toBe(3);
    const there = await appOn(target);
    try {
      for (const [url, digest] of originals) {
        const res = await download(there, person, url);
        expect(res.status, url).toBe(200);
        expect(sha(res.bytes), url).toBe(digest);
      }
      expect(originals.size).toBe(3);
    } finally {
      await there.close();
    }
    // Nothing of the restore's own left in DATA_DIR.
    expect(readdirSync(filesOf(target)).filter((n) => n.includes('restaurando'))).toEqual([]);
  });

  it('refuses a copy whose file was changed before anything is written', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const at = lines.findIndex((line) => line.startsWith('{"file":'));
    expect(at).toBeGreaterThan(0);
    const record = JSON.parse(lines[at]!) as { data: string };
    const bytes = Buffer.from(record.data, 'base64');
    bytes[bytes.length - 10] = (bytes[bytes.length - 10]! + 1) % 256;
    lines[at] = JSON.stringify({ ...record, data: bytes.toString('base64') });
    const damaged = path.join(folder.dir, 'alterada.jsonl.gz');
    writeFileSync(damaged, gzipSync(`${lines.join('\n')}\n`));

    const target = await newTarget();
    const attempt = runRestore({ file: damaged, force: false, env: target.env });
    await expect(attempt).rejects.toBeInstanceOf(BackupFormatError);
    await expect(attempt).rejects.toThrow(/danificado/);
    if (target.url) {
      expect(await publicTableCount(target.url)).toBe(0);
      expect(readdirSync(filesOf(target))).toEqual([]);
    } else {
      expect(existsSync(filesOf(target))).toBe(false);
    }
  });

  it('restores into an installation that keeps its comprovantes in a bucket, and copies them out of it again', async () => {
    const bucket = await startLocalBucket();
    try {
      const target = await newTarget();
      target.env.ATTACHMENTS_S3_URL = bucket.url;
      const result = await runRestore({ file, force: false, env: target.env });
      expect(result.files).toBe(3);
      // The photo, its thumbnail and the PDF, as objects of Maria's book; no folder of files in DATA_DIR.
      expect((await bucket.names()).filter((n) => n.startsWith(`${person.id}/`))).toHaveLength(3);
      expect(existsSync(path.join(filesOf(target), 'attachments'))).toBe(false);
      const there = await appOn(target);
      try {
        for (const [url, digest] of originals)
          expect(sha((await download(there, person, url)).bytes)).toBe(digest);

        // Its own copy reads the files from the bucket, and they come back into a plain folder.
        const fromBucket = path.join(folder.dir, 'do-bucket.jsonl.gz');
        const summary = await backupDatabase(there.database, fromBucket, {
          dataDir: filesOf(target),
          attachmentsBucket: there.config.attachmentsBucket,
        });
        expect(summary.files.files).toBe(3);
        const plain = await newTarget();
        expect((await runRestore({ file: fromBucket, force: false, env: plain.env })).files).toBe(3);
        const back = await appOn(plain);
        try {
          for (const [url, digest] of originals)
            expect(sha((await download(back, person, url)).bytes)).toBe(digest);
        } finally {
          await back.close();
        }
      } finally {
        await there.close();
      }
    } finally {
      await bucket.close();
    }
  });
});
