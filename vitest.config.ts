import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { partitionedMode } from './server/test/partitioned-layout';
import { ALONE, ALONE_NO_DATABASE, BOTH_ENGINES, NO_DATABASE } from './test-projects';

/** The API projects: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, for the files of BOTH_ENGINES. */
type Engine = 'pglite' | 'postgres';
export const apiProjects: Array<{ name: string; db: Engine }> = [
  { name: 'api-pglite', db: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-postgres', db: 'postgres' as const }] : []),
];

/**
 * The API files share one module graph per worker, not one per file: each file re-imported the server (Fastify,
 * Drizzle, Zod, every feature) for about 1.2 s, a quarter of the phase's worker time. On 27/11 the whole phase's
 * import time went from 375 to 60 s and its CPU from 21.4 to 10.5 minutes. Each file still gets its own database
 * copy and app (server/test/test-app.ts), and the few that fake the clock or spy restore them in their hooks. The
 * timed files (vitest.alone.config.ts) keep their isolation: nothing of another file runs in their process.
 */
const SHARED_MODULES = { isolate: false } as const;

export function apiTest(db: Engine, partitioned = db === 'postgres' && partitionedMode()) {
  return {
    environment: 'node' as const,
    globalSetup: ['server/test/global-setup.ts'],
    // On PostgreSQL with GRANA_TEST_PARTITIONED, the template's largest book tables are partitioned by book.
    env: { GRANA_TEST_DB: db, GRANA_TEST_PARTITIONED: partitioned ? '1' : '' },
  };
}

/**
 * The files that read the partitioned layout itself (docs/SCALE.md): the schema's keys and each hot read's plan,
 * run on every PostgreSQL run in a project of their own, on a partitioned template. TEST_PARTITIONED=1 runs every
 * API file on that layout instead (`api-postgres`), as a whole proof.
 */
const PARTITIONED_FILES = ['server/**/*.partitioned.test.ts', 'server/db/book-keys.test.ts'];

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
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', ...NO_DATABASE],
          environment: 'node',
          // Isolated: web files set globals before a library reads them on import (refresh-while-open.test.ts
          // gives TanStack Query a window), and this project's files are cheap to import.
          // Vitest's 5 s would measure the machine: a property test of a second takes several under a loaded CPU.
          testTimeout: 60_000,
        },
      },
      ...apiProjects.map((p) => ({
        test: {
          name: p.name,
          // scripts/: the seed generator writes through the same database layer. On PostgreSQL, the files whose
          // answer or timing the engine changes (test-projects.ts), and those only meaningful on a server.
          // TEST_PARTITIONED=1 runs every API file on PostgreSQL, its largest book tables partitioned by book
          // (server/test/partitioned-layout.ts), and the plan checks that only mean something there.
          include:
            p.db === 'pglite' || partitionedMode()
              ? ['server/**/*.test.ts', 'scripts/**/*.test.ts']
              : [...BOTH_ENGINES, 'server/**/*.postgres.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(p.db === 'postgres' ? [] : ['server/**/*.postgres.test.ts']),
            ...(p.db === 'postgres' && partitionedMode() ? [] : ['server/**/*.partitioned.test.ts']),
            ...NO_DATABASE,
            // Timed against others' requests: they run alone, after the rest (vitest.alone.config.ts).
            ...ALONE,
            ...ALONE_NO_DATABASE,
          ],
          ...apiTest(p.db),
          ...SHARED_MODULES,
          // Guards against a hang, not speed checks (the timed files run alone): the slowest tests take 10-15 s on a
          // quiet 2-core machine and must still pass while other work loads it several times over.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      })),
      ...(process.env.TEST_DATABASE_URL && !partitionedMode()
        ? [
            {
              test: {
                name: 'api-postgres-partitioned',
                include: PARTITIONED_FILES,
                ...apiTest('postgres', true),
                ...SHARED_MODULES,
                testTimeout: 180_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
