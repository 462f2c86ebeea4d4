/**
 * The web app's weight (gzipped JavaScript from Vite's manifest) and a cold load of the seeded user's
 * dashboard in headless Chromium (Debian's, as the browser tests launch it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../e2e/chromium';
import { repoRoot } from './server';
import { round } from './stats';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** Gzipped kB (1 kB = 1000 bytes, as Vite prints them), gzip level 9. */
  signInJsKb: number;
  signInFiles: string[];
  signInCssKb: number;
  /** What the dashboard route loads beyond the sign-in page's JavaScript. */
  dashboardJsKb: number;
  dashboardFiles: string[];
  /** The manifest is older than a file under web/ or common/: the figures describe an older build. */
  stale: boolean;
  builtAt: string;
  built: boolean;
}

const webDist = path.join(repoRoot, 'dist', 'web');
const manifestPath = path.join(webDist, '.vite', 'manifest.json');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app (npm run build) when dist/web is missing or when asked to. */
export function ensureBuild(force: boolean): boolean {
  if (!force && existsSync(manifestPath)) return false;
  console.log('  building the web app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return true;
}

/** Files of a chunk and every chunk it imports statically, transitively. */
function closure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const dep of manifest[k]?.imports ?? []) walk(dep);
  };
  walk(key);
  return seen;
}

const gzKb = (file: string) => gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length / 1000;

export function bundleSizes(built: boolean): BundleFigures {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/dashboard-page.tsx'));
  const signIn = closure(manifest, entryKey);
  const signInFiles = [...signIn].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const signInCss = [...signIn].flatMap((k) => manifest[k]?.css ?? []);
  const dashboardFiles = dashboardKey
    ? [...closure(manifest, dashboardKey)]
        .filter((k) => !signIn.has(k))
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'))
    : [];
  const builtAtMs = statSync(manifestPath).mtimeMs;
  const sourcesMs = Math.max(
    newestMtime(path.join(repoRoot, 'web')),
    newestMtime(path.join(repoRoot, 'common')),
  );
  return {
    signInJsKb: round(
      signInFiles.reduce((sum, f) => sum + gzKb(f), 0),
      1,
    ),
    signInFiles,
    signInCssKb: round(
      [...new Set(signInCss)].reduce((sum, f) => sum + gzKb(f), 0),
      1,
    ),
    dashboardJsKb: round(
      dashboardFiles.reduce((sum, f) => sum + gzKb(f), 0),
      1,
    ),
    dashboardFiles,
    stale: sourcesMs > builtAtMs,
    builtAt: new Date(builtAtMs).toISOString(),
    built,
  };
}

export interface ColdLoadFigures {
  available: boolean;
  reason?: string;
  /** ms from navigation start to the four dashboard cards showing figures, per load. */
  loads: number[];
  medianMs: number | null;
  /** Of the first load, for context: when the HTML arrived, DOMContentLoaded, and the summary call. */
  detail?: { responseEndMs: number; domContentLoadedMs: number; summaryRequestMs: number | null };
}

/**
 * Runs before the page's scripts: the session as the login page leaves it, and an observer that notes when the
 * four 'Resumo do mês' cards show figures.
 */
function initScript(token: string): string {
  return `(() => {
    if (!sessionStorage.getItem('accessToken')) {
      sessionStorage.setItem('accessToken', ${JSON.stringify(token)});
      sessionStorage.setItem('hasAuth', '1');
    }
    const check = () => {
      const values = document.querySelectorAll('section[aria-label="Resumo do mês"] [data-testid="card-value"]');
      let filled = 0;
      for (const v of values) if ((v.textContent || '').trim() !== '') filled++;
      if (filled >= 4 && window.__benchCardsAt === undefined) window.__benchCardsAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

declare global {
  interface Window {
    __benchCardsAt?: number;
  }
}

/**
 * Cold loads of '/' in new browser contexts (empty cache): signed in through the API as the login page does
 * (cookies in the context, the access token and hasAuth in sessionStorage), then timed from navigation start
 * until the four cards of 'Resumo do mês' show their figures.
 */
export async function coldLoads(
  base: string,
  email: string,
  password: string,
  count: number,
): Promise<ColdLoadFigures> {
  const browser = await chromium.launch(await chromiumLaunch());
  const loads: number[] = [];
  let detail: ColdLoadFigures['detail'];
  try {
    for (let i = 0; i < count; i++) {
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1280, height: 860 },
      });
      try {
        const res = await context.request.post(`${base}/api/v1/auth/login`, {
          data: { email, password, remember: true },
        });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
        const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
        // A string, not a function: tsx compiles functions with helpers (__name) the page does not have.
        await context.addInitScript({ content: initScript(token) });
        const page = await context.newPage();
        await page.goto(`${base}/`);
        // Functions without named inner functions: tsx's __name helper does not exist in the page, and the
        // page's CSP forbids evaluating strings.
        await page.waitForFunction(() => window.__benchCardsAt !== undefined, undefined, { timeout: 60_000 });
        const result = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as
            | PerformanceNavigationTiming
            | undefined;
          const summary = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('/api/v1/dashboard/summary')) as
            | PerformanceResourceTiming
            | undefined;
          return {
            cardsAt: window.__benchCardsAt ?? null,
            responseEndMs: nav?.responseEnd ?? 0,
            domContentLoadedMs: nav?.domContentLoadedEventEnd ?? 0,
            summaryRequestMs: summary ? summary.responseEnd - summary.startTime : null,
          };
        });
        loads.push(round(result.cardsAt as number, 0));
        detail ??= {
          responseEndMs: round(result.responseEndMs, 0),
          domContentLoadedMs: round(result.domContentLoadedMs, 0),
          summaryRequestMs: result.summaryRequestMs === null ? null : round(result.summaryRequestMs, 0),
        };
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    return {
      available: false,
      reason: (error as Error).message.split('\n')[0],
      loads,
      medianMs: null,
    };
  } finally {
    await browser.close();
  }
  const sorted = [...loads].sort((a, b) => a - b);
  const medianMs = sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : null;
  const out: ColdLoadFigures = { available: true, loads, medianMs };
  if (detail) out.detail = detail;
  return out;
}
