import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_MODULE, SIGNED_IN_PAGES } from '../../common/web-pages';

/** router.tsx imports its lazy modules by literal paths (the bundler needs them): the list must name the same. */
const router = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
const importOf = (module: string) => {
  const relative = path.relative('app', module.replace(/\.tsx?$/, ''));
  return `import('${relative.startsWith('.') ? relative : `./${relative}`}')`;
};

describe('the signed-in pages the server preloads', () => {
  it('are the modules the router loads, page by page', () => {
    expect(router).toContain(importOf(APP_SHELL_MODULE));
    for (const [pagePath, modules] of Object.entries(SIGNED_IN_PAGES)) {
      const route = pagePath === '/' ? 'index: true' : `path: '${pagePath.slice(1)}'`;
      const start = router.indexOf(route);
      expect(start, pagePath).toBeGreaterThan(-1);
      // The route's own block: up to the next route.
      const block = router.slice(start, router.indexOf('\n      },', start));
      expect(block, pagePath).toContain(importOf(modules.page));
      if (modules.prefetch) expect(block, pagePath).toContain(importOf(modules.prefetch));
    }
  });
});
