/**
 * The query plans of a run: each engine's bench/plans-<engine>.md (thousands of lines of statements and plans,
 * committed with the doc) and the doc's one line naming them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OpPlans } from './explain';
import { ENGINE_NAME, type Engine } from './options';
import type { BenchResults, EngineResult } from './results';
import { repoRoot } from './server';
import { fmt, thousands } from './stats';

/** One read's heading, its statements' execution times and the plans of the `shown` slowest. */
function opPlanLines(heading: string, op: OpPlans, shown: number): string[] {
  const out: string[] = [''];
  out.push(
    `${heading} (SQL p50 ${fmt(op.sqlP50)} ms, ${op.queries.length} statement${op.queries.length === 1 ? '' : 's'})`,
  );
  const sorted = [...op.queries].sort((a, b) => (b.executionMs ?? 0) - (a.executionMs ?? 0));
  const total = sorted.reduce((sum, q) => sum + (q.executionMs ?? 0), 0);
  out.push('');
  out.push(
    `Execution times of its statements: ${sorted.map((q) => `${q.executionMs ?? '?'} ms`).join(', ')} (sum ${total.toFixed(2)} ms); the plan${Math.min(shown, sorted.length) === 1 ? '' : 's'} of the ${Math.min(shown, sorted.length)} slowest:`,
  );
  for (const q of sorted.slice(0, shown)) {
    out.push('', '```sql', q.sql, '```', '', '```text', q.plan, '```');
  }
  return out;
}

/** The main run's block of docs/PERFORMANCE.md, or the opt-in crowd run's. */
export type Block = 'main' | 'crowd';

/** Where an engine's query plans of a run are written (beside bench/results.json, committed with the doc). */
export function plansFile(engine: Engine, which: Block): string {
  return path.join(repoRoot, 'bench', `plans-${which === 'crowd' ? 'many-users-' : ''}${engine}.md`);
}

const hasPlans = (e: EngineResult, which: Block) =>
  which === 'crowd'
    ? (e.manyUsers?.plans?.length ?? 0) > 0
    : (e.searchPlans?.length ?? 0) > 0 || (e.plans?.length ?? 0) > 0 || (e.manyUsers?.plans?.length ?? 0) > 0;

/** What the main run's plans files hold, in words. */
function planKinds(results: BenchResults): string {
  const kinds = ['the searches'];
  if (results.engines.some((e) => (e.plans?.length ?? 0) > 0))
    kinds.push('the three slowest reads (PostgreSQL)');
  if (results.engines.some((e) => (e.manyUsers?.plans?.length ?? 0) > 0))
    kinds.push('the reads slower among the other people than alone');
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds.join('');
}

/** The doc's one line naming the plans' files (their statements and plans are thousands of lines). */
export function plansPointer(results: BenchResults, which: Block): string[] {
  const files = results.engines
    .filter((e) => hasPlans(e, which))
    .map((e) => `\`${path.relative(repoRoot, plansFile(e.engine, which))}\``);
  if (files.length === 0) return [];
  return [
    '',
    '### Query plans',
    '',
    `EXPLAIN (ANALYZE, BUFFERS) of the statements of ${which === 'crowd' ? 'the reads slower among the others than alone' : planKinds(results)}, with the parameters the bench used written in: ${files.join(', ')}.`,
  ];
}

/** An engine's plans file: the searches', the slowest reads' and those among the other people. */
function plansText(results: BenchResults, e: EngineResult, which: Block): string {
  const out: string[] = [`# Query plans on ${ENGINE_NAME[e.engine]}`, ''];
  out.push(
    `Written by \`${e.carriedFrom ?? results.command}\`${e.carriedFrom ? '' : ` on ${results.date.slice(0, 16).replace('T', ' ')} UTC`} (scripts/bench/query-plans-doc.ts); the run's figures are in docs/PERFORMANCE.md. EXPLAIN (ANALYZE, BUFFERS) of each statement the read sent, with the parameters the bench used written in, run twice (the second, warm, is shown).`,
  );
  if (which === 'main' && e.searchPlans && e.searchPlans.length > 0) {
    out.push('', '## The searches', '');
    out.push(
      'The statement of each search (the page and its totals in one statement): the trigram index `transactions_search_idx` (book_id, search_text) finds the rows of the words, OR-ed with `transactions_user_payee_idx` for the payees whose name matches.',
    );
    for (const op of e.searchPlans) out.push(...opPlanLines(`### ${op.label}`, op, 1));
  }
  if (which === 'main' && e.plans && e.plans.length > 0) {
    out.push('', '## The slowest reads', '');
    out.push('Each statement of the three reads with the largest SQL p50.');
    for (const [i, op] of e.plans.entries()) out.push(...opPlanLines(`### ${i + 1}. ${op.label}`, op, 3));
  }
  const among = e.manyUsers?.plans ?? [];
  if (among.length > 0) {
    out.push('', `## Among ${thousands(e.manyUsers?.seed.users ?? 0)} others`, '');
    out.push('The reads whose SQL was slower among the other people than alone.');
    for (const op of among) out.push(...opPlanLines(`### ${op.label}`, op, 1));
  }
  return `${out.join('\n')}\n`;
}

/** Writes each engine's plans file of this block (an engine carried from an earlier run writes its own again). */
export function writePlans(results: BenchResults, which: Block): void {
  for (const e of results.engines.filter((x) => hasPlans(x, which))) {
    const file = plansFile(e.engine, which);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, plansText(results, e, which));
  }
}
