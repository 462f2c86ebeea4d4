// Comprovantes for the tests: real images made with sharp (one with a location and a turned orientation, as a
// phone writes it), a small PDF, and the upload and download calls, whose bodies are bytes, not JSON.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { BOOK_HEADER } from '../../common/contract/books';
import type { TestUser } from './factories';
import { multipart } from './multipart';
import type { TestContext } from './test-app';

/**
 * A phone's photo: 1200 × 800 pixels as stored, with EXIF orientation 6 (shown turned, 800 × 1200), a camera and a
 * GPS position in São Paulo.
 */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: { create: { width: 300, height: 200, channels: 3, background: { r: 250, g: 250, b: 250 } } },
        left: 100,
        top: 100,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Grana Test Camera', Model: 'Telefone' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An iPhone's photo format: a 320 × 240 HEIC (files/README.md says how it was made). */
export const iphoneHeic = (): Buffer => readFileSync(new URL('./files/recibo-320x240.heic', import.meta.url));

/**
 * A 4000 × 3000 photo of about 5 MB: smooth noise (drawn small, then enlarged) compresses as a real photo does,
 * where per-pixel noise would not fit in 10 MB.
 */
export async function phonePhotoOfAbout5Mb(): Promise<Buffer> {
  const width = 1000;
  const height = 750;
  const noise = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = x >> 23;
  }
  let photo = Buffer.alloc(0);
  for (const quality of [95, 90, 85, 80, 70]) {
    photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .resize(4000, 3000, { kernel: 'cubic' })
      .jpeg({ quality })
      .toBuffer();
    if (photo.length <= 6 * 1024 * 1024) break;
  }
  return photo;
}

/** A screenshot of a bank app's comprovante: a PNG. */
export function screenshotPng(width = 600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();
}

/** A minimal PDF of one page, as a bank app shares a Pix comprovante. */
export function pixPdf(text = 'Comprovante Pix R$ 45,90'): Buffer {
  const stream = `BT /F1 18 Tf 50 750 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const headersOf = (user: Pick<TestUser, 'token' | 'book'>) => ({
  authorization: `Bearer ${user.token}`,
  ...(user.book === undefined ? {} : { [BOOK_HEADER]: String(user.book) }),
});

/** POST /transactions/:id/attachments with one file part. */
export async function uploadAttachment(
  ctx: TestContext,
  user: Pick<TestUser, 'token' | 'book'>,
  transactionId: number,
  bytes: Buffer,
  fileName = 'comprovante.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart([{ name: 'file', filename: fileName, contentType, data: bytes }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/transactions/${transactionId}/attachments`,
    headers: { ...headersOf(user), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** POST /capture/receipt with one file part (a photo, a screenshot or a PDF to read offline). */
export async function sendReceipt(
  ctx: TestContext,
  user: Pick<TestUser, 'token' | 'book'>,
  bytes: Buffer,
  fileName = 'recibo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart([{ name: 'file', filename: fileName, contentType, data: bytes }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/capture/receipt',
    headers: { ...headersOf(user), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** GET of a comprovante's file or thumbnail: the status, the headers and the bytes. */
export async function download(ctx: TestContext, user: Pick<TestUser, 'token' | 'book'>, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: headersOf(user) });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}
