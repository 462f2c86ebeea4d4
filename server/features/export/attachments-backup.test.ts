import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Attachment, BOOK_ATTACHMENTS_QUOTA_BYTES } from '../../../common/contract/attachments';
import type { BackupDocument } from '../../../common/contract/export/document';
import { ARCHIVE_DOCUMENT, archiveFilePath, archiveThumbPath } from '../../../common/contract/export/files';
import { RESTORE_MESSAGES } from '../../../common/contract/export/restore';
import type { Transaction } from '../../../common/contract/transactions';
import { download, phonePhoto, pixPdf, uploadAttachment } from '../../test/attachment-files';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { attachmentStoreFor } from '../attachments/public';
import { openBackup, writeBackupFiles } from './restore/restore-files';
import { entryBytes, zipEntries } from './restore/zip-reader';

const ctx = setupTestApp();
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const filesOfBook = async (bookId: number) =>
  readdir(path.join(ctx.config.dataDir, 'attachments', String(bookId))).catch(() => [] as string[]);

async function attach(user: TestUser, transactionId: number, bytes: Buffer, name: string, type: string) {
  const res = await uploadAttachment(ctx, user, transactionId, bytes, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Attachment;
}

/** A book with two rows: a pharmacy bill with a phone photo, a Pix with its PDF (and one removed comprovante). */
async function bookWithComprovantes() {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  const pharmacy = await createTransaction(ctx, user, account.id, { description: 'Farmácia', amount: 45.9 });
  const pix = await createTransaction(ctx, user, account.id, { description: 'Pix aluguel', amount: 1200 });
  const photo = await attach(user, pharmacy.id, await phonePhoto(), 'farmacia.jpg', 'image/jpeg');
  const pdf = await attach(user, pix.id, pixPdf(), 'pix.pdf', 'application/pdf');
  const removed = await attach(user, pix.id, pixPdf('removido'), 'removido.pdf', 'application/pdf');
  expect((await actingAs(ctx, user).delete(`/attachments/${removed.id}`, {})).status).toBe(200);
  return { user, photo, pdf };
}

/** GET /export as bytes. */
async function exportBytes(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/export',
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode).toBe(200);
  return { headers: res.headers, bytes: res.rawPayload };
}

const restore = (user: TestUser, payload: Buffer | string, contentType: string) =>
  restoreBook(ctx, user, payload, contentType);

/** Each comprovante of the book's rows, by its transaction's description: its name, its file's SHA-256, its thumb. */
async function comprovantesOf(user: TestUser) {
  const as = actingAs(ctx, user);
  const rows = (await as.get('/transactions', { limit: 100 })).body.data.items as Transaction[];
  const found: Record<string, Array<{ nome: string; sha256: string; thumb: string | null }>> = {};
  for (const row of rows) {
    const list = (await as.get(`/transactions/${row.id}/attachments`)).body.data as Attachment[];
    found[row.description ?? ''] = [];
    for (const a of list) {
      const file = await download(ctx, user, a.fileUrl);
      expect(file.status).toBe(200);
      const thumb = a.thumbUrl ? await download(ctx, user, a.thumbUrl) : null;
      found[row.description ?? '']?.push({
        nome: a.nome,
        sha256: sha(file.bytes),
        thumb: thumb ? sha(thumb.bytes) : null,
      });
    }
  }
  return found;
}

