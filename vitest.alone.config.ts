import { defineConfig } from 'vitest/config';
import { ALONE, ALONE_NO_DATABASE, BOTH_ENGINES_ALONE } from './test-projects';
import { apiProjects, apiTest } from './vitest.config';

// The files that time requests (test-projects.ts ALONE: how long another person waits while one person's heaviest
// requests run, a limiter's pause, a scan): one file at a time, with nothing else of the suite beside them on the
// machine's cores (npm run test:alone, after test:unit). On PGlite all of them; on PostgreSQL those whose timing
// the engine changes.
const timeouts = { testTimeout: 600_000, hookTimeout: 600_000 };

export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      { test: { name: 'unit-alone', include: ALONE_NO_DATABASE, environment: 'node', ...timeouts } },
      ...apiProjects.map((p) => ({
        test: {
          name: `${p.name}-alone`,
          include: p.db === 'pglite' ? ALONE : BOTH_ENGINES_ALONE,
          ...apiTest(p.db),
          ...timeouts,
        },
      })),
    ],
  },
});
