import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, noMail, setupTestApp } from '../test/test-app';

const ctx = setupTestApp();

/** A build's shape: the page, the service worker and manifest beside it, a hashed chunk and an icon. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'grana-web-'));
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, 'icons'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><head><title>Grana</title><script type="module" src="/assets/index-Aa11.js"></script></head><body></body>',
);
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Grana"}');
writeFileSync(path.join(webDist, 'assets', 'dashboard-page-Ab12Cd34.js'), 'export const x = 1;');
writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), 'png');
/** The build's brotli copy of a chunk (scripts/precompress-plugin.ts). */
const chunk = 'export const total = "R$ 1.234,56";';
writeFileSync(path.join(webDist, 'assets', 'summary-Ef56Gh78.js'), chunk);
writeFileSync(path.join(webDist, 'assets', 'summary-Ef56Gh78.js.br'), brotliCompressSync(chunk));

/**
 * The build's manifest: the entry with a chunk it shares, the signed-in shell, the transactions page with a
 * style sheet, and the page's prefetch module (common/web-pages.ts names them by source path).
 */
function writeManifest(suffix: string, time: Date): void {
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest = {
    'index.html': {
      file: 'assets/index-Aa11.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: `assets/react-${suffix}.js` },
    '_menu.js': { file: `assets/menu-${suffix}.js`, imports: ['_react.js'] },
    '_list.js': { file: `assets/list-${suffix}.js`, css: ['assets/index.css'] },
    'app/protected-layout.tsx': { file: `assets/shell-${suffix}.js`, imports: ['_react.js', '_menu.js'] },
    'features/transactions/list/transactions-page.tsx': {
      file: `assets/tx-${suffix}.js`,
      imports: ['_menu.js', '_list.js'],
      css: [`assets/tx-${suffix}.css`],
    },
    'features/transactions/api/prefetch.ts': { file: `assets/prefetch-${suffix}.js`, imports: ['_react.js'] },
  };
  writeFileSync(file, JSON.stringify(manifest));
  utimesSync(file, time, time);
}
writeManifest('v1', new Date('2026-11-20T10:00:00Z'));

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((m) => m[2]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: { ...ctx.config, webDist }, database: ctx.database, mailer: noMail });
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const revalidated = 'no-cache';
const yearLong = 'public, max-age=31536000, immutable';

describe('serving the web app', () => {
  it('serves the service worker itself, revalidated on every load so a new build is found', async () => {
    const sw = await call(app, 'GET', '/sw.js');
    expect(sw.status).toBe(200);
    expect(String(sw.headers['content-type'])).toMatch(/javascript/);
    expect(sw.body).toContain('addEventListener("fetch"');
    expect(sw.headers['cache-control']).toBe(revalidated);
  });

  it('serves the manifest with its type and the icons, revalidated', async () => {
    const manifest = await call(app, 'GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(String(manifest.headers['content-type'])).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe(revalidated);
    const icon = await call(app, 'GET', '/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('keeps the year-long cache of hashed assets and revalidates the page', async () => {
    const chunk = await call(app, 'GET', '/assets/dashboard-page-Ab12Cd34.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe(yearLong);
    for (const url of ['/', '/transactions', '/transactions?q=mercado.com', '/gastos-fixos']) {
      const page = await call(app, 'GET', url);
      expect(page.status, url).toBe(200);
      expect(String(page.headers['content-type']), url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe(revalidated);
    }
  });

  it("sends the build's brotli copy to a browser that accepts it, the plain file to one that does not", async () => {
    const url = '/assets/summary-Ef56Gh78.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['cache-control']).toBe(yearLong);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('answers 404, not the page, for a missing file and for an unknown API path', async () => {
    for (const url of ['/assets/dashboard-page-Old00000.js', '/workbox-1234abcd.js', '/api/v1/nada']) {
      const answer = await call(app, 'GET', url);
      expect(answer.status, url).toBe(404);
      expect(String(answer.headers['content-type']), url).toMatch(/application\/json/);
    }
  });

  it("names a signed-in page's chunks in its head, the prefetch first, none of the entry's", async () => {
    for (const url of ['/transactions', '/transactions/', '/transactions?q=mercado']) {
      const page = await call(app, 'GET', url);
      expect(page.status, url).toBe(200);
      expect(preloads(page.body), url).toEqual([
        '/assets/prefetch-v1.js',
        '/assets/shell-v1.js',
        '/assets/menu-v1.js',
        '/assets/tx-v1.js',
        '/assets/list-v1.js',
        '/assets/tx-v1.css',
      ]);
      expect(page.body, url).toContain('<script type="module" src="/assets/index-Aa11.js"></script>');
    }
    // The sign-in page and a path the app does not name get the page as built.
    for (const url of ['/login', '/algum-lugar']) {
      const page = await call(app, 'GET', url);
      expect(page.status, url).toBe(200);
      expect(preloads(page.body), url).toEqual([]);
    }
  });

  it('names the chunks of a new build without a restart', async () => {
    writeManifest('v2', new Date('2026-11-21T10:00:00Z'));
    const page = await call(app, 'GET', '/transactions');
    expect(preloads(page.body)).toContain('/assets/tx-v2.js');
    expect(page.body).not.toContain('tx-v1');
  });

  it('lets the page register its own service worker and read its manifest', async () => {
    const page = await call(app, 'GET', '/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends a share that reached the server without the service worker to the page that says it was lost', async () => {
    const boundary = 'compartilhar-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="comprovante"; filename="pix.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7 comprovante',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const multipart = await app.inject({
      method: 'POST',
      url: '/compartilhar',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(multipart.statusCode).toBe(303);
    expect(multipart.headers.location).toBe('/transactions?compartilhado=0');
    // Whatever the share sheet sends, and no session: the same answer, never a 415 or a 401.
    const other = await app.inject({
      method: 'POST',
      url: '/compartilhar',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect([other.statusCode, other.headers.location]).toEqual([303, '/transactions?compartilhado=0']);
  });
});
