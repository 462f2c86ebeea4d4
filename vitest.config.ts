import { configDefaults, defineConfig } from 'vitest/config';

// API tests run on PGlite always, and once more on a PostgreSQL server when TEST_DATABASE_URL is set.
export const apiProjects = [
  { name: 'api-pglite', db: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-postgres', db: 'postgres' }] : []),
];

/** Test files that measure how long other people wait, which the suite's other files running beside would skew. */
export const ALONE = ['server/trust/heaviest-person.test.ts'];

export default defineConfig({
  test: {
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
