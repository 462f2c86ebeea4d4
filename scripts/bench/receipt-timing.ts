/**
 * Issue 58's speed: receipts read offline. A person reads the team's receipt photos (server/test/files/receipts:
 * printed NFC-e and cupons, Pix comprovantes as pictures) one after the other through POST /capture/receipt, while
 * another person reads their own month's page; the time per page, the server's memory growth at its peak, and the
 * other person's reads against the same reads alone.
 */
import { expectedReceipts, receiptBytes } from '../../server/test/receipt-fixtures';
import type { LoadTarget, Unavailable } from './http-load';
import { type Latency, latencyOf, msSince } from './stats';
import { readWhile } from './sync-timing';

export interface ReceiptFigures {
  /** Pictures read by OCR (each one page). */
  pages: number;
  /** From sending a page to its answer. */
  page: Latency;
  /** The server's RSS before the readings and at its highest while they ran (MB); null when not known. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  /** The printed receipts' totals, dates and CNPJs read right (share, 0 to 1). */
  hitRate: number;
  otherAlone: Latency;
  otherDuring: Latency;
  errors: number;
}

/** Rounds over the pictures: each round reads every one. */
export const RECEIPT_ROUNDS = { quick: 1, full: 3 };

async function readReceipt(target: LoadTarget, file: string) {
  const bytes = receiptBytes(file);
  const form = new FormData();
  const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), file);
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}/api/v1/capture/receipt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await target.session.token()}`, ...(target.headers ?? {}) },
    body: form,
  });
  const body = (await res.json()) as {
    data?: { total: number | null; date: string | null; cnpj: string | null };
  };
  return { ms: msSince(started), status: res.status, read: body.data };
}

/**
 * `reader` reads the receipts (a person of their own); `other` reads `otherPath` (under /api/v1) beside them.
 */
export async function measureReceipts(
  reader: LoadTarget,
  other: LoadTarget,
  otherPath: string,
  rounds: number,
): Promise<ReceiptFigures | Unavailable> {
  const expected = expectedReceipts().filter((e) => e.kind !== 'pix-pdf');
  // The OCR worker starts with the first reading: paid here, outside the pages timed.
  const warm = await readReceipt(reader, expected[0]?.file ?? '');
  if (warm.status === 404) return { available: false, reason: 'receipt reading not available (404)' };
  let alone = 0;
  const otherAlone = await readWhile(other, otherPath, () => ++alone > 40, 40);
  const rssBeforeMb = reader.rssMb();
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = reader.rssMb();
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, 100);
  let reading = true;
  const during = readWhile(other, otherPath, () => !reading, 5);
  const times: number[] = [];
  let errors = 0;
  let fields = 0;
  let hits = 0;
  for (let round = 0; round < rounds; round++) {
    for (const want of expected) {
      const r = await readReceipt(reader, want.file);
      times.push(r.ms);
      if (r.status !== 200 || !r.read) {
        errors++;
        continue;
      }
      if (want.kind !== 'printed') continue;
      fields += 3;
      hits += Number(r.read.total === want.total) + Number(r.read.date === want.date);
      hits += Number(r.read.cnpj === want.cnpj);
    }
  }
  reading = false;
  const otherDuring = await during;
  clearInterval(sampler);
  return {
    pages: times.length,
    page: latencyOf(times),
    rssBeforeMb,
    rssPeakMb,
    hitRate: fields ? hits / fields : 0,
    otherAlone: latencyOf(otherAlone),
    otherDuring: latencyOf(otherDuring),
    errors,
  };
}

/** Lines for the console. */
export function describeReceipts(r: ReceiptFigures | Unavailable): string {
  if ('available' in r) return `    ${r.reason}`;
  const growth =
    r.rssBeforeMb !== null && r.rssPeakMb !== null
      ? `${Math.round(r.rssPeakMb - r.rssBeforeMb)} MB`
      : 'unknown';
  return [
    `    a receipt's page read: p50 ${r.page.p50} ms p95 ${r.page.p95} ms (n=${r.page.n}), ${r.errors} errors; printed fields read right ${(r.hitRate * 100).toFixed(1)}%`,
    `    server memory: ${r.rssBeforeMb ?? '?'} MB before, peak growth ${growth}`,
    `    another person's page alone: p95 ${r.otherAlone.p95} ms; during the readings: p50 ${r.otherDuring.p50} ms p95 ${r.otherDuring.p95} ms (n=${r.otherDuring.n})`,
  ].join('\n');
}
