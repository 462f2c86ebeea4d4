/**
 * Keeps "every import rule fires" true: for each rule of .dependency-cruiser.cjs, writes a small probe that breaks it
 * (files under names no real module has, in the folders the rule is about), runs dependency-cruiser on the probes
 * alone, expects that rule's name on each probe, and removes the probes. Run by `npm run lint` (lint:boundaries);
 * it checks the rules, not the code, so it passes while the code still has violations of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const P = 'zz-boundary-probe';

interface Probe {
  rule: string;
  /** The file whose import must be reported. */
  from: string;
  /** Files the probe writes: path → text. `from` is one of them. */
  files: Record<string, string>;
}

const empty = 'export const probe = 1;\n';
const importing = (specifier: string) => `export * as probe from '${specifier}';\n`;

const probes: Probe[] = [
  {
    rule: 'no-cycles',
    from: `common/${P}-a.ts`,
    files: { [`common/${P}-a.ts`]: importing(`./${P}-b`), [`common/${P}-b.ts`]: importing(`./${P}-a`) },
  },
  {
    rule: 'web-not-server',
    from: `web/${P}.ts`,
    files: { [`web/${P}.ts`]: importing(`../server/${P}-target`), [`server/${P}-target.ts`]: empty },
  },
  {
    rule: 'server-not-web',
    from: `server/${P}.ts`,
    files: { [`server/${P}.ts`]: importing(`../web/${P}-target`), [`web/${P}-target.ts`]: empty },
  },
  {
    rule: 'common-stands-alone',
    from: `common/${P}-web.ts`,
    files: { [`common/${P}-web.ts`]: importing(`../web/${P}-target`), [`web/${P}-target.ts`]: empty },
  },
  {
    rule: 'common-stands-alone',
    from: `common/${P}-server.ts`,
    files: {
      [`common/${P}-server.ts`]: importing(`../server/${P}-target`),
      [`server/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'source-not-test-data',
    from: `common/${P}-data.ts`,
    files: {
      [`common/${P}-data.ts`]: importing(`./test/${P}-target`),
      [`common/test/${P}-target.ts`]: empty,
    },
  },
  ...['service', 'repository', 'inner'].map((file) => ({
    rule: 'feature-through-public-file',
    from: `server/features/${P}-a/${file}-user.ts`,
    files: {
      [`server/features/${P}-a/${file}-user.ts`]: importing(`../${P}-b/${file}`),
      [`server/features/${P}-b/${file}.ts`]: empty,
    },
  })),
  {
    rule: 'feature-through-public-file',
    from: `web/features/${P}-a/inner-user.ts`,
    files: {
      [`web/features/${P}-a/inner-user.ts`]: importing(`../${P}-b/inner`),
      [`web/features/${P}-b/inner.ts`]: empty,
    },
  },
  {
    rule: 'shared-below-features',
    from: `server/features/shared/${P}.ts`,
    files: {
      [`server/features/shared/${P}.ts`]: importing(`../${P}-b/public`),
      [`server/features/${P}-b/public.ts`]: empty,
    },
  },
  // The rule names the ledger's own files, so the probe imports the real ones.
  ...['month-totals', 'transaction-rows'].map((file) => ({
    rule: 'ledger-internals',
    from: `server/${P}-${file}.ts`,
    files: { [`server/${P}-${file}.ts`]: importing(`./features/ledger/${file}`) },
  })),
  {
    rule: 'repository-not-http',
    from: `server/features/${P}-a/repository.ts`,
    files: {
      [`server/features/${P}-a/repository.ts`]: importing(`../../http/${P}-target`),
      [`server/http/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'web-feature-not-app',
    from: `web/features/${P}-a/page.ts`,
    files: {
      [`web/features/${P}-a/page.ts`]: importing(`../../app/${P}-target`),
      [`web/app/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'component-not-feature',
    from: `web/components/${P}.ts`,
    files: {
      [`web/components/${P}.ts`]: importing(`../features/${P}-b/public`),
      [`web/features/${P}-b/public.ts`]: empty,
    },
  },
  // The rule names two real features, so the probe's files go in their folders (and only the files are removed).
  {
    rule: 'books-not-auth',
    from: `server/features/books/${P}.ts`,
    files: {
      [`server/features/books/${P}.ts`]: importing(`../auth/${P}-public`),
      [`server/features/auth/${P}-public.ts`]: empty,
    },
  },
  // The server's layers: a low layer importing http/ (the thread pool once did) and a feature, the kernel importing
  // a feature (http/deps.ts once did), backup/ a feature, a feature a job, a job the app.
  {
    rule: 'server-low-layers-below-http',
    from: `server/threads/${P}.ts`,
    files: {
      [`server/threads/${P}.ts`]: importing(`../http/${P}-target`),
      [`server/http/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'server-low-layers-below-http',
    from: `server/db/${P}.ts`,
    files: {
      [`server/db/${P}.ts`]: importing(`../features/${P}-b/public`),
      [`server/features/${P}-b/public.ts`]: empty,
    },
  },
  {
    rule: 'http-below-features',
    from: `server/http/${P}.ts`,
    files: {
      [`server/http/${P}.ts`]: importing(`../features/${P}-b/public`),
      [`server/features/${P}-b/public.ts`]: empty,
    },
  },
  {
    rule: 'backup-below-features',
    from: `server/backup/${P}.ts`,
    files: {
      [`server/backup/${P}.ts`]: importing(`../features/${P}-b/public`),
      [`server/features/${P}-b/public.ts`]: empty,
    },
  },
  {
    rule: 'features-below-jobs',
    from: `server/features/${P}-a/service.ts`,
    files: {
      [`server/features/${P}-a/service.ts`]: importing(`../../jobs/${P}-target`),
      [`server/jobs/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'jobs-below-app',
    from: `server/jobs/${P}.ts`,
    // The rule names the app's own files, so the probe imports a real one (cluster.ts imports no server module).
    files: { [`server/jobs/${P}.ts`]: importing('../cluster') },
  },
  // The rule names two real features: the probe sits among the transactions and imports the household's public file.
  {
    rule: 'transactions-not-household',
    from: `server/features/transactions/${P}.ts`,
    files: { [`server/features/transactions/${P}.ts`]: importing('../household/public') },
  },
  // The matcher's real public file, from a file of the import beside its step "match", and from bank sync.
  ...['import', 'sync'].map((feature) => ({
    rule: 'matching-entered-once',
    from: `server/features/${feature}/${P}.ts`,
    files: { [`server/features/${feature}/${P}.ts`]: importing('../matching/public') },
  })),
  {
    rule: 'web-feature-not-feature',
    from: `web/features/${P}-a/uses-public.ts`,
    files: {
      [`web/features/${P}-a/uses-public.ts`]: importing(`../${P}-b/public`),
      [`web/features/${P}-b/public.ts`]: empty,
    },
  },
  // A public file of the allow-list, imported by a file the list does not name: the list allows imports, not targets.
  {
    rule: 'web-feature-not-feature',
    from: `web/features/${P}-a/uses-household.ts`,
    files: { [`web/features/${P}-a/uses-household.ts`]: importing('../household/public') },
  },
  ...['features', 'app'].map((layer) => ({
    rule: 'web-entity-below-features',
    from: `web/entities/${P}/uses-${layer}.ts`,
    files: {
      [`web/entities/${P}/uses-${layer}.ts`]: importing(`../../${layer}/${P}-b/public`),
      [`web/${layer}/${P}-b/public.ts`]: empty,
    },
  })),
  ...['lib', 'components'].flatMap((layer) =>
    ['entities', 'features'].map((above) => ({
      rule: 'web-lib-components-below-entities',
      from: `web/${layer}/${P}-uses-${above}.ts`,
      files: {
        [`web/${layer}/${P}-uses-${above}.ts`]: importing(`../${above}/${P}-b/public`),
        [`web/${above}/${P}-b/public.ts`]: empty,
      },
    })),
  ),
  {
    rule: 'web-lib-not-components',
    from: `web/lib/${P}-uses-components.ts`,
    files: {
      [`web/lib/${P}-uses-components.ts`]: importing(`../components/${P}-target`),
      [`web/components/${P}-target.ts`]: empty,
    },
  },
  {
    rule: 'web-pwa-not-components',
    from: `web/pwa/${P}.ts`,
    files: {
      [`web/pwa/${P}.ts`]: importing(`../components/${P}-target`),
      [`web/components/${P}-target.ts`]: empty,
    },
  },
];

/** Each rule's message, shown beside the probe that makes it fire. */
const messages = new Map(
  (
    createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
      forbidden: { name: string; comment: string }[];
    }
  ).forbidden.map((rule) => [rule.name, rule.comment]),
);

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const files = probes.flatMap((p) => Object.entries(p.files));
/** Folders made for the probes alone (a feature named after the probe): removed whole, even after a killed run. */
const probeFolders = [
  ...new Set(files.map(([file]) => path.dirname(file)).filter((folder) => folder.includes(P))),
];

function removeProbes(): void {
  for (const [file] of files) rmSync(file, { force: true });
  for (const folder of probeFolders) rmSync(folder, { recursive: true, force: true });
}

function cruise(): Violation[] {
  const paths = [...new Set(files.map(([file]) => file))];
  // Depth 2: the cycle's second file is read with its imports; no deeper, so the real tree is barely cruised.
  const run = spawnSync(
    'node_modules/.bin/depcruise',
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--max-depth', '2', ...paths],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser gave no report: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

let failures = 0;
try {
  removeProbes();
  for (const [file, text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const violations = cruise();
  for (const probe of probes) {
    const fired = violations.some((v) => v.rule.name === probe.rule && v.from === probe.from);
    if (!fired) failures++;
    console.log(
      `${fired ? 'fires' : 'SILENT'}  ${probe.rule}: ${probe.from}\n        ${messages.get(probe.rule)}`,
    );
  }
} finally {
  removeProbes();
}

if (failures > 0) {
  console.error(
    `${failures} import rule(s) did not fire on their probe: .dependency-cruiser.cjs no longer says so.`,
  );
  process.exit(1);
}
