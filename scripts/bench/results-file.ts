/**
 * The results files under bench/: which one a run writes, the previous run's, and what a run carries over from it
 * (the engines it did not measure, the web figures it skipped).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchOptions, Engine } from './options';
import type { BenchResults, EngineResult, HostileResults, WebOnlyResults } from './results';
import type { BundleFigures } from './web-metrics';

/**
 * The main run's results, the quick run's, or the opt-in crowd run's (--many-users above 1,000); the layouts that
 * leave the docs alone (--partitioned, --bucket) each in a file of their own.
 */
export function resultsFile(options: BenchOptions): string {
  if (options.hostileOnly) return options.quick ? 'results-hostile-quick.json' : 'results-hostile.json';
  if (options.quick) return 'results-quick.json';
  const name = options.crowdRun ? 'results-many-users' : 'results';
  return `${name}${options.partitioned ? '-partitioned' : ''}${options.bucket ? '-bucket' : ''}.json`;
}

/** A run's results, as JSON in `file`. */
export function writeResults(results: BenchResults | WebOnlyResults | HostileResults, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const ENGINE_ORDER: Engine[] = ['pglite', 'postgres'];

/** The results in `file`, or null when it is missing or unreadable. */
export function previousResults(file: string): BenchResults | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  } catch {
    return null;
  }
}

/** The engines in the order of the tables: PGlite, then PostgreSQL. */
export const inEngineOrder = <E extends { engine: Engine }>(engines: E[]): E[] =>
  engines.sort((a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine));

/** The engines of the previous results this run did not measure, each marked with the run it comes from. */
export function carriedOver<E extends { engine: Engine; carriedFrom?: string }>(
  previous: { command: string; date: string; engines: E[] },
  measured: Array<{ engine: Engine }>,
): E[] {
  return previous.engines
    .filter((e) => !measured.some((m) => m.engine === e.engine))
    .map((e) => ({
      ...e,
      carriedFrom: e.carriedFrom ?? `${previous.command} (${previous.date.slice(0, 16)} UTC)`,
    }));
}

/** The engines this run did not measure, from the previous results of the same size (marked with their run). */
export function carriedEngines(
  file: string,
  options: BenchOptions,
  measured: EngineResult[],
): EngineResult[] {
  const previous = previousResults(file);
  if (!previous || previous.options.transactions !== options.transactions) return [];
  return carriedOver(previous, measured);
}

export function carriedWeb(file: string, options: BenchOptions): BundleFigures | null {
  return options.skipWeb ? (previousResults(file)?.web ?? null) : null;
}

/** The options a results file records of its run. */
export const recordedOptions = (options: BenchOptions, manyUsers: boolean) => ({
  transactions: options.transactions,
  years: options.years,
  manyUsers,
  seed: options.seed,
});
