import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { noMail, setupTestApp } from '../test/test-app';

const ctx = setupTestApp();

describe("the reference page's bundle is downloaded once (issue 74 point 16)", () => {
  it('is sent gzipped with a tag, and a browser that holds it is answered 304 with no body', async () => {
    const first = await ctx.app.inject({
      url: '/api/docs/scalar.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    // About 1.3 MB on the wire, not Scalar's 4.3 MB.
    expect(first.rawPayload.length).toBeLessThan(2_000_000);
    expect(first.headers['cache-control']).toMatch(/no-cache/);
    const etag = String(first.headers.etag ?? '');
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await ctx.app.inject({
      url: '/api/docs/scalar.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const other = await ctx.app.inject({
      url: '/api/docs/scalar.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': 'W/"an-older-scalar"' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('/favicon.ico (issue 74 point 16)', () => {
  it("answers the app's icon from the build, as browsers and the reference page ask for it", async () => {
    // What the build copies from web/public beside its index.html.
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'grana-web-'));
    cpSync('web/public', webDist, { recursive: true });
    cpSync('web/index.html', path.join(webDist, 'index.html'));
    const app = await buildApp({
      config: { ...ctx.config, webDist },
      database: ctx.database,
      mailer: noMail,
    });
    try {
      const icon = await app.inject('/favicon.ico');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/icon/);
      // An ICO file: reserved 0, type 1 (icon), one image.
      expect([...icon.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
