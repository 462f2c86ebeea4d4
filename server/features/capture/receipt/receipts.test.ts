import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, type Attachment } from '../../../../common/contract/attachments';
import { RECEIPT_MESSAGES, type ReceiptReading } from '../../../../common/contract/capture';
import { inPersonalBook } from '../../../auth-user';
import { HttpError } from '../../../http/errors';
import { headersOf, pixPdf, sendReceipt, uploadAttachment } from '../../../test/attachment-files';
import {
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { expectedReceipts, receiptBytes } from '../../../test/receipt-fixtures';
import { setupTestApp } from '../../../test/test-app';
import { attachmentStoreFor } from '../../attachments/public';
import { readingGate } from './gate';
import type { OcrEngine } from './ocr';
import { createReceiptsService } from './service';

// One app (so one OCR worker, made at the first photo) for the whole file: the OCR's start is paid once.
const ctx = setupTestApp();

const EXPECTED = expectedReceipts();
const bytesOf = receiptBytes;
const typeOf = (file: string) =>
  file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';

const readReceipt = (user: TestUser, data: Buffer, filename?: string, contentType?: string) =>
  sendReceipt(ctx, user, data, filename, contentType);

async function readStored(user: TestUser, id: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attachments/${id}/read`,
    headers: headersOf(user),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A scan saved as PDF: one page holding a picture and no text. */
function imageOnlyPdf(image: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [500, 800], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(image, 0, 0, { fit: [500, 800] });
    doc.end();
  });
}

describe('receipts read offline', () => {
  it('reads every fixture: the printed photos to at least 90% of their totals, dates and CNPJs, the PDFs exactly', async () => {
    const user = await createUser(ctx);
    const misses: string[] = [];
    let fields = 0;
    let hits = 0;
    for (const want of EXPECTED) {
      const res = await readReceipt(user, bytesOf(want.file), want.file, typeOf(want.file));
      expect(res.status, `${want.file}: ${JSON.stringify(res.body)}`).toBe(200);
      const got = res.body.data as ReceiptReading;
      expect(got.source, want.file).toBe(want.kind === 'pix-pdf' ? 'texto_pdf' : 'ocr');
      const compared: [string, unknown, unknown][] = [
        ['total', got.total, want.total],
        ['date', got.date, want.date],
        ['cnpj', got.cnpj, want.cnpj],
      ];
      if (want.kind === 'pix-pdf') {
        // A bank's own text: every field exactly, the recebedor's and never the payer's.
        expect({ ...got, elapsed_ms: 0, category_id: null, category_name: null }, want.file).toEqual({
          source: 'texto_pdf',
          total: want.total,
          date: want.date,
          cnpj: want.cnpj,
          cpf: want.cpf,
          merchant: want.merchant,
          category_id: null,
          category_name: null,
          elapsed_ms: 0,
          ai_fields: [],
        });
        continue;
      }
      for (const [name, value, expected] of compared) {
        const hit = value === expected;
        if (want.kind === 'printed') {
          fields++;
          if (hit) hits++;
        }
        if (!hit)
          misses.push(
            `${want.file} ${name}: read ${JSON.stringify(value)}, printed ${JSON.stringify(expected)}`,
          );
      }
    }
    const rate = hits / fields;
    console.log(`receipts: ${hits}/${fields} printed fields read (${(rate * 100).toFixed(1)}%)`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(fields).toBe(EXPECTED.filter((e) => e.kind === 'printed').length * 3);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it("gives the category the person's history holds for the merchant", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const lavanderia = await createCategory(ctx, user, { nome: 'Lavanderia' });
    await createTransaction(ctx, user, account.id, {
      description: 'LAVANDERIA BOLHAS',
      amount: 30,
      categoryId: lavanderia.id,
    });
    const res = await readReceipt(user, bytesOf('pix-bb.pdf'), 'pix-bb.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      merchant: 'LAVANDERIA BOLHAS',
      category_id: lavanderia.id,
      category_name: 'Lavanderia',
    });
  });

  it('reads a comprovante kept with a transaction, and answers another book’s as absent', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const row = await createTransaction(ctx, user, account.id, { description: 'Dentista', amount: 2500 });
    const kept = await uploadAttachment(
      ctx,
      user,
      row.id,
      bytesOf('pix-bradesco.pdf'),
      'pix.pdf',
      'application/pdf',
    );
    expect(kept.status).toBe(201);
    const id = (kept.body.data as Attachment).id;

    const read = await readStored(user, id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      source: 'texto_pdf',
      total: 2500,
      date: '2026-11-25',
      merchant: 'CLINICA SORRISO ODONTOLOGIA LTDA',
    });

    const theirs = await readStored(other, id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(RECEIPT_MESSAGES.notFound);
    expect((await readStored(user, id + 1000)).status).toBe(404);
  });

  it("refuses a person's second reading while the first runs, and another person's reading goes on", async () => {
    const [ana, bia] = [await createUser(ctx), await createUser(ctx)];
    const photo = bytesOf('nfce-supermercado.jpg');
    const pdf = bytesOf('pix-nubank.pdf');
    const [first, second, another] = await Promise.all([
      readReceipt(ana, photo),
      readReceipt(ana, photo),
      readReceipt(bia, pdf, 'pix.pdf', 'application/pdf'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.body.error.message).toBe(RECEIPT_MESSAGES.busy);
    expect(another.status).toBe(200);
    expect(another.body.data.total).toBe(150);
    // Once the first ended, Ana reads again.
    expect((await readReceipt(ana, pdf, 'pix.pdf', 'application/pdf')).status).toBe(200);
  });

  it('reads a PDF that is a picture by OCR, and refuses junk with the comprovantes’ message, never a 5xx', async () => {
    const user = await createUser(ctx);
    const scan = await imageOnlyPdf(bytesOf('pix-itau-photo.jpg'));
    const read = await readReceipt(user, scan, 'scan.pdf', 'application/pdf');
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ source: 'ocr', total: 89.9, date: '2026-11-27' });

    const junk = await readReceipt(user, Buffer.from('MZ\x90\x00 not a receipt at all'), 'recibo.jpg');
    expect(junk.status).toBe(400);
    expect(junk.body.error.message).toBe(ATTACHMENT_MESSAGES.type);

    const cut = bytesOf('sat-padaria.jpg').subarray(0, 400);
    const broken = await readReceipt(user, cut, 'recibo.jpg');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe(ATTACHMENT_MESSAGES.unreadable);

    const damagedPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const pdf = await readReceipt(user, damagedPdf, 'x.pdf', 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe(RECEIPT_MESSAGES.unreadablePdf);

    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/capture/receipt',
      headers: { ...headersOf(user), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(ATTACHMENT_MESSAGES.noFile);
  });

  it('answers a reading past its time limit with the timeout message, recycles the OCR and frees the person', async () => {
    const user = await createUser(ctx);
    // An OCR that never finishes until it is recycled, as a stuck page would; one asked after the recycling (the
    // photo's preparation outlasted the deadline on a loaded machine) ends as the recycled worker's would.
    let recycled = 0;
    let stuck: ((error: Error) => void) | undefined;
    const ocr: OcrEngine = {
      read: () =>
        recycled > 0
          ? Promise.reject(new Error('terminated'))
          : new Promise<string>((_, reject) => (stuck = reject)),
      recycle: async () => {
        recycled++;
        stuck?.(new Error('terminated'));
      },
      close: async () => {},
      started: () => true,
    };
    const gate = readingGate({ concurrent: 2, queued: 0 });
    const service = createReceiptsService({
      db: ctx.database.db,
      store: attachmentStoreFor(ctx.config),
      ocr,
      gate,
      timeoutMs: 300,
    });
    const person = inPersonalBook({ id: user.id, timeZone: 'America/Sao_Paulo' });
    const photo = bytesOf('sat-padaria.jpg');
    const late = await service.read(person, photo).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(HttpError);
    expect((late as HttpError).statusCode).toBe(422);
    expect((late as HttpError).message).toBe(RECEIPT_MESSAGES.timeout);
    expect(recycled).toBe(1);
    // The work ended with the recycling: the person's place is free again.
    await expect.poll(() => gate.running(), { timeout: 10_000 }).toBe(0);
    const again = await service.read(person, photo).catch((error: unknown) => error);
    expect((again as HttpError).message).toBe(RECEIPT_MESSAGES.timeout);
  });

  it('asks the configured AI only for what the rules missed, sends only the document, keeps only what the text holds', async () => {
    const user = await createUser(ctx);
    const asked: { model: string; messages: { role: string; content: string }[] }[] = [];
    let reply = JSON.stringify({
      total: 45.9,
      date: '2026-11-28',
      cnpj: '11222333000181',
      merchant: 'Outra Loja',
    });
    let status = 200;
    // A local server speaking the chat-completions API, as Ollama or any OpenAI-compatible endpoint does.
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/chat/completions') asked.push(JSON.parse(body));
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply } }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    const unused: OcrEngine = {
      read: () => Promise.reject(new Error('no OCR for a text PDF')),
      recycle: async () => {},
      close: async () => {},
      started: () => false,
    };
    const service = createReceiptsService({
      db: ctx.database.db,
      store: attachmentStoreFor(ctx.config),
      ocr: unused,
      gate: readingGate(),
      ai: { url, model: 'modelo-local', key: undefined },
    });
    const person = inPersonalBook({ id: user.id, timeZone: 'America/Sao_Paulo' });
    try {
      // A handwritten recibo's text: a name and an amount, no label the rules know, no date, no CNPJ.
      const recibo = pixPdf('Marcenaria Boa Madeira recebeu 45,90 de Ana');
      const read = await service.read(person, recibo);
      expect(read).toMatchObject({
        source: 'texto_pdf',
        total: 45.9,
        date: '2026-11-28',
        cnpj: null,
        ai_fields: ['total', 'date'],
      });
      expect(asked).toHaveLength(1);
      expect(asked[0]?.model).toBe('modelo-local');
      const user_ = asked[0]?.messages.find((m) => m.role === 'user');
      expect(user_?.content).toBe('Marcenaria Boa Madeira recebeu 45,90 de Ana');

      // An amount the text does not hold is dropped; a failing endpoint proposes nothing and the reading stands.
      reply = JSON.stringify({ total: 99.99, date: null, cnpj: null, merchant: null });
      expect(await service.read(person, recibo)).toMatchObject({ total: null, date: null, ai_fields: [] });
      status = 500;
      expect(await service.read(person, recibo)).toMatchObject({ total: null, ai_fields: [] });

      // A comprovante the rules read whole is never sent.
      const before = asked.length;
      await service.read(person, bytesOf('pix-nubank.pdf'));
      expect(asked).toHaveLength(before);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
