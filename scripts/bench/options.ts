import { parseArgs } from 'node:util';

export type Engine = 'pglite' | 'postgres';

/** Each engine's name on the console and in the docs. */
export const ENGINE_NAME: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** What one run measures and for how long; --quick shrinks every figure to try the script. */
export interface BenchOptions {
  quick: boolean;
  transactions: number;
  years: number;
  /** --many-users [N]: N other people (1,000 when no number is given) around the measured user. */
  manyUsers: boolean;
  /**
   * More other people than the usual 1,000 (`--many-users 10000`): an opt-in run of its own, written to
   * bench/results-many-users.json and its own block of docs/PERFORMANCE.md, leaving the main run's figures alone.
   */
  crowdRun: boolean;
  /**
   * --partitioned (PostgreSQL only): the largest book tables hash-partitioned by book_id, as TEST_PARTITIONED=1 makes
   * them for the tests (docs/SCALE.md). Its figures go to their own results file and leave docs/PERFORMANCE.md alone.
   */
  partitioned: boolean;
  /**
   * --bucket: the measured server keeps comprovantes in a local server speaking the S3 API (s3rver, as the tests
   * start it) instead of its DATA_DIR, as several servers of one installation do (docs/SCALE.md). Its figures go to
   * their own results file and leave docs/PERFORMANCE.md alone.
   */
  bucket: boolean;
  /** Keep the PostgreSQL bench database (and the PGlite folder) and print where they are. */
  keep: boolean;
  engines: Engine[];
  /** --only: one engine measured; the other keeps its last figures in bench/results.json. */
  only: boolean;
  /** Rebuild the web app even when dist/web exists. */
  build: boolean;
  /** Leave docs/PERFORMANCE.md alone. */
  skipDocs: boolean;
  skipWeb: boolean;
  /** --web-only: the web figures alone, against a server already running with a seeded person. */
  webOnly: { base: string; email: string; password: string } | null;
  /** Only re-read bench/results.json: print the tables and rewrite the docs' generated part. */
  reportOnly: boolean;
  /**
   * --hostile-only: issue 75's hostile files alone (the other person seeded, a server per kind), written to
   * bench/results-hostile.json and its own block of docs/PERFORMANCE.md, leaving the main run's figures alone.
   */
  hostileOnly: boolean;
  seed: number;
  adminUrl: string | undefined;
  profile: Profile;
}

export interface Profile {
  quick: boolean;
  /** In-process timings: runs per read (after warm-up), bounded by maxMsPerOp. */
  sqlIterations: number;
  sqlWarmup: number;
  sqlMaxMsPerOp: number;
  /** HTTP: requests of warm-up per read, then seconds at 1 connection and at 10 connections. */
  warmupRequests: number;
  latencySeconds: number;
  throughputSeconds: number;
  /** The fewest answers a read's run gives: a read slower than the run's time allows is sent this many times. */
  minSamples: number;
  createRequests: number;
  importRows: number;
  importRepeats: number;
  /** The CSV rows a new person imports before the search measured right after it. */
  searchImportRows: number;
  mixedSeconds: number;
  memoryRequests: number;
  memoryMaxSeconds: number;
  coldLoads: number;
  /** Runs per page on the emulated phone (each a cold visit and a second one from the service worker). */
  phoneRuns: number;
  /** --many-users: how many more users and transactions each. */
  otherUsers: number;
  otherTransactions: number;
}

const FULL: Profile = {
  quick: false,
  sqlIterations: 40,
  sqlWarmup: 3,
  sqlMaxMsPerOp: 6000,
  warmupRequests: 40,
  latencySeconds: 4,
  throughputSeconds: 4,
  minSamples: 20,
  createRequests: 200,
  importRows: 50_000,
  importRepeats: 3,
  searchImportRows: 100_000,
  mixedSeconds: 20,
  memoryRequests: 100_000,
  // Long enough for PGlite (about 300 req/s on one process) to finish the 100,000 requests the target names.
  memoryMaxSeconds: 420,
  coldLoads: 3,
  phoneRuns: 3,
  otherUsers: 1000,
  otherTransactions: 1000,
};

const QUICK: Profile = {
  quick: true,
  sqlIterations: 10,
  sqlWarmup: 2,
  sqlMaxMsPerOp: 1500,
  warmupRequests: 3,
  latencySeconds: 0.7,
  throughputSeconds: 0.7,
  minSamples: 5,
  createRequests: 20,
  importRows: 5_000,
  importRepeats: 1,
  searchImportRows: 100_000,
  mixedSeconds: 1,
  memoryRequests: 1_500,
  memoryMaxSeconds: 3,
  coldLoads: 1,
  phoneRuns: 1,
  otherUsers: 20,
  otherTransactions: 200,
};

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

/** scripts/seed.ts's default person, served by `npm run serve` on its default port. */
const WEB_ONLY_DEFAULTS = { base: 'http://localhost:3000', email: 'demo@grana.local', password: 'demo1234' };

