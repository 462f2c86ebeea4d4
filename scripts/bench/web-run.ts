/**
 * The web app's figures as a run measures them: the desktop cold loads and the phone's, after each engine's reads;
 * and --web-only, the web figures alone against a running server.
 */
import path from 'node:path';
import type { BenchOptions } from './options';
import { coldLoads, type PhoneFigures, phoneLoads } from './page-loads';
import { step } from './progress';
import { printWebOnly } from './report-console';
import type { WebOnlyResults } from './results';
import { writeResults } from './results-file';
import { repoRoot } from './server';
import { bundleSizes, ensureBuild } from './web-metrics';

/** The desktop cold loads of the dashboard, then the phone's loads of the dashboard and the transactions page. */
export async function measurePageLoads(base: string, email: string, password: string, options: BenchOptions) {
  const profile = options.profile;
  step(`cold loads of the dashboard in Chromium (${profile.coldLoads})`);
  const coldLoad = await coldLoads(base, email, password, profile.coldLoads);
  console.log(`    ${coldLoad.available ? `${coldLoad.loads.join(', ')} ms` : coldLoad.reason}`);
  step(
    `the dashboard and the transactions page on a phone (${profile.phoneRuns} runs each, cold then second visit)`,
  );
  const phone = await phoneLoads(base, email, password, profile.phoneRuns);
  console.log(`    ${describePhone(phone)}`);
  return { coldLoad, phone };
}

function describePhone(phone: PhoneFigures): string {
  const routes = phone.routes.map(
    (r) => `${r.key}: cold ${r.cold.join(', ')} ms, second visit ${r.second.join(', ')} ms`,
  );
  return [...routes, ...(phone.available ? [] : [phone.reason])].join('\n    ');
}

/**
 * --web-only: the web figures alone against a running server (a person seeded by scripts/seed.ts): sizes,
 * the desktop cold load and the phone. Written to bench/results-web.json; results.json and the docs are left
 * as they are.
 */
export async function webOnly(options: BenchOptions, command: string): Promise<void> {
  const target = options.webOnly!;
  step(`Grana bench, web only: ${target.base} as ${target.email}`);
  const web = bundleSizes(ensureBuild(options.build));
  if (web.stale) console.log('  dist/web is older than the sources: --build to rebuild');
  const { coldLoad, phone } = await measurePageLoads(target.base, target.email, target.password, options);
  const results: WebOnlyResults = {
    date: new Date().toISOString(),
    command,
    base: target.base,
    web,
    coldLoad,
    phone,
    targets: [],
  };
  printWebOnly(results);
  const file = path.join(repoRoot, 'bench', 'results-web.json');
  writeResults(results, file);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}
