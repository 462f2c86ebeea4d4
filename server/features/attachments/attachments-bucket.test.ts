import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, type Attachment } from '../../../common/contract/attachments';
import { buildApp } from '../../app';
import { attachmentStoreFor } from '../../storage/store-for';
import { download, phonePhoto, pixPdf, uploadAttachment } from '../../test/attachment-files';
import { restoreBook } from '../../test/book-restore';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createTransaction,
  createUser,
  inBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { freePort } from '../../test/free-port';
import { type LocalBucket, startLocalBucket } from '../../test/s3-bucket';
import { noMail, setupTestApp, testConfig } from '../../test/test-app';
import { purgeAttachments } from './purge';

// The same comprovantes as attachments.test.ts, kept in a bucket of a local S3 server instead of DATA_DIR: what
// a person sees (bytes, headers, thumbnails, Desfazer, backups) does not depend on where the bytes are.

let bucket: LocalBucket;
const env: Record<string, string> = {};
beforeAll(async () => {
  bucket = await startLocalBucket();
  env.ATTACHMENTS_S3_URL = bucket.url;
});
afterAll(async () => {
  await bucket?.close();
});
const ctx = setupTestApp(env);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function attach(user: TestUser, transactionId: number, bytes: Buffer, name: string, type: string) {
  const res = await uploadAttachment(ctx, user, transactionId, bytes, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Attachment;
}

async function personWithRow(description = 'Farmácia') {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  const row = await createTransaction(ctx, user, account.id, { description, amount: 45.9 });
  return { user, transactionId: row.id };
}

/** The objects of one book in the bucket. */
const objectsOfBook = async (bookId: number) =>
  (await bucket.names()).filter((name) => name.startsWith(`${bookId}/`));

async function purgeAfterWindow() {
  await ctx.database.db.execute(
    sql`update attachments set removed_at = removed_at - interval '1 hour', orphaned_at = orphaned_at - interval '1 hour'`,
  );
  return purgeAttachments(ctx.database.db, attachmentStoreFor(ctx.config));
}

describe('comprovantes in a bucket (ATTACHMENTS_S3_URL)', () => {
  it('keeps a photo and its thumbnail as objects of the book, none in DATA_DIR, and serves them with the same headers', async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, await phonePhoto(), 'recibo farmácia.jpg', 'image/jpeg');
    const objects = await objectsOfBook(user.id);
    expect(objects).toHaveLength(2);
    expect(objects.filter((name) => name.endsWith('.thumb'))).toHaveLength(1);
    expect(existsSync(path.join(ctx.config.dataDir, 'attachments'))).toBe(false);

    const file = await download(ctx, user, kept.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(kept.tamanho),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="recibo farmacia.jpg"; filename*=UTF-8''recibo%20farm%C3%A1cia.jpg`,
    });
    expect(file.bytes.length).toBe(kept.tamanho);
    const thumb = await download(ctx, user, kept.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('gives back a PDF byte for byte, and another person the same "not found" as for a comprovante that is not there', async () => {
    const { user, transactionId } = await personWithRow('Pix aluguel');
    const pdf = pixPdf('Aluguel novembro');
    const kept = await attach(user, transactionId, pdf, 'pix.pdf', 'application/pdf');
    const got = await download(ctx, user, kept.fileUrl);
    expect(sha(got.bytes)).toBe(sha(pdf));

    const stranger = await createUser(ctx);
    const foreign = await download(ctx, stranger, kept.fileUrl);
    const absent = await download(ctx, stranger, kept.fileUrl.replace(/\/\d+\//, '/999999999/'));
    expect(foreign.status).toBe(404);
    expect([foreign.status, foreign.bytes.toString()]).toEqual([absent.status, absent.bytes.toString()]);
  });

  it('a removal is undone with Desfazer; past the window its objects are deleted from the bucket', async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, await phonePhoto(), 'foto.jpg', 'image/jpeg');
    const as = actingAs(ctx, user);
    const removed = await succeeded<{ undo: string }>(as.delete(`/attachments/${kept.id}`, {}));
    await succeeded(as.post('/undo', { token: removed.undo }));
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(200);

    await succeeded(as.delete(`/attachments/${kept.id}`, {}));
    expect(await purgeAfterWindow()).toBeGreaterThanOrEqual(1);
    expect(await objectsOfBook(user.id)).toEqual([]);
  });

  it("a deleted book's objects are removed by the purge, the other books' stay", async () => {
    const owner = await createUser(ctx);
    const book = await createSharedBook(ctx, owner);
    const inCasa = inBook(owner, book);
    const account = await createAccount(ctx, inCasa);
    const row = await createTransaction(ctx, inCasa, account.id);
    await attach(inCasa, row.id, await phonePhoto(), 'casa.jpg', 'image/jpeg');
    const { user: other, transactionId } = await personWithRow();
    await attach(other, transactionId, pixPdf(), 'pix.pdf', 'application/pdf');
    expect(await objectsOfBook(book)).toHaveLength(2);

    await succeeded(actingAs(ctx, owner).delete('/books', { id: book }));
    await purgeAttachments(ctx.database.db, attachmentStoreFor(ctx.config));
    expect(await objectsOfBook(book)).toEqual([]);
    expect(await objectsOfBook(other.id)).toHaveLength(1);
  });

  it("a book's backup carries its comprovantes out of the bucket and a restore puts them back into it", async () => {
    const { user, transactionId } = await personWithRow('Pix aluguel');
    const pdf = pixPdf('Recibo de aluguel');
    await attach(user, transactionId, pdf, 'aluguel.pdf', 'application/pdf');
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');

    const target = await createUser(ctx);
    const res = await restoreBook(ctx, target, exported.rawPayload, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ attachments: 1, skippedAttachments: [] });
    const [row] = (await actingAs(ctx, target).get('/transactions', { limit: 10 })).body.data.items;
    const [restored] = (await actingAs(ctx, target).get(`/transactions/${row.id}/attachments`)).body
      .data as Attachment[];
    const got = await download(ctx, target, restored!.fileUrl);
    expect(sha(got.bytes)).toBe(sha(pdf));
    expect(await objectsOfBook(target.id)).toHaveLength(1);
  });

  it('says the comprovantes are unavailable (503) when the bucket does not answer, and keeps nothing half', async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, pixPdf('Antes da queda'), 'antes.pdf', 'application/pdf');
    // A second server whose bucket is an address nobody answers.
    const down = `http://S3RVER:S3RVER@127.0.0.1:${await freePort()}/grana-comprovantes/fora/`;
    const config = testConfig({ ATTACHMENTS_S3_URL: down });
    const second = await buildApp({ config, database: ctx.database, mailer: noMail });
    try {
      const upload = await uploadAttachment(
        { ...ctx, app: second },
        user,
        transactionId,
        pixPdf('Durante a queda'),
        'durante.pdf',
        'application/pdf',
      );
      expect(upload.status).toBe(503);
      expect(upload.body.error.message).toBe(ATTACHMENT_MESSAGES.storageUnavailable);
      const file = await second.inject({
        method: 'GET',
        url: kept.fileUrl,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(file.statusCode).toBe(503);
      expect(file.json().error.message).toBe(ATTACHMENT_MESSAGES.storageUnavailable);
    } finally {
      await second.close();
      await rm(config.dataDir, { recursive: true, force: true });
    }
    const list = (await actingAs(ctx, user).get(`/transactions/${transactionId}/attachments`)).body
      .data as Attachment[];
    expect(list.map((a) => a.nome)).toEqual(['antes.pdf']);
  });
});
