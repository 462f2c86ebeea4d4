/**
 * npm run bench: Grana at scale. Seeds a fresh database per engine (PGlite; PostgreSQL too when
 * BENCH_DATABASE_URL is set), times the reads in-process, then drives the production server over HTTP, reads
 * its memory, weighs the web app and loads the dashboard cold in Chromium. Prints one table per engine and
 * writes bench/results.json and the generated part of docs/PERFORMANCE.md. See scripts/bench/options.ts; an
 * engine's run is scripts/bench/engine-run.ts, the results' report scripts/bench/publish.ts.
 */

import path from 'node:path';
import { cleanUpOnSignals, runCleanup } from './bench/cleanup';
import { benchEngine } from './bench/engine-run';
import { hostileOnly } from './bench/hostile-run';
import { describeMachine } from './bench/machine';
import { ENGINE_NAME, readOptions } from './bench/options';
import { announceRun } from './bench/progress';
import { publishResults, reportOnly } from './bench/publish';
import type { BenchResults, EngineResult } from './bench/results';
import {
  carriedEngines,
  carriedWeb,
  inEngineOrder,
  recordedOptions,
  resultsFile,
} from './bench/results-file';
import { repoRoot } from './bench/server';
import { type BundleFigures, bundleSizes, ensureBuild } from './bench/web-metrics';
import { webOnly } from './bench/web-run';

async function main() {
  const options = readOptions();
  if (options.reportOnly) return reportOnly(options);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  if (options.webOnly) return webOnly(options, command);
  if (options.hostileOnly) return hostileOnly(options, command);
  cleanUpOnSignals();
  const machine = await describeMachine(options.adminUrl);
  announceRun(
    `Grana bench: ${options.engines.map((e) => ENGINE_NAME[e]).join(' and ')}, ${options.transactions.toLocaleString('en-US')} transactions${options.quick ? ' (--quick)' : ''}`,
    machine,
  );

  let web: BundleFigures | null = null;
  if (!options.skipWeb) {
    const built = ensureBuild(options.build);
    web = bundleSizes(built);
    console.log(
      `  web: sign-in JS ${web.signInJsKb} kB gz, dashboard route +${web.dashboardJsKb} kB gz${web.stale ? ' (dist/web is older than the sources: --build to rebuild)' : ''}`,
    );
  }

  const engines: EngineResult[] = [];
  for (const engine of options.engines) {
    engines.push(await benchEngine(engine, options));
    // Each engine's database goes as soon as it is measured (unless --keep).
    await runCleanup();
  }

  const file = path.join(repoRoot, 'bench', resultsFile(options));
  // --only measures one engine: the other engine's latest figures stay in the results (and the docs).
  const carried = options.only && !options.crowdRun ? carriedEngines(file, options, engines) : [];
  const results: BenchResults = {
    date: new Date().toISOString(),
    quick: options.quick,
    command,
    options: recordedOptions(options, options.manyUsers),
    machine,
    web: web ?? carriedWeb(file, options),
    engines: inEngineOrder([...carried, ...engines]),
    targets: [],
  };
  publishResults(results, file, options, true);
  for (const e of engines) if (e.kept) console.log(`Kept the ${ENGINE_NAME[e.engine]} database: ${e.kept}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanup();
    // Keep-alive sockets and the browser's leftovers would hold the process for seconds: leave now.
    process.exit();
  });
