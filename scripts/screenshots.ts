/**
 * Takes screenshots of pages as a person sees them: desktop (1280 px) and phone (390 px), light and dark.
 *   npx tsx scripts/screenshots.ts [--base http://localhost:3000] [--email e --password p] [--out screenshots] path...
 * Without --email it registers a new user. Public pages (/login, /register, ...) are shot signed out.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string' },
    password: { type: 'string', default: 'segredo123' },
    out: { type: 'string', default: 'screenshots' },
    wait: { type: 'string', default: '800' },
  },
});

const publicPaths = ['/login', '/register', '/forgot-password', '/reset-password', '/lembretes/desativar'];
const viewports = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
];

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${values.base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${values.base}/`);
}

async function ensureUser(browser: Browser): Promise<string> {
  if (values.email) return values.email;
  const email = `tela.${Date.now()}@grana.local`;
  const page = await browser.newPage();
  const res = await page.request.post(`${values.base}/api/v1/auth/register`, {
    data: { name: 'Pessoa de Teste', email, password: values.password },
  });
  if (!res.ok()) throw new Error(`register failed: ${await res.text()}`);
  await page.close();
  return email;
}

async function main() {
  const paths = positionals.length ? positionals : ['/login', '/'];
  mkdirSync(values.out, { recursive: true });
  const browser = await chromium.launch(await chromiumLaunch());
  const email = await ensureUser(browser);
  for (const scheme of ['light', 'dark'] as const) {
    for (const vp of viewports) {
      const context = await browser.newContext({
        viewport: vp,
        colorScheme: scheme,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      let signedIn = false;
      for (const p of paths) {
        const isPublic = publicPaths.some((pp) => p.startsWith(pp));
        if (!isPublic && !signedIn) {
          await signIn(page, email, values.password);
          signedIn = true;
        }
        await page.goto(`${values.base}${p}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(Number(values.wait));
        const name = `${p.replace(/[/?=&]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${vp.name}-${scheme}.png`;
        await page.screenshot({ path: path.join(values.out, name), fullPage: true });
        console.log(path.join(values.out, name));
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
