import { defineConfig } from 'vitest/config';
import { ALONE, apiProjects } from './vitest.config';

// The files that time requests (vitest.config.ts ALONE: how long another person waits while one person's heaviest
// requests run, a limiter's pause, a scan): one file at a time, with nothing else of the suite beside them on the
// machine's cores (npm run test:alone, after test:unit).
export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: apiProjects.map((p) => ({
      test: {
        name: `${p.name}-alone`,
        include: ALONE,
        environment: 'node',
        globalSetup: ['server/test/global-setup.ts'],
        env: { GRANA_TEST_DB: p.db },
        testTimeout: 600_000,
        hookTimeout: 600_000,
      },
    })),
  },
});
