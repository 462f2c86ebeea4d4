/**
 * The web app's weight: gzipped JavaScript and CSS from Vite's manifest, for the sign-in page and for each
 * signed-in route (what a cold visit to it downloads). The page loads themselves are in page-loads.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_MODULE, SIGNED_IN_PAGES } from '../../common/web-pages';
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

/** What a cold visit to one route downloads: its chunks and their static imports, gzipped kB. */
export interface RouteBundle {
  path: string;
  jsKb: number;
  jsFiles: number;
  cssKb: number;
  cssFiles: number;
}

export interface BundleFigures {
  /** Gzipped kB (1 kB = 1000 bytes, as Vite prints them), gzip level 9. */
  signInJsKb: number;
  signInFiles: string[];
  signInCssKb: number;
  /** What the dashboard route loads beyond the sign-in page's JavaScript. */
  dashboardJsKb: number;
  dashboardFiles: string[];
  /** The sign-in page, then each signed-in route of the navigation: the entry, the shell and the page. */
  routes: RouteBundle[];
  /** The manifest is older than a file under web/ or common/: the figures describe an older build. */
  stale: boolean;
  builtAt: string;
  built: boolean;
}

/** Each signed-in page once (/dashboard is the same page as /): its module and its prefetch module. */
const SIGNED_IN_ROUTES: [path: string, modules: string[]][] = Object.entries(SIGNED_IN_PAGES)
  .filter(([, modules], i, all) => all.findIndex(([, m]) => m.page === modules.page) === i)
  .map(([p, m]) => [p, m.prefetch ? [m.page, m.prefetch] : [m.page]]);
const SHELL = APP_SHELL_MODULE;

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

function routeBundle(manifest: Manifest, routePath: string, keys: Set<string>): RouteBundle {
  const js = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))];
  const kb = (files: string[]) =>
    round(
      files.reduce((sum, f) => sum + gzKb(f), 0),
      1,
    );
  return { path: routePath, jsKb: kb(js), jsFiles: js.length, cssKb: kb(css), cssFiles: css.length };
}

export function bundleSizes(built: boolean): BundleFigures {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const signIn = closure(manifest, entryKey);
  const signInFiles = [...signIn].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const signInRoute = routeBundle(manifest, '/login', signIn);
  const dashboardFiles = [...closure(manifest, SIGNED_IN_ROUTES[0]![1][0]!)]
    .filter((k) => !signIn.has(k))
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'));
  const routes = [signInRoute];
  for (const [routePath, modules] of SIGNED_IN_ROUTES) {
    const missing = modules.find((m) => !manifest[m]);
    if (missing) throw new Error(`the manifest has no ${missing}: update common/web-pages.ts`);
    const keys = new Set([
      ...signIn,
      ...closure(manifest, SHELL),
      ...modules.flatMap((m) => [...closure(manifest, m)]),
    ]);
    routes.push(routeBundle(manifest, routePath, keys));
  }
  const builtAtMs = statSync(manifestPath).mtimeMs;
  const sourcesMs = Math.max(
    newestMtime(path.join(repoRoot, 'web')),
    newestMtime(path.join(repoRoot, 'common')),
  );
  return {
    signInJsKb: signInRoute.jsKb,
    signInFiles,
    signInCssKb: signInRoute.cssKb,
    dashboardJsKb: round(
      dashboardFiles.reduce((sum, f) => sum + gzKb(f), 0),
      1,
    ),
    dashboardFiles,
    routes,
    stale: sourcesMs > builtAtMs,
    builtAt: new Date(builtAtMs).toISOString(),
    built,
  };
}
