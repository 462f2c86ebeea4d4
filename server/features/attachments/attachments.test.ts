import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_TRANSACTION,
  type Attachment,
} from '../../../common/contract/attachments';
import type { Transaction, TransactionPage } from '../../../common/contract/transactions';
import { attachmentStoreFor } from '../../storage/store-for';
import {
  download,
  iphoneHeic,
  phonePhoto,
  pixPdf,
  screenshotPng,
  uploadAttachment,
} from '../../test/attachment-files';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createTransaction,
  createUser,
  inBook,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { purgeAttachments } from './purge';

const ctx = setupTestApp();
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function personWithRow(): Promise<{ user: TestUser; transactionId: number; accountId: number }> {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  const row = await createTransaction(ctx, user, account.id, { description: 'Farmácia', amount: 45.9 });
  return { user, transactionId: row.id, accountId: account.id };
}

async function attach(user: TestUser, transactionId: number, bytes: Buffer, name?: string, type?: string) {
  const res = await uploadAttachment(ctx, user, transactionId, bytes, name, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Attachment;
}

/** Ages every comprovante waiting for its window past it, then runs the purge as the job does. */
async function purgeAfterWindow() {
  await ctx.database.db.execute(
    sql`update attachments set removed_at = removed_at - interval '1 hour', orphaned_at = orphaned_at - interval '1 hour'`,
  );
  return purgeAttachments(ctx.database.db, attachmentStoreFor(ctx.config));
}

const filesOfBook = async (bookId: number) =>
  readdir(path.join(ctx.config.dataDir, 'attachments', String(bookId))).catch(() => [] as string[]);

describe('comprovantes: what is kept', () => {
  it('keeps a phone photo upright, reduced, without its location, with a thumbnail', async () => {
    const { user, transactionId } = await personWithRow();
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const kept = await attach(user, transactionId, photo, 'recibo farmácia.jpg');
    expect(kept).toMatchObject({ nome: 'recibo farmácia.jpg', tipo: 'image', contentType: 'image/jpeg' });
    // Orientation 6 turned into pixels: the 1200 × 800 photo is stored 800 wide, 1200 high.
    expect([kept.largura, kept.altura]).toEqual([800, 1200]);

    const file = await download(ctx, user, kept.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="recibo farmacia.jpg"; filename*=UTF-8''recibo%20farm%C3%A1cia.jpg`,
    );
    const stored = await sharp(file.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([800, 1200]);
    expect(file.bytes.length).toBe(kept.tamanho);

    const thumb = await download(ctx, user, kept.thumbUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.bytes).metadata()).width).toBe(160);
  });

  it('keeps a PDF byte for byte and a screenshot as PNG', async () => {
    const { user, transactionId } = await personWithRow();
    const pdf = pixPdf();
    const keptPdf = await attach(user, transactionId, pdf, 'pix.pdf', 'application/pdf');
    expect(keptPdf).toMatchObject({
      tipo: 'pdf',
      contentType: 'application/pdf',
      thumbUrl: null,
      tamanho: pdf.length,
    });
    const got = await download(ctx, user, keptPdf.fileUrl);
    expect(sha(got.bytes)).toBe(sha(pdf));
    expect(got.headers['content-disposition']).toContain('attachment;');

    const png = await attach(user, transactionId, await screenshotPng(), 'tela.png', 'image/png');
    expect(png).toMatchObject({ tipo: 'image', contentType: 'image/png', largura: 600, altura: 900 });
  });

  it('issue 75: "thumbnails are cached a year (`immutable`) and survive sign-out on a shared device": neither a file nor a thumbnail may be kept by the browser', async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, await phonePhoto());
    for (const url of [kept.fileUrl, kept.thumbUrl!]) {
      const got = await download(ctx, user, url);
      expect(got.status).toBe(200);
      expect(got.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("accepts an iPhone's HEIC photo and keeps it as a JPEG", async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, iphoneHeic(), 'IMG_0042.HEIC', 'image/heic');
    expect(kept).toMatchObject({ tipo: 'image', contentType: 'image/jpeg', largura: 320, altura: 240 });
    const file = await download(ctx, user, kept.fileUrl);
    expect((await sharp(file.bytes).metadata()).format).toBe('jpeg');
    expect(file.headers['content-disposition']).toContain(`filename="IMG_0042.jpg"`);
  });

  it('reads the type from the bytes: a renamed page, program or GIF is refused, and so is a file past 10 MB', async () => {
    const { user, transactionId } = await personWithRow();
    const refusals: Array<[Buffer, string, string]> = [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.jpg', 'image/jpeg'],
      [
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
        'recibo.pdf',
        'application/pdf',
      ],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'nota.png', 'image/png'],
      [
        await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
        'a.jpg',
        'image/jpeg',
      ],
    ];
    for (const [bytes, name, type] of refusals) {
      const res = await uploadAttachment(ctx, user, transactionId, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.type);
    }
    const big = Buffer.concat([pixPdf(), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const tooBig = await uploadAttachment(ctx, user, transactionId, big, 'grande.pdf', 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('Envie uma foto (JPG, PNG, HEIC) ou um PDF de até 10 MB.');

    const damaged = Buffer.concat([(await phonePhoto()).subarray(0, 400)]);
    const cut = await uploadAttachment(ctx, user, transactionId, damaged);
    expect(cut.status).toBe(400);
    expect(cut.body.error.message).toBe(ATTACHMENT_MESSAGES.unreadable);

    const list = await succeeded<Attachment[]>(
      actingAs(ctx, user).get(`/transactions/${transactionId}/attachments`),
    );
    expect(list).toEqual([]);
    expect(await filesOfBook(user.id)).toEqual([]);
  });

  it(`keeps at most ${ATTACHMENTS_PER_TRANSACTION} on a row`, async () => {
    const { user, transactionId } = await personWithRow();
    const pdf = pixPdf();
    for (let i = 0; i < ATTACHMENTS_PER_TRANSACTION; i++) await attach(user, transactionId, pdf, `p${i}.pdf`);
    const over = await uploadAttachment(ctx, user, transactionId, pdf, 'mais.pdf');
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(ATTACHMENT_MESSAGES.tooMany);
  });

  it("refuses a file past the book's 250 MB, and writes nothing", async () => {
    const { user, transactionId } = await personWithRow();
    await attach(user, transactionId, pixPdf());
    // The book's files at the quota but a few bytes (a stored row stands for them).
    await ctx.database.db.execute(
      sql`update attachments set size = ${250 * 1024 * 1024 - 100} where book_id = ${user.id}`,
    );
    const over = await uploadAttachment(ctx, user, transactionId, pixPdf());
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe(
      'Os comprovantes deste livro chegaram ao limite de 250 MB. Remova alguns para enviar outros.',
    );
    const list = await succeeded<Attachment[]>(
      actingAs(ctx, user).get(`/transactions/${transactionId}/attachments`),
    );
    expect(list).toHaveLength(1);
    expect(await filesOfBook(user.id)).toHaveLength(1);
  });

  it('renames, refuses an empty name, and a name built to break the header stays one header', async () => {
    const { user, transactionId } = await personWithRow();
    const kept = await attach(user, transactionId, pixPdf(), 'pix.pdf');
    const as = actingAs(ctx, user);
    const patch = (body: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/attachments/${kept.id}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: body as object,
      });
    const empty = await patch({ nome: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ATTACHMENT_MESSAGES.name);
    const renamed = await patch({ nome: 'Consulta "Dra. Ana"\r\nX-Evil: 1' });
    expect(renamed.statusCode).toBe(200);
    const file = await download(ctx, user, kept.fileUrl);
    expect(file.headers['x-evil']).toBeUndefined();
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Consulta _Dra. Ana___X-Evil_ 1.pdf"; filename*=UTF-8''Consulta%20%22Dra.%20Ana%22%0D%0AX-Evil%3A%201.pdf`,
    );
    const [only] = await succeeded<Attachment[]>(as.get(`/transactions/${transactionId}/attachments`));
    expect(only!.nome).toBe('Consulta "Dra. Ana"\r\nX-Evil: 1');
  });
});

describe('comprovantes: who reaches them', () => {
  it("another person's row and comprovante answer as absent", async () => {
    const ana = await personWithRow();
    const bia = await personWithRow();
    const kept = await attach(ana.user, ana.transactionId, pixPdf());
    const asBia = actingAs(ctx, bia.user);
    expect((await uploadAttachment(ctx, bia.user, ana.transactionId, pixPdf())).status).toBe(404);
    expect((await asBia.get(`/transactions/${ana.transactionId}/attachments`)).status).toBe(404);
    expect((await download(ctx, bia.user, kept.fileUrl)).status).toBe(404);
    expect((await download(ctx, bia.user, `/api/v1/attachments/${kept.id}/thumb`)).status).toBe(404);
    expect((await asBia.delete(`/attachments/${kept.id}`, {})).status).toBe(404);
    expect((await download(ctx, ana.user, kept.fileUrl)).status).toBe(200);
  });

  it('a leitor of a shared book sees and downloads, and adds, renames or removes nothing', async () => {
    const owner = await createUser(ctx);
    const reader = await createUser(ctx);
    const book = await createSharedBook(ctx, owner);
    await joinBook(ctx, owner, reader, book, 'leitor');
    const ownerInBook = inBook(owner, book);
    const account = await createAccount(ctx, ownerInBook);
    const row = await createTransaction(ctx, ownerInBook, account.id);
    const kept = await attach(ownerInBook, row.id, pixPdf());

    const readerInBook = inBook(reader, book);
    const list = await succeeded<Attachment[]>(
      actingAs(ctx, readerInBook).get(`/transactions/${row.id}/attachments`),
    );
    expect(list.map((a) => a.id)).toEqual([kept.id]);
    expect((await download(ctx, readerInBook, kept.fileUrl)).status).toBe(200);
    const add = await uploadAttachment(ctx, readerInBook, row.id, pixPdf());
    expect(add.status).toBe(403);
    const remove = await actingAs(ctx, readerInBook).delete(`/attachments/${kept.id}`, {});
    expect(remove.status).toBe(403);
    // From the reader's own book, the shared book's comprovante is another book's.
    expect((await download(ctx, reader, kept.fileUrl)).status).toBe(404);
  });
});

describe('comprovantes: lifecycle', () => {
  it('a removal is undone with Desfazer; past the window the file is deleted', async () => {
    const { user, transactionId } = await personWithRow();
    const as = actingAs(ctx, user);
    const kept = await attach(user, transactionId, await phonePhoto());
    const removed = await succeeded<{ undo: string }>(as.delete(`/attachments/${kept.id}`, {}));
    expect(await succeeded<Attachment[]>(as.get(`/transactions/${transactionId}/attachments`))).toEqual([]);
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(404);
    await succeeded(as.post('/undo', { token: removed.undo }));
    expect(
      (await succeeded<Attachment[]>(as.get(`/transactions/${transactionId}/attachments`))).map((a) => a.id),
    ).toEqual([kept.id]);

    const again = await succeeded<{ undo: string }>(as.delete(`/attachments/${kept.id}`, {}));
    expect(await filesOfBook(user.id)).toHaveLength(2);
    expect(await purgeAfterWindow()).toBeGreaterThanOrEqual(1);
    expect(await filesOfBook(user.id)).toEqual([]);
    const late = await as.post('/undo', { token: again.undo });
    expect(late.status).toBe(410);
  });

  it('issue 75: "undoing removed comprovantes ignores the 10-per-row limit (one row ended with 20)": a row filled up since refuses the Desfazer, whole', async () => {
    const { user, transactionId } = await personWithRow();
    const as = actingAs(ctx, user);
    const pdf = pixPdf();
    const first = await attach(user, transactionId, pdf, 'p0.pdf');
    const second = await attach(user, transactionId, pdf, 'p1.pdf');
    const removedFirst = await succeeded<{ undo: string }>(as.delete(`/attachments/${first.id}`, {}));
    const removedSecond = await succeeded<{ undo: string }>(as.delete(`/attachments/${second.id}`, {}));
    for (let i = 1; i < ATTACHMENTS_PER_TRANSACTION; i++) await attach(user, transactionId, pdf, `n${i}.pdf`);
    // Nine on the row: one removal fits back, the other no longer does.
    await succeeded(as.post('/undo', { token: removedFirst.undo }));
    const refused = await as.post('/undo', { token: removedSecond.undo });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ATTACHMENT_MESSAGES.undoTooMany);
    const names = (await succeeded<Attachment[]>(as.get(`/transactions/${transactionId}/attachments`))).map(
      (a) => a.nome,
    );
    expect(names).toHaveLength(ATTACHMENTS_PER_TRANSACTION);
    expect(names).toContain('p0.pdf');
    expect(names).not.toContain('p1.pdf');
  });

  it("a deleted row's comprovantes come back with its Desfazer, and go with it after the window", async () => {
    const { user, transactionId } = await personWithRow();
    const as = actingAs(ctx, user);
    const kept = await attach(user, transactionId, pixPdf());
    const deleted = await succeeded<{ undo: string }>(as.delete('/transactions', { id: transactionId }));
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(404);
    // The purge inside the window leaves them.
    expect(await purgeAttachments(ctx.database.db, attachmentStoreFor(ctx.config))).toBe(0);
    await succeeded(as.post('/undo', { token: deleted.undo }));
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(200);
    // Put back, then past a window: nothing is purged (the row is there).
    await purgeAfterWindow();
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(200);

    await succeeded(as.delete('/transactions', { id: transactionId }));
    await purgeAfterWindow();
    expect(await filesOfBook(user.id)).toEqual([]);
  });

  it("a deleted book's files are removed by the purge", async () => {
    const owner = await createUser(ctx);
    const book = await createSharedBook(ctx, owner);
    const inCasa = inBook(owner, book);
    const account = await createAccount(ctx, inCasa);
    const row = await createTransaction(ctx, inCasa, account.id);
    await attach(inCasa, row.id, await phonePhoto());
    expect(await filesOfBook(book)).toHaveLength(2);
    await succeeded(actingAs(ctx, owner).delete('/books', { id: book }));
    await purgeAttachments(ctx.database.db, attachmentStoreFor(ctx.config));
    expect(await filesOfBook(book)).toEqual([]);
  });
});

