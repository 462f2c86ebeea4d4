import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_SHELL_MODULE, SIGNED_IN_PAGES } from '../../common/web-pages';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, in the order they are first met. */
function closure(manifest: Manifest, key: string, into: Set<string> = new Set()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/**
 * The links that start a signed-in page's code with the app's first script: without them the browser learns of
 * the shell's and the page's chunks only once that script (about 100 kB) has arrived and run, a second wait of a
 * phone network's round trips. The page's API module comes first: its call waits for nothing else.
 */
function preloadLinks(manifest: Manifest, modules: string[]): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((k) => manifest[k]?.css ?? []));
  const keys = new Set<string>();
  for (const module of modules) closure(manifest, module, keys);
  const wanted = [...keys].filter((k) => !loaded.has(k));
  const scripts = wanted.map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const styles = [...new Set(wanted.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !loadedCss.has(f));
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ].join('\n    ');
}

interface Pages {
  stamp: string;
  plain: string;
  byPath: Map<string, string>;
}

/**
 * The app's page (index.html) for a path: for a signed-in page of common/web-pages.ts, with its chunks named in
 * the head. Built once per build (the files' modification times), so a rebuild is served without a restart.
 * Without a manifest (a build without one, or tests) the page is sent as it is.
 */
export function createPageHtml(root: string): (pathname: string) => string {
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  let pages: Pages | null = null;
  const load = (): Pages => {
    const manifestTime = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const stamp = `${statSync(indexFile).mtimeMs}:${manifestTime}`;
    if (pages?.stamp === stamp) return pages;
    const plain = readFileSync(indexFile, 'utf8');
    const byPath = new Map<string, string>();
    if (manifestTime > 0 && plain.includes('</head>')) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      for (const [pagePath, modules] of Object.entries(SIGNED_IN_PAGES)) {
        const links = preloadLinks(
          manifest,
          [modules.prefetch, APP_SHELL_MODULE, modules.page].filter((m) => m !== undefined),
        );
        if (links) byPath.set(pagePath, plain.replace('</head>', `\n    ${links}\n  </head>`));
      }
    }
    pages = { stamp, plain, byPath };
    return pages;
  };
  return (pathname) => {
    const current = load();
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return current.byPath.get(trimmed) ?? current.plain;
  };
}
