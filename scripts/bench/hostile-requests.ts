/**
 * Issue 75's hostile requests: the files, made by the generators the fixes' tests use, and one request of a kind,
 * sent as the red team sent it (a restore's body slowly, its last byte never).
 */
import { tiledHeic } from '../../server/test/hostile-files/heic';
import { operatorHeavyPdf } from '../../server/test/hostile-files/pdf';
import { bombPng } from '../../server/test/hostile-files/png';
import { HOSTILE, type HostileKey } from './hostile-kinds';
import type { Unavailable } from './http-load';
import { msSince } from './stats';

/** One hostile request's end: its answer, or what stopped it (`status` null). */
export interface HostileAnswer {
  status: number | null;
  ms: number;
  /** The answer's message (a refusal), or why there was none. */
  note?: string;
}

/** The hostile files, made by the generators the fixes' tests use (server/test/hostile-files); or why not. */
export type HostileFiles = Record<'png' | 'heic' | 'pdf', Buffer | Unavailable>;

/** Which file each kind sends (the restore's body and the Imposto de Renda PDF need none). */
export const FILE_OF: Partial<Record<HostileKey, keyof HostileFiles>> = {
  'png-comprovante': 'png',
  'png-receipt': 'png',
  'heic-comprovante': 'heic',
  'pdf-receipt': 'pdf',
};

/** The three files, from the generators the fixes' tests use; a generator that fails leaves its kinds unmeasured. */
export async function makeHostileFiles(): Promise<HostileFiles> {
  const make = async (generate: () => Buffer | Promise<Buffer>): Promise<Buffer | Unavailable> => {
    try {
      return await generate();
    } catch (error) {
      return { available: false, reason: `its file could not be made: ${(error as Error).message}` };
    }
  };
  return { png: await make(bombPng), heic: await make(() => tiledHeic()), pdf: await make(operatorHeavyPdf) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function form(bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/**
 * A .zip's first bytes and then `bytes - 1` in all, sent at HOSTILE.restoreMbPerSecond; the last byte is never
 * sent: the stream waits until `signal` ends it.
 */
function withheldBody(bytes: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const chunk = 1024 * 1024;
  const pauseMs = (1000 * chunk) / (HOSTILE.restoreMbPerSecond * 1024 * 1024);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes - 1) {
        if (!signal.aborted)
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        controller.error(new Error('the last byte was withheld'));
        return;
      }
      const part = new Uint8Array(Math.min(chunk, bytes - 1 - sent));
      if (sent === 0) part.set([0x50, 0x4b, 0x03, 0x04]);
      sent += part.length;
      controller.enqueue(part);
      await sleep(pauseMs);
    },
  });
}

/** One hostile request of `key` by `person` (their `i`-th of the kind), ended by `signal` at the latest. */
export async function sendHostile(
  key: HostileKey,
  base: string,
  person: { token: string; rowIds: number[] },
  i: number,
  file: Buffer,
  year: number,
  signal: AbortSignal,
): Promise<HostileAnswer> {
  const api = `${base}/api/v1`;
  const headers = { authorization: `Bearer ${person.token}` };
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers, signal };
  let url: string;
  switch (key) {
    case 'png-comprovante':
      url = `${api}/transactions/${person.rowIds[i]}/attachments`;
      init.body = form(file, `bomba-${i}.png`, 'image/png');
      break;
    case 'heic-comprovante':
      url = `${api}/transactions/${person.rowIds[HOSTILE.each + i]}/attachments`;
      init.body = form(file, `foto-${i}.heic`, 'image/heic');
      break;
    case 'png-receipt':
      url = `${api}/capture/receipt`;
      init.body = form(file, `cupom-${i}.png`, 'image/png');
      break;
    case 'pdf-receipt':
      url = `${api}/capture/receipt`;
      init.body = form(file, `recibo-${i}.pdf`, 'application/pdf');
      break;
    case 'ir-pdf':
      url = `${api}/income-tax/pdf?ano=${year}`;
      init.method = 'GET';
      break;
    case 'restore':
      url = `${api}/restore`;
      init.headers = { ...headers, 'content-type': 'application/zip' };
      init.body = withheldBody(HOSTILE.restoreBytes, signal);
      init.duplex = 'half';
      break;
  }
  const started = process.hrtime.bigint();
  try {
    const res = await fetch(url, init);
    const body = Buffer.from(await res.arrayBuffer());
    const answer: HostileAnswer = { status: res.status, ms: msSince(started) };
    if (res.status >= 300) {
      try {
        answer.note = (JSON.parse(body.toString()) as { error?: { message?: string } }).error?.message;
      } catch {
        answer.note = body.subarray(0, 120).toString();
      }
    }
    return answer;
  } catch (error) {
    // fetch says only "fetch failed"; its cause says how (the server closed the connection, ...).
    const failed = error as Error & { cause?: Error };
    const note = signal.aborted ? 'cut by the bench' : (failed.cause?.message ?? failed.message);
    return { status: null, ms: msSince(started), note };
  }
}