describe('comprovantes in the transactions list', () => {
  it('each row carries its thumbnails, and the list filters com / sem comprovante', async () => {
    const { user, transactionId, accountId } = await personWithRow();
    const other = await createTransaction(ctx, user, accountId, { description: 'Padaria', amount: 12 });
    const photo = await attach(user, transactionId, await phonePhoto(), 'foto.jpg');
    const pdf = await attach(user, transactionId, pixPdf(), 'pix.pdf');
    const as = actingAs(ctx, user);
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const all = await succeeded<TransactionPage>(as.get('/transactions', period));
    const farmacia = all.items.find((t: Transaction) => t.id === transactionId)!;
    expect(farmacia.comprovantes).toEqual([
      { id: photo.id, nome: 'foto.jpg', tipo: 'image', thumbUrl: photo.thumbUrl },
      { id: pdf.id, nome: 'pix.pdf', tipo: 'pdf', thumbUrl: null },
    ]);
    expect(all.items.find((t) => t.id === other.id)!.comprovantes).toEqual([]);

    const withOne = await succeeded<TransactionPage>(
      as.get('/transactions', { ...period, comprovante: 'com' }),
    );
    expect(withOne.items.map((t) => t.id)).toEqual([transactionId]);
    expect(withOne.totals).toEqual({ receitas: 0, despesas: 45.9, count: 1 });
    const without = await succeeded<TransactionPage>(
      as.get('/transactions', { ...period, comprovante: 'sem' }),
    );
    expect(without.items.map((t) => t.id)).toEqual([other.id]);
    const wrong = await as.get('/transactions', { comprovante: 'talvez' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Filtro de comprovante inválido: use com ou sem');

    const usage = await succeeded<{ usado: number; limite: number; quantidade: number }>(
      as.get('/attachments/usage'),
    );
    expect(usage.quantidade).toBe(2);
    expect(usage.usado).toBeGreaterThan(photo.tamanho + pdf.tamanho);
    expect(usage.limite).toBe(250 * 1024 * 1024);
  });
});

describe('comprovantes and the ways rows arrive', () => {
  it("a statement's line matched with a typed row keeps the row's comprovante, and so does undoing the match", async () => {
    const { user, transactionId, accountId } = await personWithRow();
    const kept = await attach(user, transactionId, pixPdf());
    const as = actingAs(ctx, user);
    const csv = 'Data;Descrição;Valor\n11/11/2026;DROGASIL 123;-45,90\n11/11/2026;PADARIA;-12,00\n';
    const res = await uploadStatement(ctx, user, { content: csv }, { defaultAccountId: accountId });
    expect(res.body.data).toMatchObject({ matched: 1, inserted: 1 });
    const rows = (await succeeded<TransactionPage>(as.get('/transactions', { limit: 50 }))).items;
    expect(rows.map((r) => [r.description, r.comprovantes.map((c) => c.id)])).toEqual([
      ['PADARIA', []],
      ['Farmácia', [kept.id]],
    ]);
    await succeeded(as.post(`/transactions/imports/${res.body.data.importId}/unmatch`));
    const after = (await succeeded<TransactionPage>(as.get('/transactions', { limit: 50 }))).items;
    expect(after.find((r) => r.id === transactionId)!.comprovantes.map((c) => c.id)).toEqual([kept.id]);
    expect((await download(ctx, user, kept.fileUrl)).status).toBe(200);
  });
});