describe('comprovantes in a book’s backup', () => {
  it('exports one .zip and restores every comprovante into a new book: a PDF byte for byte, a photo kept as an upload keeps it', async () => {
    const { user, photo, pdf } = await bookWithComprovantes();
    const before = await comprovantesOf(user);
    expect(before.Farmácia).toHaveLength(1);
    expect(before['Pix aluguel']).toHaveLength(1);

    const exported = await exportBytes(user);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/filename="grana-backup-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = await JSZip.loadAsync(exported.bytes);
    const doc = JSON.parse((await zip.file(ARCHIVE_DOCUMENT)?.async('string')) ?? '') as BackupDocument;
    expect(doc.version).toBe(2);
    // The removed one is not part of the book; no row carries its store key.
    expect(doc.attachments.map((a) => a.name).sort()).toEqual(['farmacia.jpg', 'pix.pdf']);
    expect(JSON.stringify(doc.attachments)).not.toMatch(/"key"/);
    expect(zip.file(archiveFilePath(photo.id))).not.toBeNull();
    expect(zip.file(archiveFilePath(pdf.id))).not.toBeNull();

    const target = await createUser(ctx);
    const res = await restore(target, exported.bytes, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ transactions: 2, attachments: 2, skippedAttachments: [] });
    const after = await comprovantesOf(target);
    expect(after['Pix aluguel']).toEqual(before['Pix aluguel']);
    // The photo went through an upload's checks again: re-encoded, the same picture, with a thumbnail.
    expect(after.Farmácia).toEqual([
      { nome: 'farmacia.jpg', sha256: expect.any(String), thumb: expect.any(String) },
    ]);
    const restored = (await actingAs(ctx, target).get('/transactions', { limit: 100 })).body.data
      .items as Transaction[];
    const pharmacyId = restored.find((r) => r.description === 'Farmácia')?.id;
    const [kept] = (await actingAs(ctx, target).get(`/transactions/${pharmacyId}/attachments`)).body
      .data as Attachment[];
    expect(kept).toMatchObject({ contentType: 'image/jpeg', largura: photo.largura, altura: photo.altura });
    // Under new keys, in the target book's own folder: a photo and its thumbnail, a PDF.
    expect(await filesOfBook(target.id)).toHaveLength(3);
    const usage = (await actingAs(ctx, target).get('/attachments/usage')).body.data;
    expect(usage.quantidade).toBe(2);
  });

  it('still restores a backup made before comprovantes (version 1, a plain JSON without the list)', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    await createTransaction(ctx, user, account.id, { description: 'Padaria', amount: 12.5 });
    const exported = await exportBytes(user);
    // A book without comprovantes still gets the plain document.
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(exported.bytes.toString('utf8')) as Record<string, unknown>;
    expect(doc.attachments).toEqual([]);
    delete doc.attachments;
    doc.version = 1;

    const target = await createUser(ctx);
    const res = await restore(target, JSON.stringify(doc), 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ transactions: 1, attachments: 0 });
    const rows = (await actingAs(ctx, target).get('/transactions')).body.data.items as Transaction[];
    expect(rows.map((r) => r.description)).toEqual(['Padaria']);
  });

  it('refuses an archive whose file was changed, with the message, and writes nothing', async () => {
    const { user } = await bookWithComprovantes();
    const zip = await JSZip.loadAsync((await exportBytes(user)).bytes);
    const doc = JSON.parse((await zip.file(ARCHIVE_DOCUMENT)?.async('string')) ?? '') as BackupDocument;
    const pdf = doc.attachments.find((a) => a.kind === 'pdf');
    if (!pdf) throw new Error('the backup lacks its PDF');
    const bytes = Buffer.from((await zip.file(archiveFilePath(pdf.id))?.async('nodebuffer')) ?? []);
    // Another amount, the same length: only the SHA-256 tells.
    const changed = Buffer.from(bytes.toString('latin1').replace('45,90', '99,90'), 'latin1');
    expect(changed.length).toBe(bytes.length);
    zip.file(archiveFilePath(pdf.id), changed);
    const tampered = await zip.generateAsync({ type: 'nodebuffer' });

    const target = await createUser(ctx);
    const res = await restore(target, tampered, 'application/zip');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESTORE_MESSAGES.attachmentChanged('pix.pdf'));
    expect(await filesOfBook(target.id)).toEqual([]);
    expect((await actingAs(ctx, target).get('/transactions')).body.data.items).toEqual([]);
    expect((await actingAs(ctx, target).get('/accounts')).body.data).toEqual([]);
  });

  it('issue 75: "a restored comprovante is taken at its word (an HTML page becomes an `image/jpeg` comprovante: no type check, re-encoding, EXIF strip or pixel bound)": it passes an upload\'s checks, or is left out by name', async () => {
    const { user } = await bookWithComprovantes();
    const zip = await JSZip.loadAsync((await exportBytes(user)).bytes);
    const doc = JSON.parse((await zip.file(ARCHIVE_DOCUMENT)?.async('string')) ?? '') as BackupDocument;
    const photo = doc.attachments.find((a) => a.kind === 'image');
    const pdf = doc.attachments.find((a) => a.kind === 'pdf');
    if (!photo || !pdf) throw new Error('the backup lacks its photo or its PDF');
    // The PDF's place holds a page written down as a JPEG, its size and hash made to agree.
    const page = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    Object.assign(pdf, {
      name: 'pagina.jpg',
      kind: 'image',
      contentType: 'image/jpeg',
      size: page.length,
      sha256: sha(page),
      width: 10,
      height: 10,
    });
    zip.file(archiveFilePath(pdf.id), page);
    zip.file(archiveThumbPath(pdf.id), page);
    // The photo's place holds a phone's photo as it left the camera: sideways, with its EXIF (the location).
    const raw = await phonePhoto();
    expect((await sharp(raw).metadata()).exif).toBeDefined();
    Object.assign(photo, { size: raw.length, sha256: sha(raw), width: 1200, height: 800 });
    zip.file(archiveFilePath(photo.id), raw);
    zip.file(ARCHIVE_DOCUMENT, JSON.stringify(doc));

    const target = await createUser(ctx);
    const res = await restore(target, await zip.generateAsync({ type: 'nodebuffer' }), 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      transactions: 2,
      attachments: 1,
      skippedAttachments: ['pagina.jpg'],
    });
    expect(RESTORE_MESSAGES.attachmentsSkipped(['pagina.jpg'])).toBe(
      'Ficou de fora 1 comprovante que não é uma foto (JPG, PNG, HEIC) ou um PDF válido: "pagina.jpg".',
    );
    const as = actingAs(ctx, target);
    const rows = (await as.get('/transactions', { limit: 100 })).body.data.items as Transaction[];
    const listOf = async (description: string) =>
      (await as.get(`/transactions/${rows.find((r) => r.description === description)?.id}/attachments`)).body
        .data as Attachment[];
    // The page is nowhere: its row has no comprovante, the book one in all, a photo and its thumbnail on disk.
    expect(await listOf('Pix aluguel')).toEqual([]);
    expect((await as.get('/attachments/usage')).body.data.quantidade).toBe(1);
    expect(await filesOfBook(target.id)).toHaveLength(2);
    // The photo as an upload keeps it: upright, without its EXIF, its row telling what was stored.
    const [kept] = await listOf('Farmácia');
    expect(kept).toMatchObject({
      nome: 'farmacia.jpg',
      contentType: 'image/jpeg',
      largura: 800,
      altura: 1200,
    });
    const file = await download(ctx, target, kept!.fileUrl);
    const stored = await sharp(file.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([800, 1200]);
    expect(file.bytes.length).toBe(kept!.tamanho);
  });

  it('refuses the document alone when it lists comprovantes, naming the missing file', async () => {
    const { user } = await bookWithComprovantes();
    const zip = await JSZip.loadAsync((await exportBytes(user)).bytes);
    const documentText = (await zip.file(ARCHIVE_DOCUMENT)?.async('string')) ?? '';
    const target = await createUser(ctx);
    const res = await restore(target, documentText, 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESTORE_MESSAGES.attachmentMissing('farmacia.jpg'));
    expect(await filesOfBook(target.id)).toEqual([]);
  });

  it('refuses comprovantes that would pass the book’s quota with what it still keeps, writing nothing', async () => {
    const { user } = await bookWithComprovantes();
    const archive = (await exportBytes(user)).bytes;
    const target = await createUser(ctx);
    // A deleted row's file waiting for its Desfazer window: the book is empty, its 250 MB but 100 bytes still on disk.
    await ctx.database.db.execute(
      sql`insert into attachments (book_id, transaction_id, key, name, kind, content_type, size, sha256, orphaned_at)
          values (${target.id}, 999999, ${'q'.repeat(24)}, 'grande.pdf', 'pdf', 'application/pdf',
                  ${BOOK_ATTACHMENTS_QUOTA_BYTES - 100}, ${'0'.repeat(64)}, now())`,
    );
    const res = await restore(target, archive, 'application/zip');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(RESTORE_MESSAGES.attachmentsQuota(250));
    expect(await filesOfBook(target.id)).toEqual([]);
    expect((await actingAs(ctx, target).get('/transactions')).body.data.items).toEqual([]);
  });

  it('leaves no file behind when writing them fails halfway', async () => {
    const { user } = await bookWithComprovantes();
    const backup = await openBackup((await exportBytes(user)).bytes);
    const doc = JSON.parse(Buffer.from(backup.document).toString('utf8')) as BackupDocument;
    const target = await createUser(ctx);
    const store = attachmentStoreFor(ctx.config);
    let writes = 0;
    const failing = {
      ...store,
      write: async (...args: Parameters<typeof store.write>) => {
        writes += 1;
        if (writes === 3) throw new Error('disco cheio');
        await store.write(...args);
      },
    };
    await expect(writeBackupFiles(failing, target.id, backup, doc)).rejects.toThrow('disco cheio');
    expect(writes).toBe(3);
    expect(await filesOfBook(target.id)).toEqual([]);
  });

  it('reads no entry past its limit, and refuses a .zip whose document would unpack past 150 MB', async () => {
    const zip = new JSZip();
    zip.file('grande', Buffer.alloc(100_000, 0x20), { compression: 'DEFLATE' });
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const entry = zipEntries(bytes).get('grande');
    if (!entry) throw new Error('the entry is missing');
    expect(entry.compressedSize).toBeLessThan(1000);
    expect((await entryBytes(bytes, entry, 100_000))?.length).toBe(100_000);
    expect(await entryBytes(bytes, entry, 99_999)).toBeUndefined();

    // A document of 151 MB of spaces deflates to some 150 kB.
    const bomb = new JSZip();
    bomb.file(ARCHIVE_DOCUMENT, Buffer.alloc(151 * 1024 * 1024, 0x20), { compression: 'DEFLATE' });
    const body = await bomb.generateAsync({ type: 'nodebuffer' });
    const target = await createUser(ctx);
    const res = await restore(target, body, 'application/zip');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/o limite é de 150 MB/);
  }, 60_000);
});
