import { createHash, randomBytes } from 'node:crypto';
import { rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../common/contract/attachments';
import { buildApp } from '../../app';
import { queryRows } from '../../db/connect';
import { bucketStore } from '../../storage/bucket-store';
import { type AttachmentStore, folderStore } from '../../storage/store';
import { download, phonePhoto, pixPdf, uploadAttachment } from '../../test/attachment-files';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { type LocalBucket, startLocalBucket } from '../../test/s3-bucket';
import { noMail, setupTestApp, testConfig } from '../../test/test-app';
import { moveAttachments } from './move';

// npm run attachments:move's work (move.ts): an installation's comprovantes copied from its folder into a bucket,
// stopped halfway and resumed, then served from the bucket; and back.

const ctx = setupTestApp();
let bucket: LocalBucket;
beforeAll(async () => {
  bucket = await startLocalBucket();
});
afterAll(async () => {
  await bucket?.close();
});
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const folder = () => folderStore(path.join(ctx.config.dataDir, 'attachments'));

async function attach(user: TestUser, transactionId: number, bytes: Buffer, name: string, type: string) {
  const res = await uploadAttachment(ctx, user, transactionId, bytes, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Attachment;
}

/** Two people: a photo (file and thumbnail) and a PDF each; one PDF removed, still in its Desfazer window. */
async function installation() {
  const people = [];
  for (const name of ['Ana', 'Bruno']) {
    const user = await createUser(ctx, { name });
    const account = await createAccount(ctx, user);
    const row = await createTransaction(ctx, user, account.id, {
      description: `Farmácia ${name}`,
      amount: 45.9,
    });
    const photo = await attach(user, row.id, await phonePhoto(), 'foto.jpg', 'image/jpeg');
    const pdf = await attach(user, row.id, pixPdf(`Pix ${name}`), 'pix.pdf', 'application/pdf');
    people.push({ user, photo, pdf });
  }
  const removed = people[1]!.pdf;
  expect((await actingAs(ctx, people[1]!.user).delete(`/attachments/${removed.id}`, {})).status).toBe(200);
  return people;
}

/** A store that stops the move (as Ctrl+C does) once it has written `after` parts. */
function stoppingAfter(store: AttachmentStore, after: number, stop: AbortController): AttachmentStore {
  let written = 0;
  return {
    ...store,
    async write(...args) {
      await store.write(...args);
      written += 1;
      if (written === after) stop.abort();
    },
  };
}

describe('moving comprovantes between the folder and a bucket', () => {
  it('copies every part the rows name, stopped halfway and resumed, then a server reading the bucket serves them', async () => {
    const people = await installation();
    // Each person: the photo, its thumbnail, the PDF (Bruno's removed one waits for its window and moves too).
    const parts = 6;
    const target = bucketStore(bucket.config);

    const stop = new AbortController();
    await expect(
      moveAttachments(ctx.database.db, {
        from: folder(),
        to: stoppingAfter(target, 2, stop),
        signal: stop.signal,
      }),
    ).rejects.toThrow();
    expect(await bucket.names()).toHaveLength(2);

    const resumed = await moveAttachments(ctx.database.db, { from: folder(), to: target });
    expect(resumed).toMatchObject({ copied: parts - 2, present: 2, missing: 0 });
    expect(await bucket.names()).toHaveLength(parts);
    const again = await moveAttachments(ctx.database.db, { from: folder(), to: target });
    expect(again).toMatchObject({ copied: 0, present: parts, missing: 0, bytes: 0 });

    // A second server on the same database, configured with the bucket, and no folder of its own.
    const config = testConfig({ ATTACHMENTS_S3_URL: bucket.url });
    const second = await buildApp({ config, database: ctx.database, mailer: noMail });
    try {
      const [ana] = people;
      const fromFolder = await download(ctx, ana!.user, ana!.photo.fileUrl);
      const fromBucket = await second.inject({
        method: 'GET',
        url: ana!.photo.fileUrl,
        headers: { authorization: `Bearer ${ana!.user.token}` },
      });
      expect(fromBucket.statusCode).toBe(200);
      expect(sha(fromBucket.rawPayload)).toBe(sha(fromFolder.bytes));
      expect(fromBucket.headers['content-type']).toBe('image/jpeg');
      expect(fromBucket.headers['content-disposition']).toBe(fromFolder.headers['content-disposition']);
    } finally {
      await second.close();
      await rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it('brings them back into an empty folder, and names a file the rows cite that the source lacks', async () => {
    const [ana] = await installation();
    const toBucket = await moveAttachments(ctx.database.db, {
      from: folder(),
      to: bucketStore(bucket.config),
    });
    expect(toBucket.missing).toBe(0);

    const back = path.join(tmpdir(), `grana-move-back-${randomBytes(4).toString('hex')}`);
    try {
      const backSummary = await moveAttachments(ctx.database.db, {
        from: bucketStore(bucket.config),
        to: folderStore(back),
      });
      expect(backSummary.missing).toBe(0);
      expect(backSummary.copied).toBe(toBucket.copied + toBucket.present);
      const [original, returned] = await Promise.all([
        folder().read(ana!.user.id, (await keyOf(ana!.pdf.id))!, 'file'),
        folderStore(back).read(ana!.user.id, (await keyOf(ana!.pdf.id))!, 'file'),
      ]);
      expect(returned && sha(returned)).toBe(original && sha(original));

      // A file deleted by hand from the folder: the move says which, and copies the rest.
      const key = (await keyOf(ana!.photo.id))!;
      await unlink(path.join(back, String(ana!.user.id), `${key}.thumb`));
      const other = await startLocalBucket('grana-segundo');
      try {
        const summary = await moveAttachments(ctx.database.db, {
          from: folderStore(back),
          to: bucketStore(other.config),
        });
        expect(summary.missing).toBe(1);
        expect(summary.missingNames).toEqual([`${ana!.user.id}/${key}.thumb`]);
      } finally {
        await other.close();
      }
    } finally {
      await rm(back, { recursive: true, force: true });
    }
  });
});

async function keyOf(attachmentId: number): Promise<string | undefined> {
  const rows = await queryRows<{ key: string }>(
    ctx.database.db,
    sql`select key from attachments where id = ${attachmentId}`,
  );
  return rows[0]?.key;
}
