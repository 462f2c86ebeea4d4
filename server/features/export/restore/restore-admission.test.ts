// Issue 75 item 3: a restore is admitted before its body is read. While one restore of a book is still uploading
// (its last bytes withheld), a second restore of that book is refused at once, before it sends a byte of its body;
// a few restores read at once in the process, and a body that stops arriving is given up. The place is given back
// however the request ends: after the first upload is abandoned, the book's restore is admitted again.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { restoreBook } from '../../../test/book-restore';
import { actingAs, createUser, type TestUser } from '../../../test/factories';
import { setupTestApp } from '../../../test/test-app';
import { RESTORE_LIMITS, restoresAdmitted } from './restore-admission';

const ctx = setupTestApp();
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

const open: Array<{ destroy: () => void }> = [];
afterAll(() => {
  for (const r of open) r.destroy();
});

interface Answer {
  status: number;
  message: string | undefined;
  /** Bytes of the body the client had sent when the answer came. */
  sentWhenAnswered: number;
}

/**
 * A restore over a real connection that declares a body of `declared` bytes and sends only `sent` of them: the
 * rest is withheld until `destroy()`. `answer` settles when the server answers (or the connection is cut).
 */
function withheldRestore(user: TestUser, declared: number, sent: number) {
  let written = 0;
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/restore',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'content-length': String(declared),
    },
  });
  const answer = new Promise<Answer | 'cut'>((resolve) => {
    req.on('response', (res) => {
      const sentWhenAnswered = written;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => {
        const body = text ? (JSON.parse(text) as { error?: { message?: string } }) : {};
        resolve({ status: res.statusCode ?? 0, message: body.error?.message, sentWhenAnswered });
      });
    });
    req.on('error', () => resolve('cut'));
  });
  req.flushHeaders();
  if (sent > 0) {
    req.write(Buffer.alloc(sent, 0x20));
    written = sent;
  }
  const handle = { answer, destroy: () => req.destroy() };
  open.push(handle);
  return handle;
}

const DECLARED = 64 * 1024;

describe('a restore is admitted before its body is read (issue 75 item 3)', () => {
  it("refuses a book's second restore while the first still uploads, and admits one again once it is gone", async () => {
    const owner = await createUser(ctx);
    const first = withheldRestore(owner, DECLARED, 1024);
    await vi.waitFor(() => expect(restoresAdmitted()).toBe(1), { timeout: 10_000 });

    // The second declares its body and sends none of it: the answer comes all the same.
    const second = withheldRestore(owner, DECLARED, 0);
    const refused = await second.answer;
    expect(refused).toEqual({ status: 409, message: RESTORE_MESSAGES.inProgress, sentWhenAnswered: 0 });

    // The first is abandoned (the connection cut with its body unfinished): the book's place is given back.
    first.destroy();
    await vi.waitFor(() => expect(restoresAdmitted()).toBe(0), { timeout: 10_000 });

    // An empty book's own backup, restored: admitted and done.
    const backup = await actingAs(ctx, await createUser(ctx)).get('/export');
    expect(backup.status).toBe(200);
    const restored = await restoreBook(ctx, owner, JSON.stringify(backup.body));
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('a restore beyond the few read at once in the process waits for none: 429 before its body', async () => {
    const uploading = [];
    for (let i = 0; i < RESTORE_LIMITS.reading; i++) {
      uploading.push(withheldRestore(await createUser(ctx), DECLARED, 1024));
      await vi.waitFor(() => expect(restoresAdmitted()).toBe(i + 1), { timeout: 10_000 });
    }
    const beyond = withheldRestore(await createUser(ctx), DECLARED, 0);
    expect(await beyond.answer).toEqual({ status: 429, message: RESTORE_MESSAGES.busy, sentWhenAnswered: 0 });
    for (const u of uploading) u.destroy();
    await vi.waitFor(() => expect(restoresAdmitted()).toBe(0), { timeout: 10_000 });
  });

  it('a body that stops arriving is given up with a 408, and its place given back', async () => {
    const idle = RESTORE_LIMITS.idleMs;
    RESTORE_LIMITS.idleMs = 300;
    try {
      const stalled = withheldRestore(await createUser(ctx), DECLARED, 1024);
      expect(await stalled.answer).toEqual({
        status: 408,
        message: RESTORE_MESSAGES.stalled,
        sentWhenAnswered: 1024,
      });
      await vi.waitFor(() => expect(restoresAdmitted()).toBe(0), { timeout: 10_000 });
    } finally {
      RESTORE_LIMITS.idleMs = idle;
    }
  });
});
