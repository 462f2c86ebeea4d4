import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run on PGlite always, and once more on a PostgreSQL server when TEST_DATABASE_URL is set.
export const apiProjects = [
  { name: 'api-pglite', db: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-postgres', db: 'postgres' }] : []),
];

/**
 * Test files that time requests (how long another person waits, a limiter's pause, a scan's time), which the
 * suite's other files running beside them would skew: they run after the rest, one at a time.
 */
export const ALONE = [
  'server/trust/heaviest-person.test.ts',
  'server/features/export/no-stall.test.ts',
  'server/features/import/import-no-stall.test.ts',
  'server/features/import/hostile-files.test.ts',
  'server/features/import/installments-scale.test.ts',
  'server/features/auth/login-limits.test.ts',
  'server/features/auth/enumeration.test.ts',
  'server/features/sync/providers/pluggy.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine (CI's), where the API
    // files spend much of their time waiting on the PostgreSQL server and on child processes. Two there took the
    // files of six features from 56 to 39 s on PostgreSQL and from 85 to 70 s on PGlite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      ...apiProjects.map((p) => ({
        test: {
          name: p.name,
          // scripts/: the seed generator writes through the same database layer.
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // `*.postgres.test.ts`: only meaningful on a PostgreSQL server (e.g. two server processes on one database).
          exclude: [
            ...configDefaults.exclude,
            ...(p.db === 'postgres' ? [] : ['server/**/*.postgres.test.ts']),
            // Timed against others' requests: it runs alone, after the rest (vitest.alone.config.ts).
            ...ALONE,
          ],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          env: { GRANA_TEST_DB: p.db },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
