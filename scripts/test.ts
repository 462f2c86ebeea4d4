/**
 * `npm test`: every phase of the suite in order, each timed, then a table of the phases' minutes and of the
 * slowest files in each test phase (read from Vitest's and Playwright's own JSON reports), so that a phase which
 * grows is seen the day it grows. Stops at the first phase that fails, after printing what ran.
 * The reports and the table stay in `.timings/` (not committed); docs/PERFORMANCE.md keeps a measured copy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TIMINGS = path.resolve('.timings');

interface Phase {
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** The JSON report the phase writes, and how to read its files' times from it. */
  report?: { file: string; read: (json: unknown) => FileTime[] };
}

interface FileTime {
  file: string;
  seconds: number;
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ file: string; tests: Array<{ results: Array<{ duration: number }> }> }>;
}

function vitestFiles(json: unknown): FileTime[] {
  // One entry per file and project (scripts/vitest-file-times.ts): a file on both engines appears twice, summed here.
  const byFile = new Map<string, number>();
  for (const r of json as FileTime[]) byFile.set(r.file, (byFile.get(r.file) ?? 0) + r.seconds);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

function playwrightFiles(json: unknown): FileTime[] {
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (json as { suites: PlaywrightSuite[] }).suites) walk(suite);
  return [...byFile].map(([file, seconds]) => ({ file: `e2e/${file}`, seconds }));
}

function vitestPhase(script: string): Phase {
  const file = path.join(TIMINGS, `${script.replace(':', '-')}.json`);
  return {
    script,
    args: ['--reporter=default', '--reporter=./scripts/vitest-file-times.ts'],
    env: { TEST_TIMES_FILE: file },
    report: { file, read: vitestFiles },
  };
}

const e2eReport = path.join(TIMINGS, 'test-e2e.json');
const PHASES: Phase[] = [
  { script: 'lint' },
  { script: 'typecheck' },
  vitestPhase('test:unit'),
  vitestPhase('test:alone'),
  { script: 'build' },
  {
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: { file: e2eReport, read: playwrightFiles },
  },
];

/** How many of each test phase's slowest files the table names. */
const SLOWEST = 8;

const minutes = (seconds: number) => (seconds / 60).toFixed(1);

function summary(ran: Array<{ phase: Phase; seconds: number; ok: boolean }>): string {
  const lines = [
    '| phase | minutes | slowest files (seconds, summed over projects) |',
    '| --- | --: | --- |',
  ];
  for (const { phase, seconds, ok } of ran) {
    let slowest = '';
    if (phase.report && existsSync(phase.report.file)) {
      const files = phase.report.read(JSON.parse(readFileSync(phase.report.file, 'utf8')));
      const total = files.length;
      slowest = `${total} files; ${files
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, SLOWEST)
        .map((f) => `${f.file} ${Math.round(f.seconds)}`)
        .join(', ')}`;
    }
    lines.push(`| ${phase.script}${ok ? '' : ' (failed)'} | ${minutes(seconds)} | ${slowest} |`);
  }
  const total = ran.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(`| all | ${minutes(total)} | |`);
  return lines.join('\n');
}

rmSync(TIMINGS, { recursive: true, force: true });
mkdirSync(TIMINGS, { recursive: true });
const ran: Array<{ phase: Phase; seconds: number; ok: boolean }> = [];
let status = 0;
for (const phase of PHASES) {
  const started = performance.now();
  const npmArgs = ['run', phase.script, ...(phase.args ? ['--', ...phase.args] : [])];
  const result = spawnSync('npm', npmArgs, { stdio: 'inherit', env: { ...process.env, ...phase.env } });
  const ok = result.status === 0;
  ran.push({ phase, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    status = result.status ?? 1;
    break;
  }
}
const table = summary(ran);
writeFileSync(path.join(TIMINGS, 'summary.md'), `${table}\n`);
console.log(`\nNode ${process.version}: the suite's phases\n${table}`);
process.exit(status);