export const USAGE = `npm run bench -- [--quick] [--transactions N] [--years N] [--many-users [N]] [--keep]
                  [--only pglite|postgres] [--partitioned] [--bucket] [--build] [--skip-web] [--skip-docs] [--seed N] [--report-only]
npm run bench -- --hostile-only [--only pglite|postgres] [--quick] [--transactions N] [--report-only]
npm run bench -- --web-only [--base URL] [--email E] [--password P] [--build] [--quick]
PostgreSQL is measured too when BENCH_DATABASE_URL is set (a database is created on that server and dropped).
--partitioned (with --only postgres) partitions the largest book tables by book (docs/SCALE.md); its figures go to
bench/results[-many-users]-partitioned.json, and docs/PERFORMANCE.md is left alone.
--bucket keeps the measured server's comprovantes in a local S3-compatible server (s3rver) rather than its folder;
its figures go to bench/results[...]-bucket.json, and docs/PERFORMANCE.md is left alone.
--web-only measures only the web app (sizes, cold loads, the phone) against a running server with a seeded
person (default ${WEB_ONLY_DEFAULTS.base}, ${WEB_ONLY_DEFAULTS.email} / ${WEB_ONLY_DEFAULTS.password}, as scripts/seed.ts makes).
--hostile-only measures only issue 75's hostile files (another person's page and sign-in, the server's memory, while
two people send each kind): bench/results-hostile.json and its own block of docs/PERFORMANCE.md.`;

/** `--many-users` alone means the usual 1,000 others; `--many-users 10000` names how many. */
function withManyUsersCount(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (argv[i] !== '--many-users') {
      out.push(argv[i]!);
    } else if (next !== undefined && /^\d+$/.test(next)) {
      out.push(`--many-users=${next}`);
      i++;
    } else {
      out.push('--many-users=default');
    }
  }
  return out;
}

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: withManyUsersCount(argv),
    options: {
      quick: { type: 'boolean', default: false },
      transactions: { type: 'string' },
      years: { type: 'string' },
      'many-users': { type: 'string' },
      keep: { type: 'boolean', default: false },
      partitioned: { type: 'boolean', default: false },
      bucket: { type: 'boolean', default: false },
      only: { type: 'string' },
      build: { type: 'boolean', default: false },
      'skip-web': { type: 'boolean', default: false },
      'skip-docs': { type: 'boolean', default: false },
      'report-only': { type: 'boolean', default: false },
      'web-only': { type: 'boolean', default: false },
      'hostile-only': { type: 'boolean', default: false },
      base: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  if (!values['web-only'] && (values.base || values.email || values.password))
    throw new Error('--base, --email and --password go with --web-only');
  if (
    values['hostile-only'] &&
    (values['web-only'] || values['many-users'] !== undefined || values.partitioned || values.bucket)
  )
    throw new Error('--hostile-only goes without --web-only, --many-users, --partitioned and --bucket');
  const adminUrl = process.env.BENCH_DATABASE_URL || undefined;
  let engines: Engine[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (values.only !== undefined) {
    if (values.only !== 'pglite' && values.only !== 'postgres')
      throw new Error('--only takes pglite or postgres');
    if (values.only === 'postgres' && !adminUrl) throw new Error('--only postgres needs BENCH_DATABASE_URL');
    engines = [values.only];
  }
  if (values.partitioned && (engines.length !== 1 || engines[0] !== 'postgres'))
    throw new Error('--partitioned goes with --only postgres: PGlite keeps its tables whole');
  const manyUsers = values['many-users'];
  const profile = quick ? QUICK : FULL;
  const otherUsers =
    manyUsers === undefined || manyUsers === 'default'
      ? profile.otherUsers
      : positive('many-users', manyUsers, profile.otherUsers);
  return {
    quick,
    transactions: positive('transactions', values.transactions, quick ? 10_000 : 100_000),
    years: positive('years', values.years, 5),
    manyUsers: manyUsers !== undefined,
    crowdRun: !quick && otherUsers > FULL.otherUsers,
    keep: values.keep,
    partitioned: values.partitioned,
    bucket: values.bucket,
    engines,
    only: values.only !== undefined,
    build: values.build,
    skipDocs: values['skip-docs'] || values.partitioned || values.bucket,
    skipWeb: values['skip-web'],
    webOnly: values['web-only']
      ? {
          base: (values.base ?? WEB_ONLY_DEFAULTS.base).replace(/\/$/, ''),
          email: values.email ?? WEB_ONLY_DEFAULTS.email,
          password: values.password ?? WEB_ONLY_DEFAULTS.password,
        }
      : null,
    reportOnly: values['report-only'],
    hostileOnly: values['hostile-only'],
    seed: positive('seed', values.seed, 42),
    adminUrl,
    profile: { ...profile, otherUsers },
  };
}
