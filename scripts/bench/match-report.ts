/**
 * Issue 33's target and table rows: the preview and the import of a 1,000-line statement (match-timing.ts) within
 * 300 ms of server time on PostgreSQL and 1 s on PGlite, the server time being the HTTP round trips on localhost.
 */
import type { ImportRun } from './csv-import';
import type { Unavailable } from './http-load';
import type { MatchStatementResult } from './match-timing';
import type { Engine } from './options';
import type { EngineResult, TargetCheck } from './results';
import { fmt, latencyOf } from './stats';

/** The issue's limit for the preview (every call) plus the import. */
export const MATCH_LIMIT_MS: Record<Engine, number> = { postgres: 300, pglite: 1000 };

const thousands = (n: number) => n.toLocaleString('en-US');
const importMs = (run: ImportRun) => run.ms ?? run.seconds * 1000;
const ok = (status: number) => status >= 200 && status < 300;

const measured = (r: MatchStatementResult | Unavailable | undefined): MatchStatementResult | null =>
  r && !('available' in r) ? r : null;

/** The target's name (the table finds its check by it). */
export function matchCheckName(e: EngineResult): string {
  const m = measured(e.matchStatement);
  const stored = m ? ` against ${thousands(m.storedRows)} recorded rows` : '';
  return `preview and import of a ${thousands(m?.lines ?? 1000)}-line statement${stored}`;
}

export function matchChecks(e: EngineResult): TargetCheck[] {
  const r = e.matchStatement;
  const m = measured(r);
  const limit = MATCH_LIMIT_MS[e.engine];
  let text = 'not measured';
  let pass: boolean | null = null;
  if (r && !m) text = (r as Unavailable).reason;
  if (m) {
    const total = m.preview.sumMs + importMs(m.import);
    const answered = m.preview.errors === 0 && ok(m.import.status);
    text = `preview ${fmt(m.preview.sumMs)} ms (${m.preview.callsPerPreview} calls, one p50 ${fmt(m.preview.call.p50)} ms) + import ${fmt(importMs(m.import))} ms = ${fmt(total)} ms${answered ? '' : ` (HTTP ${m.preview.status ?? m.import.status}${m.import.message ? `: ${m.import.message}` : ''})`}`;
    pass = answered && total <= limit;
  }
  return [
    {
      engine: e.engine,
      name: matchCheckName(e),
      target: `≤ ${limit >= 1000 ? `${fmt(limit / 1000)} s` : `${limit} ms`} (server time)`,
      measured: text,
      pass,
    },
  ];
}

type Cell = 'p50' | 'p95' | 'p99' | 'errors' | 'target';
export interface MatchRow {
  label: string;
  cells: Partial<Record<Cell, string>>;
}

/** The rows of the engine's table: one call, the whole preview, the import, and both against the target. */
export function matchRows(e: EngineResult, target: (name: string) => string): MatchRow[] {
  const r = e.matchStatement;
  if (!r) return [];
  const m = measured(r);
  if (!m) return [{ label: 'statement of 1,000 lines', cells: { p50: (r as Unavailable).reason } }];
  const lines = thousands(m.lines);
  const p = m.preview;
  return [
    {
      label: `statement preview: one call of ${Math.ceil(m.lines / p.callsPerPreview)} lines (import hints)`,
      cells: {
        p50: fmt(p.call.p50),
        p95: fmt(p.call.p95),
        p99: fmt(p.call.p99),
        errors: thousands(p.errors),
      },
    },
    {
      label: `statement preview: ${lines} lines in ${p.callsPerPreview} calls (sum, median of ${p.sums.length})`,
      cells: { p50: fmt(p.sumMs), p95: fmt(latencyOf(p.sums).p95) },
    },
    {
      label: `statement import: ${lines} lines (${m.matching} recorded, ${m.fixed} fixed items, ${m.fresh} new)`,
      cells: { p50: fmt(importMs(m.import)), errors: ok(m.import.status) ? '0' : '1' },
    },
    {
      label: `statement preview + import, ${thousands(m.storedRows)} rows stored`,
      cells: { p50: fmt(p.sumMs + importMs(m.import)), target: target(matchCheckName(e)) },
    },
  ];
}
