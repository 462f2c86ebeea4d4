/**
 * A run's results reported: the targets judged, the tables printed, the results file written, then the block of
 * docs/PERFORMANCE.md; after a run, or again from the file with --report-only (after a change of the report).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchOptions } from './options';
import { writeDocs, writeHostileDocs } from './performance-doc';
import { evaluateHostileTargets, evaluateTargets } from './report';
import { printHostile, printTables } from './report-console';
import type { BenchResults, HostileResults } from './results';
import { previousResults, resultsFile, writeResults } from './results-file';
import { repoRoot } from './server';

/**
 * The main or crowd run's results, the file named when the run has just `measured` them; the doc's block unless
 * the run was --quick or --skip-docs.
 */
export function publishResults(
  results: BenchResults,
  file: string,
  options: BenchOptions,
  measured: boolean,
): void {
  results.targets = evaluateTargets(results);
  printTables(results);
  writeResults(results, file);
  if (measured) console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  if (!results.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeDocs(results, options.crowdRun ? 'crowd' : 'main'))}`);
}

/** The same of a --hostile-only run's results, into the hostile block. */
export function publishHostile(
  results: HostileResults,
  file: string,
  options: BenchOptions,
  measured: boolean,
): void {
  results.targets = evaluateHostileTargets(results);
  printHostile(results);
  writeResults(results, file);
  if (measured) console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  if (!results.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeHostileDocs(results))}`);
}

/** --report-only: the tables and the docs again from bench/results.json (after a change of the report). */
export function reportOnly(options: BenchOptions): void {
  const file = path.join(repoRoot, 'bench', resultsFile(options));
  if (options.hostileOnly) {
    hostileReportOnly(file, options);
    return;
  }
  const results = previousResults(file);
  if (!results)
    throw new Error(`${path.relative(repoRoot, file)} is missing or unreadable: run the bench first`);
  publishResults(results, file, options, false);
}

/** --report-only --hostile-only: the hostile tables and block again from bench/results-hostile.json. */
function hostileReportOnly(file: string, options: BenchOptions): void {
  if (!existsSync(file))
    throw new Error(`${path.relative(repoRoot, file)} is missing: run the bench with --hostile-only first`);
  publishHostile(JSON.parse(readFileSync(file, 'utf8')) as HostileResults, file, options, false);
}
