/**
 * Issue 57's speed: comprovantes on the measured person's month. Twenty rows of the month's first page get a photo;
 * then the page (each row carrying its thumbnails) and its thumbnails are timed, and a 5 MB phone photo is uploaded
 * a few times while another person reads their own transactions page, against the same reads alone.
 */
import sharp from 'sharp';
import { phonePhotoOfAbout5Mb } from '../../server/test/attachment-files';
import type { LoadTarget, Unavailable } from './http-load';
import { type Latency, latencyOf, msSince } from './stats';
import { readWhile } from './sync-timing';

export interface AttachmentFigures {
  /** Rows of the page given a comprovante before the reads. */
  rows: number;
  /** The month's first page with its thumbnails' addresses, at 1 connection. */
  page: Latency;
  /** GET of one thumbnail (every one of the page's, a few rounds). */
  thumbnail: Latency;
  /** The upload of a phone photo (`photoBytes`), from sending to the answer. */
  upload: Latency;
  photoBytes: number;
  /** Another person's transactions page, alone and while the uploads ran. */
  otherAlone: Latency;
  otherDuring: Latency;
  errors: number;
}

/** Uploads timed; each is a 12 MP photo reduced by the server. */
export const UPLOADS = { quick: 3, full: 8 };
const ROWS_WITH_COMPROVANTE = 20;
const PAGE_ROUNDS = 30;

async function authed(target: LoadTarget): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await target.session.token()}`, ...(target.headers ?? {}) };
}

async function upload(target: LoadTarget, transactionId: number, photo: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}/api/v1/transactions/${transactionId}/attachments`, {
    method: 'POST',
    headers: await authed(target),
    body: form,
  });
  await res.arrayBuffer();
  return { ms: msSince(started), status: res.status };
}

async function timedGet(target: LoadTarget, path: string) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}${path}`, { headers: await authed(target) });
  const body = await res.arrayBuffer();
  return { ms: msSince(started), status: res.status, body };
}

/**
 * `pagePath`: the measured person's month page (under /api/v1: /transactions?...). `other`: another person with
 * rows of their own, whose page is `otherPath` (under /api/v1 too). Writes comprovantes into the measured person: run it after
 * the reads it would change.
 */
export async function measureAttachments(
  target: LoadTarget,
  pagePath: string,
  other: LoadTarget,
  otherPath: string,
  uploads: number,
): Promise<AttachmentFigures | Unavailable> {
  const page = `/api/v1${pagePath}`;
  const first = await timedGet(target, page);
  if (first.status !== 200) return { available: false, reason: `the page answered HTTP ${first.status}` };
  const items = (JSON.parse(Buffer.from(first.body).toString()) as { data: { items: Array<{ id: number }> } })
    .data.items;
  const rows = items.slice(0, ROWS_WITH_COMPROVANTE);
  if (rows.length === 0) return { available: false, reason: 'the page has no rows' };
  const small = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d0e4f0' } })
    .jpeg()
    .toBuffer();
  let errors = 0;
  for (const row of rows) {
    const r = await upload(target, row.id, small, 'recibo.jpg');
    if (r.status === 404) return { available: false, reason: 'comprovantes not available (404)' };
    if (r.status !== 201) errors++;
  }
  const pageTimes: number[] = [];
  let thumbs: string[] = [];
  for (let i = 0; i < PAGE_ROUNDS; i++) {
    const r = await timedGet(target, page);
    pageTimes.push(r.ms);
    if (r.status !== 200) errors++;
    if (i === 0) {
      const page = JSON.parse(Buffer.from(r.body).toString()) as {
        data: { items: Array<{ comprovantes?: Array<{ thumbUrl: string | null }> }> };
      };
      thumbs = page.data.items
        .flatMap((t) => (t.comprovantes ?? []).map((c) => c.thumbUrl ?? ''))
        .filter(Boolean);
    }
  }
  const thumbTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const url of thumbs) {
      const r = await timedGet(target, url);
      thumbTimes.push(r.ms);
      if (r.status !== 200) errors++;
    }
  }
  let alone = 0;
  const otherAlone = await readWhile(other, otherPath, () => ++alone > 40, 40);
  const photo = await phonePhotoOfAbout5Mb();
  let uploading = true;
  const reader = readWhile(other, otherPath, () => !uploading, 5);
  const uploadTimes: number[] = [];
  for (let i = 0; i < uploads; i++) {
    const row = rows[(i + 1) % rows.length]!;
    const r = await upload(target, row.id, photo, `foto-${i}.jpg`);
    uploadTimes.push(r.ms);
    if (r.status !== 201) errors++;
  }
  uploading = false;
  const otherDuring = await reader;
  return {
    rows: rows.length,
    page: latencyOf(pageTimes),
    thumbnail: latencyOf(thumbTimes),
    upload: latencyOf(uploadTimes),
    photoBytes: photo.length,
    otherAlone: latencyOf(otherAlone),
    otherDuring: latencyOf(otherDuring),
    errors,
  };
}

/** Lines for the console. */
export function describeAttachments(r: AttachmentFigures | Unavailable): string {
  if ('available' in r) return `    ${r.reason}`;
  const mb = (r.photoBytes / 1024 / 1024).toFixed(1);
  return [
    `    the month's page with ${r.rows} rows' thumbnails: p50 ${r.page.p50} ms p95 ${r.page.p95} ms; a thumbnail: p50 ${r.thumbnail.p50} ms p95 ${r.thumbnail.p95} ms`,
    `    upload of a ${mb} MB photo: p50 ${r.upload.p50} ms p95 ${r.upload.p95} ms (n=${r.upload.n}), ${r.errors} errors`,
    `    another person's page alone: p95 ${r.otherAlone.p95} ms; during the uploads: p50 ${r.otherDuring.p50} ms p95 ${r.otherDuring.p95} ms (n=${r.otherDuring.n})`,
  ].join('\n');
}
