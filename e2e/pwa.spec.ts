import { expect, test } from '@playwright/test';
import { apiPost, normalise, signedInPerson } from './helpers';
import { activeWorker, answersDuring, isController } from './service-worker';

// The one place the service worker is the subject: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the app is installable: a Portuguese manifest with icons, linked from the page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#047857');

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Grana',
    short_name: 'Grana',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#f8fafc',
  });
  expect(manifest.description).toMatch(/^Finanças pessoais/);
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...icons.map((i) => i.src), '/icons/apple-touch-icon-180.png']) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

test('the worker registers, controls the page after a reload and serves the second load; never the API', async ({
  page,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Nubank', type: 'checking', opening_balance: 1234.56 });
  expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
  // The first visit came from the network; the worker takes the page from the next load on.
  expect(await isController(page)).toBe(false);

  await page.goto('/accounts');
  const answers = await answersDuring(page, async () => {
    await page.reload();
    await expect(page.getByRole('rowheader', { name: 'Nubank' })).toBeVisible();
    await expect(page.getByText('R$ 1.234,56').first()).toBeVisible();
  });
  expect(await isController(page)).toBe(true);

  const fromWorker = (a: (typeof answers)[number]) => a.fromWorker;
  const document = answers.filter((a) => a.type === 'document');
  expect(document.map((a) => a.url.pathname)).toEqual(['/accounts']);
  expect(document.every(fromWorker)).toBe(true);
  const app = answers.filter((a) => !a.url.pathname.startsWith('/api/'));
  expect(app.filter((a) => !a.fromWorker).map((a) => a.url.pathname)).toEqual([]);
  const code = answers.filter((a) => a.url.pathname.startsWith('/assets/'));
  expect(code.some((a) => a.url.pathname.endsWith('.js'))).toBe(true);
  expect(code.some((a) => a.url.pathname.endsWith('.css'))).toBe(true);
  expect(code.filter((a) => !a.fromWorker).map((a) => a.url.pathname)).toEqual([]);
  const api = answers.filter((a) => a.url.pathname.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter(fromWorker).map((a) => a.url.pathname)).toEqual([]);

  // An address of the API opened as a page is the server's answer, not the app's page from the cache.
  const health = await page.goto('/api/v1/health');
  expect(health?.fromServiceWorker()).toBe(false);
  expect(await health?.json()).toMatchObject({ data: { status: 'ok' } });
});

test('without a network the app still opens from the worker and says it is offline', async ({
  page,
  context,
}) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Dinheiro do bolso', type: 'wallet', opening_balance: 50 });
  await activeWorker(page);
  await page.goto('/accounts');
  await expect(page.getByRole('rowheader', { name: 'Dinheiro do bolso' })).toBeVisible();
  const offlineNotice = page.locator('[aria-live="polite"]').filter({ hasText: 'Você está sem conexão.' });
  await expect(offlineNotice).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // The shell is on screen (menu, top bar) although nothing could be downloaded.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(offlineNotice).toBeVisible();
  expect(normalise(await offlineNotice.textContent())).toBe(
    'Você está sem conexão. Os dados são atualizados e as alterações podem ser salvas quando a internet voltar.',
  );

  await context.setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'Dinheiro do bolso' })).toBeVisible();
  await expect(page.getByText('R$ 50,00').first()).toBeVisible();
});
